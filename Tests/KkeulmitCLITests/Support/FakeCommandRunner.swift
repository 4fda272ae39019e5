import Foundation
import KkeulmitCore

@testable import KkeulmitCLI

/// An in-memory `crontab`: `-l` prints the stored text (or "no crontab" and exit 1), `-` stores stdin; counts
/// writes. With `failing`, every call exits 1 with a message.
final class FakeCommandRunner: CommandRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var _crontab: String?
    private var _writes = 0
    let failing: Bool

    init(crontab: String? = nil, failing: Bool = false) {
        _crontab = crontab
        self.failing = failing
    }

    var crontab: String? { lock.withLock { _crontab } }
    var writes: Int { lock.withLock { _writes } }

    func run(_ command: String, arguments: [String], stdin: Data?) throws(CommandRunnerError) -> CommandResult {
        guard command == "crontab" else { throw .notFound(command: command, path: "/fake") }
        if failing { return CommandResult(status: 1, stderr: Data("crontab: cron is not allowed\n".utf8)) }
        return lock.withLock {
            switch arguments {
            case ["-l"]:
                guard let text = _crontab else {
                    return CommandResult(status: 1, stderr: Data("no crontab for me\n".utf8))
                }
                return CommandResult(status: 0, stdout: Data(text.utf8))
            case ["-"]:
                _crontab = String(decoding: stdin ?? Data(), as: UTF8.self)
                _writes += 1
                return CommandResult(status: 0)
            default:
                return CommandResult(status: 2, stderr: Data("unexpected \(arguments)\n".utf8))
            }
        }
    }
}
