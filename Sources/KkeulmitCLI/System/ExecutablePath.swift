import Foundation
import KkeulmitCore

/// The running binary's absolute path, for crontab lines (cron's PATH is minimal and its working directory is home).
package enum ExecutablePath {
    /// `/proc/self/exe` (Linux), else `argv[0]` made absolute: against the working directory when it holds a `/`,
    /// otherwise looked up on PATH as the shell did.
    package static func current() -> String? {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            let path = fromProcLink(link)
        {
            return path
        }
        return absolute(
            argv0: CommandLine.arguments.first, workingDirectory: FileManager.default.currentDirectoryPath,
            path: ProcessInfo.processInfo.environment["PATH"])
    }

    /// The link's target, without the ` (deleted)` Linux appends once the file has been replaced (an upgrade
    /// while running: the path names the new binary, which is the one cron should run).
    static func fromProcLink(_ link: String) -> String? {
        guard link.hasPrefix("/") else { return nil }
        let suffix = " (deleted)"
        return link.hasSuffix(suffix) ? String(link.dropLast(suffix.count)) : link
    }

    /// `argv0` as an absolute, `.`/`..`-free path; nil when it cannot be found.
    static func absolute(argv0: String?, workingDirectory: String, path: String?) -> String? {
        guard let argv0, !argv0.isEmpty else { return nil }
        var found = argv0
        if !argv0.contains("/") {
            let environment = path.map { ["PATH": $0] } ?? [:]
            guard let resolved = ProcessCommandRunner(environment: environment).resolve(argv0) else { return nil }
            found = resolved
        }
        if !found.hasPrefix("/") { found = workingDirectory + "/" + found }
        return normalized(found)
    }

    /// `/a/./b/../c` → `/a/c`, lexically (symlinks are left alone: cron resolves them itself).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
