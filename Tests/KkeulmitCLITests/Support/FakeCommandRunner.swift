import Foundation
import KkeulmitCore
import TestSupport

@testable import KkeulmitCLI

/// Stands in for the programs `schedule` and `run-schedule` start, for the tests of kkeulmit's own logic (the
/// programs themselves are driven for real in the end-to-end tests):
/// - `crontab`: `-l` prints the stored text (or "no crontab" and exit 1), `-` stores stdin after Debian's real
///   `crontab -n` accepted it (so every block a test writes is checked by the real program); counts writes. With
///   `failing`, every call exits 1 with a message; with `hanging`, every call runs until the deadline and ends as
///   the real runner does then.
/// - `systemctl --user …`: answers with exit 0 when `systemdAnswers`, else exits 1 as systemctl does without a
///   user manager; every call is recorded.
/// - `notify-send`: exits 0 and records the call unless `notifySendFails`.
final class FakeCommandRunner: CommandRunner, Sendable {
    private struct State {
        var crontab: String?
        var writes = 0
        var calls: [[String]] = []
    }

    private let state: Locked<State>
    let failing: Bool
    let hanging: Bool
    let systemdAnswers: Bool
    let notifySendFails: Bool

    init(
        crontab: String? = nil, failing: Bool = false, hanging: Bool = false, systemdAnswers: Bool = false,
        notifySendFails: Bool = false
    ) {
        state = Locked(State(crontab: crontab))
        self.failing = failing
        self.hanging = hanging
        self.systemdAnswers = systemdAnswers
        self.notifySendFails = notifySendFails
    }

    var crontab: String? { state.withLock { $0.crontab } }
    var writes: Int { state.withLock { $0.writes } }
    /// Every command run, its name first.
    var calls: [[String]] { state.withLock { $0.calls } }

    func run(_ command: String, arguments: [String], stdin: Data?, deadline: Deadline)
        async throws(CommandRunnerError) -> CommandResult
    {
        state.withLock { $0.calls.append([command] + arguments) }
        switch command {
        case "systemctl":
            return systemdAnswers
                ? CommandResult(status: 0)
                : CommandResult(status: 1, stderr: Data("Failed to connect to bus: No medium found\n".utf8))
        case "notify-send":
            return notifySendFails
                ? CommandResult(status: 1, stderr: Data("GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown\n".utf8))
                : CommandResult(status: 0)
        case "crontab": break
        default: throw .notFound(command: command, path: "/fake")
        }
        if hanging {
            throw .deadlineExceeded(
                DeadlineExceeded(
                    .command(([command] + arguments).joined(separator: " ")), seconds: deadline.budgetSeconds))
        }
        if failing { return CommandResult(status: 1, stderr: Data("crontab: cron is not allowed\n".utf8)) }
        if arguments == ["-"] {
            let text = String(decoding: stdin ?? Data(), as: UTF8.self)
            if let refusal = try? await RealCrontab.refusal(text) {
                return CommandResult(status: 1, stderr: Data((refusal + "\n").utf8))
            }
        }
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
