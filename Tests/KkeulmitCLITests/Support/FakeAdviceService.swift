import Foundation
import KkeulmitCLI

/// Answers with a fixed report or error and records the request it was given.
final class FakeAdviceService: AdviceService, @unchecked Sendable {
    private let lock = NSLock()
    private var _requests: [AdviceRequest] = []
    let result: Result<AdviceReport, any Error>
    let gridAnswer: GridAnswer

    init(_ result: Result<AdviceReport, any Error>, grid: GridAnswer = .cell(nx: 60, ny: 127)) {
        self.result = result
        self.gridAnswer = grid
    }

    var requests: [AdviceRequest] { lock.withLock { _requests } }

    func advice(for request: AdviceRequest, diagnostics: Diagnostics) async throws -> AdviceReport {
        lock.withLock { _requests.append(request) }
        diagnostics.log("fake service consulted")
        return try result.get()
    }

    func grid(_ query: GridOptions.Query) throws -> GridAnswer { gridAnswer }
}
