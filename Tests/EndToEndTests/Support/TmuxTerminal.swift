import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal for the binary's output: a tmux server of its own (its own socket, no config file) whose one
/// pane, of a fixed size, runs a shell command and then prints a completion marker. The screen is read with
/// `capture-pane` once the marker is on it: the marker comes after everything the command wrote, so what precedes
/// it is complete however long the run took, and nothing waits for a fixed time.
///
/// tmux measures characters with the C library's `wcwidth` in its own locale, so the terminal's ambiguous width
/// is its locale's: `narrow` is the system's `C.UTF-8`; `wide` is a locale built here with `localedef` from
/// Debian's UTF-8 charmap, every East Asian ambiguous-width character of `Fixtures/Unicode/EastAsianWidth.txt`
/// made two columns wide, as a CJK terminal draws them. tmux picks `en_US.UTF-8` or `C.UTF-8` itself, whatever
/// `LC_ALL` says, so the wide locale answers to both names in a directory `LOCPATH` puts first.
enum TmuxTerminal {
    struct Screen {
        /// The rows, scrollback first, without trailing spaces, up to the marker.
        var rows: [String]
        /// The same, with rows the terminal wrapped joined again (`capture-pane -J`): as many as `rows` when no
        /// line was wider than the terminal.
        var logicalLines: [String]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let marker = "@@kkeulmit-terminal-test-done@@"

    static var tmux: String? { ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: isExecutable) }
    static var localedef: String? { ["/usr/bin/localedef", "/usr/sbin/localedef"].first(where: isExecutable) }
    static let charmap = "/usr/share/i18n/charmaps/UTF-8.gz"

    /// Runs `command` with `/bin/sh -c` in a `width` × `height` pane drawing ambiguous characters `wideAmbiguous`
    /// or not, with exactly `environment` (plus the locale), and returns the screen once the command has finished.
    /// On a thread of its own: every step blocks.
    /// `until` says when the screen is complete: by default, when the marker shows; a command that does not end
    /// (a status bar) gives its own condition, and the screen is then every row.
    static func run(
        _ command: String, width: Int, height: Int, wideAmbiguous: Bool, environment: [String: String],
        until done: @escaping @Sendable ([String]) -> Bool = { $0.contains(marker) }
    ) async throws -> Screen {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try runBlocking(
                            command, width: width, height: height, wideAmbiguous: wideAmbiguous,
                            environment: environment, until: done)
                    })
            }.start()
        }
    }

    private static func runBlocking(
        _ command: String, width: Int, height: Int, wideAmbiguous: Bool, environment: [String: String],
        until done: ([String]) -> Bool
    ) throws -> Screen {
        guard let tmux else { throw Failure(description: "tmux is not installed (apt-get install tmux)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-tmux-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let socket = directory.appendingPathComponent("socket").path
        var env = environment
        env["LC_ALL"] = "C.UTF-8"
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        if wideAmbiguous { env["LOCPATH"] = try wideLocale.get() }

        func tmuxCommand(_ arguments: [String]) throws -> String {
            let exit = try ChildProcess.run(
                tmux, arguments: ["-u", "-S", socket, "-f", "/dev/null"] + arguments, environment: env,
                standardOutput: nil, hardTimeout: 60)
            guard exit.status == 0, !exit.timedOut else {
                throw Failure(
                    description: "tmux \(arguments.first ?? "") exited \(exit.status): "
                        + String(decoding: exit.stderr, as: UTF8.self))
            }
            return String(decoding: exit.stdout, as: UTF8.self)
        }

        // The pane lives on after the command (sleep), so its screen stays to be read; kill-server ends both.
        let script = command + "; printf '%s\\n' '\(marker)'; exec sleep 600"
        _ = try tmuxCommand(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "--", "/bin/sh", "-c", script])
        defer { _ = try? tmuxCommand(["kill-server"]) }
        let size = try tmuxCommand(["display-message", "-p", "#{pane_width}x#{pane_height}"])
        guard size == "\(width)x\(height)\n" else {
            throw Failure(description: "the pane is \(size), not \(width)x\(height)")
        }

        // Polled until the screen is complete: a condition, not a time. The bound only stops a hung run from
        // hanging the suite; a run under any load the suite survives ends long before it.
        var rows: [String] = []
        var complete = false
        for _ in 0..<6000 {
            rows = lines(try tmuxCommand(["capture-pane", "-p", "-S", "-"]))
            complete = done(rows)
            if complete { break }
            usleep(20_000)
        }
        guard complete else {
            throw Failure(
                description: "the screen was not complete within two minutes:\n" + rows.joined(separator: "\n"))
        }
        let joined = lines(try tmuxCommand(["capture-pane", "-p", "-J", "-S", "-"]))
        return Screen(
            rows: Array(rows[..<(rows.firstIndex(of: marker) ?? rows.count)]),
            logicalLines: Array(joined[..<(joined.firstIndex(of: marker) ?? joined.count)]))
    }

    private static func lines(_ capture: String) -> [String] {
        capture.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The wide locale, built once per test process (the first wide session waits for it, the others reuse it) and
    /// removed when the process exits.
    static let wideLocale = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-wide-locale-\(UUID())")
        let path = try buildWideLocale(in: directory)
        localeDirectory.withLock { $0 = path }
        atexit {
            if let path = TmuxTerminal.localeDirectory.value { try? FileManager.default.removeItem(atPath: path) }
        }
        return path
    }

    private static let localeDirectory = Locked<String?>(nil)

    /// Builds the wide locale (`C.UTF-8`, and `en_US.UTF-8` linked to it) in `directory` and returns its path, for
    /// `LOCPATH`.
    private static func buildWideLocale(in directory: URL) throws -> String {
        guard let localedef else { throw Failure(description: "localedef is missing (libc-bin)") }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let unzip = try ChildProcess.run(
            "/bin/gzip", arguments: ["-dc", charmap], environment: [:], standardOutput: nil, hardTimeout: 60)
        guard unzip.status == 0 else { throw Failure(description: "cannot read \(charmap)") }
        let map = String(decoding: unzip.stdout, as: UTF8.self)
        guard let start = map.range(of: "\nWIDTH\n"), let end = map.range(of: "\nEND WIDTH\n") else {
            throw Failure(description: "\(charmap) has no WIDTH section")
        }
        // Code points the charmap already gives a width (wide or zero) keep it; every other ambiguous one becomes 2.
        var listed: [ClosedRange<UInt32>] = []
        for line in map[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let points = line.split(whereSeparator: { $0 == "\t" || $0 == " " })[0].split(separator: ".")
                .filter { !$0.isEmpty }.compactMap { UInt32($0.dropFirst(2).dropLast(), radix: 16) }
            if let first = points.first { listed.append(first...(points.last ?? first)) }
        }
        let data = try String(
            contentsOf: Repository.root.appendingPathComponent("Fixtures/Unicode/EastAsianWidth.txt"), encoding: .utf8)
        var wide: [String] = []
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: "#", omittingEmptySubsequences: false)[0].split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count == 2, fields[1] == "A" else { continue }
            let ends = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            // The private-use planes are not in the charmap; nothing kkeulmit prints is there.
            for value in ends[0]...ends[ends.count - 1]
            where value <= 0xFFFF && !(0xE000...0xF8FF).contains(value)
                && !listed.contains(where: { $0.contains(value) })
            {
                wide.append(String(format: "<U%04X>\t2", value))
            }
        }
        let wideMap =
            String(map[..<end.lowerBound]) + "\n" + wide.joined(separator: "\n") + String(map[end.lowerBound...])
        let charmapPath = directory.appendingPathComponent("UTF-8-WIDE").path
        try wideMap.write(toFile: charmapPath, atomically: true, encoding: .utf8)
        let made = try ChildProcess.run(
            localedef, arguments: ["-f", charmapPath, "-i", "C", directory.appendingPathComponent("C.UTF-8").path],
            environment: ["PATH": "/usr/bin:/bin"], standardOutput: nil, hardTimeout: 120)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("C.UTF-8/LC_CTYPE").path) else {
            throw Failure(
                description: "localedef exited \(made.status): "
                    + String(decoding: made.stdout + made.stderr, as: UTF8.self))
        }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("en_US.UTF-8").path, withDestinationPath: "C.UTF-8")
        return directory.path
    }

    private static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }
}
