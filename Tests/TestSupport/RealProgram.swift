import Foundation
import Testing

/// A real program a test drives: a scheduler, a terminal, a shell, a man page formatter, a status bar.
///
/// The one rule for all of them, stated once (`.requires(…)`): a test runs when its programs are installed, and
/// always under CI (`CI=true`), which installs them (`.ci/run`), so that a missing program fails there instead of
/// passing unseen; elsewhere — a person's machine with the Swift toolchain alone — it is skipped, and the skip says
/// which program is missing and which Debian package brings it.
package struct RealProgram: Sendable, Hashable, CustomStringConvertible {
    /// What the skip message calls it.
    package var name: String
    /// Where it is: absolute paths, any one of which will do, or a bare name looked up on `PATH` and the usual
    /// system folders.
    package var candidates: [String]
    /// Files it needs beside itself (a locale's sources, a Python module), all of them.
    package var needs: [String]
    /// The Debian package that installs it.
    package var debianPackage: String

    package init(_ name: String, at candidates: [String]? = nil, needs: [String] = [], package: String? = nil) {
        self.name = name
        self.candidates = candidates ?? [name]
        self.needs = needs
        self.debianPackage = package ?? name
    }

    package var description: String { name }

    /// Whether it is installed here, looked up in `searchPath` (a `PATH` value) for bare names.
    package func isInstalled(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> Bool {
        let folders =
            (searchPath ?? "").split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        let found = candidates.contains { candidate in
            candidate.hasPrefix("/")
                ? FileManager.default.isExecutableFile(atPath: candidate)
                : folders.contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + candidate) }
        }
        return found && needs.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// The decision, pure: run when nothing is missing, or under CI whatever is missing.
    package static func shouldRun(missing: [RealProgram], environment: [String: String]) -> Bool {
        missing.isEmpty || environment["CI"] == "true"
    }

    /// Why a test of `missing` is skipped.
    package static func skipReason(missing: [RealProgram]) -> String {
        let names = missing.map(\.name).joined(separator: ", ")
        let packages = Array(Set(missing.map(\.debianPackage))).sorted().joined(separator: " ")
        return "\(names) not installed (apt-get install \(packages)): skipped here, a failure under CI=true"
    }

    /// Whether tests of `programs` run in this process.
    package static func shouldRun(_ programs: [RealProgram]) -> Bool {
        shouldRun(missing: programs.filter { !$0.isInstalled() }, environment: ProcessInfo.processInfo.environment)
    }
}

extension RealProgram {
    // The programs the suite drives, each with the Debian package `.ci/run` installs it from.
    package static let crontab = RealProgram("crontab", at: ["/usr/bin/crontab"], package: "cron")
    package static let cron = RealProgram("cron", at: ["/usr/sbin/cron"], package: "cron")
    package static let systemd = RealProgram("systemd", at: ["/lib/systemd/systemd"], package: "systemd")
    package static let tmux = RealProgram("tmux")
    /// What building the wide test locale needs (TmuxTerminal): localedef and the charmap and locale sources.
    package static let locales = RealProgram(
        "localedef", at: ["/usr/bin/localedef", "/usr/sbin/localedef"],
        needs: ["/usr/share/i18n/charmaps/UTF-8.gz", "/usr/share/i18n/locales/C"], package: "locales")
    package static let zsh = RealProgram("zsh")
    package static let fish = RealProgram("fish")
    package static let mandoc = RealProgram("mandoc")
    package static let groff = RealProgram("groff", package: "groff-base")
    package static let make = RealProgram("make")
    package static let i3blocks = RealProgram("i3blocks")
    package static let pangoView = RealProgram("pango-view", package: "pango1.0-tools")
    package static let notifySend = RealProgram("notify-send", package: "libnotify-bin")
    package static let dbusDaemon = RealProgram("dbus-daemon", package: "dbus-daemon")
    /// The stand-in desktop's D-Bus library (Tests/Tools/notification-server.py).
    package static let jeepney = RealProgram(
        "python3", needs: ["/usr/lib/python3/dist-packages/jeepney"], package: "python3-jeepney")
    package static let flock = RealProgram("flock", at: ["/usr/bin/flock"], package: "util-linux")
    package static let python3 = RealProgram("python3")
    package static let openssl = RealProgram("openssl")
    /// A private mount namespace (the cron, systemd and network tests; root, as CI is).
    package static let unshare = RealProgram("unshare", at: ["/usr/bin/unshare"], package: "util-linux")
}

extension Trait where Self == ConditionTrait {
    /// Runs the test when `programs` are installed, always under CI; skips it elsewhere, saying what is missing.
    package static func requires(_ programs: RealProgram...) -> Self {
        let missing = programs.filter { !$0.isInstalled() }
        return .enabled(
            if: RealProgram.shouldRun(missing: missing, environment: ProcessInfo.processInfo.environment),
            Comment(rawValue: RealProgram.skipReason(missing: missing)))
    }
}
