import Foundation

/// One light request `doctor` and `setup` send for a source's registration, and how its answer reads: a typed
/// request of the source's own (one row), never a query patched afterwards.
package struct SourceProbe: Sendable {
    /// The check's id in `doctor --json` (`forecast`, `air-stations`, `uv`, …).
    package var id: String
    /// The service as the check names it: `UV index (LivingWthrIdxServiceV5)`, `자외선지수 (LivingWthrIdxServiceV5)`.
    package var title: LocalizedText
    /// What to apply for (활용신청): `기상청_생활기상지수 조회서비스`.
    package var portalName: String
    /// The data.go.kr dataset number (`https://www.data.go.kr/data/N/openapi.do`); nil for API Hub's.
    package var dataset: String?
    /// Who is asked.
    package var provider: ProviderID
    package var request: ServiceRequest
    /// Whether the check's failure is `doctor`'s exit code: each provider's forecast (the required source).
    package var decidesExitCode: Bool
    /// Nil when the answer is one the key was accepted for.
    package var classify: @Sendable (_ status: Int, _ headers: [String: String], _ body: Data) -> KMAError?

    package init(
        id: String, title: LocalizedText, portalName: String, dataset: String?, provider: ProviderID = .dataGoKr,
        request: ServiceRequest, decidesExitCode: Bool = false,
        classify: @escaping @Sendable (_ status: Int, _ headers: [String: String], _ body: Data) -> KMAError?
    ) {
        (self.id, self.title, self.portalName, self.dataset) = (id, title, portalName, dataset)
        (self.provider, self.request, self.decidesExitCode, self.classify) = (
            provider, request, decidesExitCode, classify
        )
    }

    /// Nil when the key was accepted: a usable answer, or `03 NO_DATA` (the issue is just not out yet).
    package static func accepted<T>(_ result: Result<T, KMAError>) -> KMAError? {
        switch result {
        case .success: nil
        case .failure(let error) where error.resultCode == .noData: nil
        case .failure(let error): error
        }
    }
}
