import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// This machine's real cron and systemd, with the state they keep made private to one test: a mount namespace
/// (`unshare`) where empty tmpfs cover `/var/spool/cron/crontabs` (the users' crontabs), `/etc/cron.d`, `/run` (pid
/// files, the user manager's runtime directory, `/run/systemd/system` so that `systemd --user` runs) and an empty
/// file covers `/etc/crontab`. Commands run inside it through `nsenter`, as the current user (root under CI), so
/// the real `crontab` writes a crontab no other test and no real user sees, and a real `cron` daemon started there
/// runs only what the test installed. The namespace ends with its holder process, when the test lets go of it (or
/// the test process ends: the holder reads its stdin).
final class PrivateHost: @unchecked Sendable {
    let directory: URL
    private let holder: ChildProcess.Background
    private let lock = NSLock()
    private var daemons: [ChildProcess.Background] = []

    static let unshare = "/usr/bin/unshare"
    static let nsenter = "/usr/bin/nsenter"

    /// Debian's cron daemon and crontab (the `cron` package).
    static let cronDaemon = "/usr/sbin/cron"

    /// systemd's user manager (the `systemd` package).
    static let systemd = "/lib/systemd/systemd"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let empty = directory.appendingPathComponent("empty-crontab").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let script = """
            set -e
            mount -t tmpfs -o mode=0755 tmpfs /run
            mkdir -p /run/systemd/system "/run/user/$(id -u)"
            chmod 0700 "/run/user/$(id -u)"
            if [ -d /var/spool/cron/crontabs ]; then
                mount -t tmpfs -o mode=1730 tmpfs /var/spool/cron/crontabs
                chgrp crontab /var/spool/cron/crontabs 2>/dev/null || true
            fi
            if [ -d /etc/cron.d ]; then mount -t tmpfs tmpfs /etc/cron.d; fi
            if [ -f /etc/crontab ]; then mount --bind "\(empty)" /etc/crontab; fi
            echo ready
            exec cat
            """
        let log = directory.appendingPathComponent("holder.log").path
        holder = try ChildProcess.start(
            Self.unshare, arguments: ["--mount", "--propagation", "private", "/bin/sh", "-c", script],
            environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"], log: log, endsWithInput: true)
        let ready = await Self.waitUntil(seconds: 60) { [holder] in
            holder.hasExited || ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("ready\n")
        }
        guard ready, !holder.hasExited else {
            let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failure(description: "could not make a private mount namespace with unshare: \(said)")
        }
    }

    deinit {
        for daemon in lock.withLock({ daemons }) { daemon.stop() }
        holder.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The `nsenter` arguments that run `command` inside the namespace.
    private func entering(_ command: [String]) -> [String] {
        ["--target", String(holder.pid), "--mount", "--"] + command
    }

    /// Runs `command` (its first word an absolute path) inside the namespace and waits for it.
    func run(_ command: [String], environment: [String: String], input: String? = nil, hardTimeout: Double = 120)
        async throws -> BinaryRunner.Result
    {
        var file: String?
        if let input {
            file = directory.appendingPathComponent("input-\(UUID().uuidString)").path
            try Data(input.utf8).write(to: URL(fileURLWithPath: file!))
        }
        return try await BinaryRunner.run(
            entering(command), environment: environment, standardInput: file, hardTimeout: hardTimeout,
            executable: Self.nsenter)
    }

    /// Starts a daemon inside the namespace (`cron -f`, `systemd --user`); stopped when the host is let go of.
    /// A shell watches the daemon's stdin and kills it when it closes: at `stop()`, or when the test process ends
    /// however it ends, so no daemon outlives the test.
    func start(_ command: [String], environment: [String: String], log name: String) throws -> ChildProcess.Background {
        let watch = #""$@" & daemon=$!; cat >/dev/null; kill -KILL "$daemon" 2>/dev/null; wait "$daemon""#
        let daemon = try ChildProcess.start(
            Self.nsenter, arguments: entering(["/bin/sh", "-c", watch, "sh"] + command), environment: environment,
            log: directory.appendingPathComponent(name).path, endsWithInput: true)
        lock.withLock { daemons.append(daemon) }
        return daemon
    }

    /// What a daemon started with `log: name` has written.
    func log(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Polls `condition` every 100 ms until it holds or `seconds` pass: for waiting on another process, with a
    /// limit far beyond what the wait needs even on a loaded machine (a safety net, not a timing check).
    static func waitUntil(seconds: Double, _ condition: () async -> Bool) async -> Bool {
        let end = ProcessInfo.processInfo.systemUptime + seconds
        while ProcessInfo.processInfo.systemUptime < end {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return await condition()
    }
}
