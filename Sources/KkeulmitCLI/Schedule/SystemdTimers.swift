import Foundation
import KkeulmitCore

/// The config's schedules as systemd user timers in `$XDG_CONFIG_HOME/systemd/user/`: writes and removes the unit
/// files (only those that start with `SystemdUnits.marker`, so a user's own units are never touched), and enables
/// or disables the timers through `systemctl --user` when the user's manager answers.
struct SystemdTimers {
    /// `$XDG_CONFIG_HOME/systemd/user`.
    var directory: String
    var fileSystem: any WritableFileSystem
    var runner: any CommandRunner
    var deadline: Deadline

    /// What an install or uninstall did.
    struct Update: Equatable {
        /// Unit files written (new or changed) and removed.
        var written: [String] = []
        var removed: [String] = []
        /// Why `systemctl --user` did not answer; nil when it did (and the timers were enabled or disabled).
        var unanswered: String?
        /// The timers the one command to run names when `systemctl --user` did not answer an uninstall.
        var timers: [String] = []
    }

    /// The unit files of `schedules`, by file name, timers first.
    static func units(_ schedules: [Schedule], executable: String, arguments: [String]) throws(ScheduleRenderError)
        -> [(name: String, text: String)]
    {
        var units: [(name: String, text: String)] = []
        for schedule in schedules {
            let name = SystemdUnits.unitName(schedule)
            units.append((name + ".timer", SystemdUnits.timer(schedule)))
            units.append(
                (name + ".service", try SystemdUnits.service(schedule, executable: executable, arguments: arguments)))
        }
        return units
    }

    /// The unit files kkeulmit wrote there earlier.
    func installed() -> [String] {
        fileSystem.directoryContents(atPath: directory).filter { name in
            name.hasPrefix("kkeulmit-") && (name.hasSuffix(".timer") || name.hasSuffix(".service"))
                && (try? fileSystem.contents(atPath: path(name))).map {
                    $0.starts(with: Data(SystemdUnits.marker.utf8))
                } == true
        }
    }

    func install(_ units: [(name: String, text: String)]) async throws -> Update {
        let before = installed()
        let wanted = Set(units.map(\.name))
        var update = try await retire(before.filter { !wanted.contains($0) })
        var changedTimers: [String] = []
        for unit in units {
            let data = Data(unit.text.utf8)
            guard (try? fileSystem.contents(atPath: path(unit.name))) != data else { continue }
            do {
                try fileSystem.replaceFile(atPath: path(unit.name), with: data)
            } catch {
                throw SystemdError.cannotWrite(path: path(unit.name), reason: error.reason)
            }
            update.written.append(unit.name)
            if unit.name.hasSuffix(".timer"), before.contains(unit.name) { changedTimers.append(unit.name) }
        }
        guard update.unanswered == nil else { return update }
        try await require(["daemon-reload"])
        try await require(["enable", "--now"] + timers(units.map(\.name)))
        // An active timer keeps its old calendar until it is restarted.
        if !changedTimers.isEmpty { try await require(["restart"] + changedTimers) }
        return update
    }

    func uninstall() async throws -> Update {
        let before = installed()
        guard !before.isEmpty else { return Update() }
        var update = try await retire(before)
        if update.unanswered == nil {
            try await require(["daemon-reload"])
        } else {
            update.timers = timers(before)
        }
        return update
    }

    /// After one `daemon-reload` (telling whether the manager answers), disables the timers of `names` if it does, and
    /// removes the unit files and, for timers, the link `enable` made (which `disable` removes if the manager answers).
    private func retire(_ names: [String]) async throws -> Update {
        var update = Update(unanswered: await systemctl(["daemon-reload"]))
        if update.unanswered == nil, !timers(names).isEmpty {
            try await require(["disable", "--now"] + timers(names))
        }
        for name in names {
            do {
                try fileSystem.removeFile(atPath: path(name))
                if name.hasSuffix(".timer") {
                    try fileSystem.removeFile(atPath: directory + "/timers.target.wants/" + name)
                }
            } catch {
                throw SystemdError.cannotWrite(path: path(name), reason: error.reason)
            }
            update.removed.append(name)
        }
        return update
    }

    func path(_ name: String) -> String { directory + "/" + name }

    private func timers(_ names: [String]) -> [String] { names.filter { $0.hasSuffix(".timer") } }

    /// Runs `systemctl --user ARGUMENTS`: nil when it succeeds, else its first stderr line (or why it could not run).
    private func systemctl(_ arguments: [String]) async -> String? {
        do {
            let result = try await runner.run(
                "systemctl", arguments: ["--user"] + arguments, stdin: nil, deadline: deadline)
            guard result.status != 0 else { return nil }
            return result.firstErrorLine ?? "exit \(result.status)"
        } catch {
            return error.description
        }
    }

    private func require(_ arguments: [String]) async throws {
        if let failure = await systemctl(arguments) {
            throw SystemdError.commandFailed(
                command: (["systemctl", "--user"] + arguments).joined(separator: " "),
                message: failure)
        }
    }
}

/// Why the systemd user units could not be written or switched on or off.
package enum SystemdError: ReportedFailure, Equatable, Sendable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)
    case commandFailed(command: String, message: String)

    package var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .commandFailed(let command, let message): "'\(command)' failed: \(message)"
        }
    }

    /// A unit file that cannot be written is a file the command could not create (73, sysexits' EX_CANTCREAT),
    /// naming the path and where the folder comes from; `systemctl --user` failing is an unavailable service (69).
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        switch self {
        case .cannotWrite:
            (.cannotCreate, description + ": make the folder writable, or set XDG_CONFIG_HOME to one that is")
        case .commandFailed: (.unavailable, description)
        }
    }
}
