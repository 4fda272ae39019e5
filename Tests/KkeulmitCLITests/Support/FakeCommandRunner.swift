import Foundation
import KkeulmitCore

@testable import KkeulmitCLI

/// An in-memory `crontab`: `-l` prints the stored text (or "no crontab" and exit 1), `-` stores stdin; counts
/// writes. With `failing`, every call exits 1 with a message; with `hanging`, every call runs until the deadline
/// and ends as the real runner does then.
final class FakeCommandRunner: CommandRunner, Sendable {
    private struct State {
        var crontab: String?
        var writes = 0
    }

    private let state: Locked<State>
    let failing: Bool
    let hanging: Bool

    init(crontab: String? = nil, failing: Bool = false, hanging: Bool = false) {
        state = Locked(State(crontab: crontab))
        self.failing = failing
        self.hanging = hanging
    }

    var crontab: String? { state.withLock { $0.crontab } }
    var writes: Int { state.withLock { $0.writes } }

    func run(_ command: String, arguments: [String], stdin: Data?, deadline: Deadline)
        async throws(CommandRunnerError) -> CommandResult
    {
        guard command == "crontab" else { throw .notFound(command: command, path: "/fake") }
        if hanging {
            throw .deadlineExceeded(
                DeadlineExceeded(
                    .command(([command] + arguments).joined(separator: " ")), seconds: deadline.budgetSeconds))
        }
        if failing { return CommandResult(status: 1, stderr: Data("crontab: cron is not allowed\n".utf8)) }
        return state.withLock { state in
            switch arguments {
            case ["-l"]:
                guard let text = state.crontab else {
                    return CommandResult(status: 1, stderr: Data("no crontab for me\n".utf8))
                }
                return CommandResult(status: 0, stdout: Data(text.utf8))
            case ["-"]:
                state.crontab = String(decoding: stdin ?? Data(), as: UTF8.self)
                state.writes += 1
                return CommandResult(status: 0)
            default:
                return CommandResult(status: 2, stderr: Data("unexpected \(arguments)\n".utf8))
            }
        }
    }
}
