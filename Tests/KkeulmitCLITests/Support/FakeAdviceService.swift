import Foundation
import KkeulmitCLI
import KkeulmitCore

/// Answers with a fixed report or error and records the request (and the deadline) it was given.
final class FakeAdviceService: AdviceService, Sendable {
    private let received = Locked<[(request: AdviceRequest, deadline: Deadline)]>([])
    let result: Result<AdviceReport, any Error>
    let gridAnswer: GridAnswer

    init(_ result: Result<AdviceReport, any Error>, grid: GridAnswer = .cell(nx: 60, ny: 127)) {
        self.result = result
        self.gridAnswer = grid
    }

    var requests: [AdviceRequest] { received.withLock { $0.map(\.request) } }
    var deadlines: [Deadline] { received.withLock { $0.map(\.deadline) } }

    func advice(for request: AdviceRequest, deadline: Deadline, diagnostics: Diagnostics) async throws
        -> AdviceReport
    {
        received.withLock { $0.append((request, deadline)) }
        diagnostics.log("fake service consulted")
        return try result.get()
    }

    func grid(_ query: LocationSpec) throws -> GridAnswer { gridAnswer }
}
