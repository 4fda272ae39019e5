import Foundation
import KkeulmitCore

/// The user's crontab, read with `crontab -l` and written with `crontab -`, through a `CommandRunner`.
package struct Crontab: Sendable {
    package var runner: any CommandRunner
    /// Every `crontab` run must be over by then: a hung one is killed.
    package var deadline: Deadline

    /// The current crontab's text; empty when the user has none yet (`crontab -l` exits 1 saying "no crontab").
    package func read() async throws(CrontabError) -> String {
        let result = try await runCommand(["-l"], stdin: nil)
        if result.status != 0 {
            let message = String(decoding: result.stderr, as: UTF8.self)
            if result.status == 1, message.lowercased().contains("no crontab") { return "" }
            throw .commandFailed(arguments: "-l", status: result.status, message: result.firstErrorLine ?? "")
        }
        // Decoding must be lossless: a crontab rewritten with replacement characters would lose the user's bytes.
        guard let text = String(data: result.stdout, encoding: .utf8) else { throw .notUTF8 }
        return text
    }

    /// Installs (or replaces) the schedules' block; with no schedules, removes it.
    @discardableResult
    package func installSchedules(
        _ schedules: [Schedule], executable: String, arguments: [String] = [], clock: HostClock = .kst
    ) async throws(CrontabError) -> CrontabUpdate {
        try await update { before in
            if schedules.isEmpty { return try CrontabEditor.uninstall(from: before) }
            let block = try CrontabRenderer.render(
                schedules, executable: executable, arguments: arguments, clock: clock,
                cronTZ: CrontabEditor.cronTZ(before: before))
            return try CrontabEditor.install(block: block, into: before)
        }
    }

    /// Removes the schedules' block, leaving every other line; a no-op when there is none.
    @discardableResult
    package func uninstallSchedules() async throws(CrontabError) -> CrontabUpdate {
        try await update { try CrontabEditor.uninstall(from: $0) }
    }

    /// Reads the crontab, edits it, and writes it back (`crontab -`) only when the text changes, so running it again
    /// is a no-op that leaves the crontab's modification time alone.
    private func update(_ edit: (String) throws -> String) async throws(CrontabError) -> CrontabUpdate {
        let before = try await read()
        let after: String
        do {
            after = try edit(before)
        } catch let error as CrontabEditError {
            throw .edit(error)
        } catch let error as ScheduleRenderError {
            throw .render(error)
        } catch {
            throw .edit(.damagedBlock(String(describing: error)))
        }
        if after != before {
            let result = try await runCommand(["-"], stdin: Data(after.utf8))
            guard result.status == 0 else {
                throw .commandFailed(arguments: "-", status: result.status, message: result.firstErrorLine ?? "")
            }
        }
        return CrontabUpdate(changed: after != before)
    }

    func runCommand(_ arguments: [String], stdin: Data?) async throws(CrontabError) -> CommandResult {
        do {
            return try await runner.run("crontab", arguments: arguments, stdin: stdin, deadline: deadline)
        } catch {
            throw .cannotRun(error)
        }
    }
}

/// Whether an install or uninstall rewrote the crontab.
package struct CrontabUpdate: Equatable, Sendable {
    package var changed: Bool
}

/// Why the crontab could not be read or written.
package enum CrontabError: ReportedFailure, Equatable, Sendable, CustomStringConvertible {
    case cannotRun(CommandRunnerError)
    case commandFailed(arguments: String, status: Int32, message: String)
    case notUTF8
    case edit(CrontabEditError)
    case render(ScheduleRenderError)

    package var description: String {
        switch self {
        case .cannotRun(.deadlineExceeded(let error)): error.message
        case .cannotRun(let error): error.description + "; is cron installed?"
        case .commandFailed(let arguments, let status, let message):
            "crontab \(arguments) failed (exit \(status))" + (message.isEmpty ? "" : ": " + message)
        case .notUTF8: "the crontab is not valid UTF-8; refusing to rewrite it"
        case .edit(let error): error.description
        case .render(let error): error.description
        }
    }

    /// `crontab` missing or failing is an unavailable service (69, as sysexits has it); a crontab kkeulmit must not
    /// rewrite is bad input (65); lines that cannot be written come from the config (78).
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        switch self {
        case .cannotRun, .commandFailed: (.unavailable, description)
        case .notUTF8, .edit: (.dataError, description)
        case .render: (.configuration, description)
        }
    }
}
