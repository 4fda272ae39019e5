import Foundation

/// Who serves KMA's operations: data.go.kr (공공데이터포털, the gateway in front of KMA) and KMA's own API Hub
/// (기상청 API허브), which mirrors the short-term forecast under its own host and key (docs/KMA.md, "Two providers").
/// The raw values are JSON `sources[].provider` and config `"providers"`.
package enum ProviderID: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case dataGoKr
    case apiHub

    /// The order asked in unless config `"providers"` says otherwise.
    package static let defaultOrder: [ProviderID] = [.dataGoKr, .apiHub]

    package var keyParameter: String {
        switch self {
        case .dataGoKr: "serviceKey"
        case .apiHub: "authKey"
        }
    }

    package var displayName: String {
        switch self {
        case .dataGoKr: "data.go.kr"
        case .apiHub: "API Hub"
        }
    }

    package var description: String { rawValue }

    /// `error` as this provider means it: API Hub's bare 401, 403 and 404 are its own answers (an unknown key, an
    /// operation not approved or out of quota, no such API), whose fixes are not data.go.kr's.
    package func dialect(_ error: KMAError) -> KMAError {
        guard self == .apiHub, case .httpStatus(let status, let wait) = error, [401, 403, 404].contains(status) else {
            return error
        }
        return .apiHub(status: status, message: "", httpStatus: status, retryAfterSeconds: wait)
    }
}

/// One provider as a run may use it: who it is, its key, and where its operations are (`ServiceRequest.path` under
/// the service's root on data.go.kr, `ServiceRequest.twins` under the provider's one root elsewhere).
package struct ServiceProvider: Equatable, Sendable, CustomStringConvertible {
    package let id: ProviderID
    package let key: ServiceKey
    /// data.go.kr: every service's root (`ServiceRoots`), the operation appended.
    package let roots: ServiceRoots
    /// API Hub: the one root the service and operation are appended to (`KKEULMIT_APIHUB_URL`).
    package let root: URL

    /// API Hub's typ02 (JSON) root: `ROOT/VilageFcstInfoService_2.0/getVilageFcst?authKey=…`.
    package static let apiHubDefaultRoot = URL(string: "https://apihub.kma.go.kr/api/typ02/openApi")!

    package static func dataGoKr(key: ServiceKey, roots: ServiceRoots = ServiceRoots()) -> ServiceProvider {
        ServiceProvider(id: .dataGoKr, key: key, roots: roots, root: ServiceRoot.forecast.defaultURL)
    }

    package static func apiHub(key: ServiceKey, root: URL = apiHubDefaultRoot) -> ServiceProvider {
        ServiceProvider(id: .apiHub, key: key, roots: ServiceRoots(), root: root)
    }

    private init(id: ProviderID, key: ServiceKey, roots: ServiceRoots, root: URL) {
        (self.id, self.key, self.roots, self.root) = (id, key, roots, root)
    }

    package func serves(_ request: ServiceRequest) -> Bool {
        switch id {
        // Every operation kkeulmit asks is a data.go.kr one (a root left unusable leaves its sources out before).
        case .dataGoKr: true
        case .apiHub: request.twins[.apiHub] != nil
        }
    }

    /// The operation's URL without its query; nil when this provider does not serve it.
    package func operationURL(_ request: ServiceRequest) -> URL? {
        guard serves(request) else { return nil }
        switch id {
        case .dataGoKr: return roots[request.root].appendingPathComponent(request.path)
        case .apiHub: return request.twins[.apiHub].map { root.appendingPathComponent($0) }
        }
    }

    /// Never the key.
    package var description: String { id.rawValue }
}
