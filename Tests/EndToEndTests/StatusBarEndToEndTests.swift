import Foundation
import TestSupport
import Testing

/// The snippets of docs/STATUS-BARS.md, as users paste them, run through the programs they are for: the `kkeulmit`
/// they name is the built binary (first on PATH), configured as the page says (a config file with the location
/// and a key file), against a loopback KMA at a fixed time. What each bar shows is compared with what the
/// snippet's command prints in a shell.
@Suite("Status bar snippets (docs/STATUS-BARS.md) through the real programs", .serialized)
struct StatusBarEndToEndTests {
    static var document: String {
        (try? String(contentsOf: Repository.root.appendingPathComponent("docs/STATUS-BARS.md"), encoding: .utf8))
            ?? ""
    }

    /// The fenced block whose info string is `tag` or ends with it (```` ```ini i3blocks ````).
    static func snippet(_ tag: String) -> String? {
        var lines: [Substring]?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if var open = lines {
                if line.hasPrefix("```") { return open.joined(separator: "\n") + "\n" }
                open.append(line)
                lines = open
            } else if line.hasPrefix("```") {
                let info = line.dropFirst(3).split(separator: " ")
                if info.last.map(String.init) == tag { lines = [] }
            }
        }
        return nil
    }

    /// A user's setup: config with a location and a key file, `kkeulmit` on PATH, KMA on loopback.
    final class Setup {
        let scenario: KMAScenario
        let bin: URL
        let environment: [String: String]

        init() throws {
            scenario = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
            let sandbox = scenario.sandbox
            bin = sandbox.root.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: bin.appendingPathComponent("kkeulmit"), withDestinationURL: BinaryRunner.binary)
            let keyFile = sandbox.root.path + "/key"
            try sandbox.write(E2E.encodedKey, to: keyFile)
            try sandbox.write(
                #"{"location": {"place": "종로구"}, "serviceKeyFile": "\#(keyFile)"}"#, to: sandbox.configFile)
            var env = sandbox.environment
            env["KKEULMIT_BASE_URL"] = scenario.baseURL
            env["KKEULMIT_AIRKOREA_URL"] = scenario.baseURL
            env["KKEULMIT_LIVING_URL"] = scenario.baseURL
            env["KKEULMIT_ALERTS_URL"] = scenario.baseURL
            env["KKEULMIT_HEALTH_URL"] = scenario.baseURL
            env["KKEULMIT_NOW"] = E2E.morning
            env["PATH"] = bin.path + ":/usr/bin:/bin"
            env["LC_ALL"] = "C.UTF-8"
            environment = env
        }

        /// `command` as `/bin/sh -c` runs it, which is how waybar, polybar, i3blocks and tmux run theirs.
        func shell(_ command: String) async throws -> ChildProcess.Exit {
            try await StatusBarEndToEndTests.run("/bin/sh", ["-c", command], environment)
        }

        /// What the command prints in a shell: one line, no error.
        func expected(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
            let exit = try await shell(command)
            let out = String(decoding: exit.stdout, as: UTF8.self)
            #expect(
                exit.status == 0 && exit.stderr.isEmpty, "\(String(decoding: exit.stderr, as: UTF8.self))",
                sourceLocation: sourceLocation)
            #expect(
                out.hasSuffix("\n") && out.filter { $0 == "\n" }.count == 1, "\(out)", sourceLocation: sourceLocation)
            #expect(out.contains("°C"), "\(out)", sourceLocation: sourceLocation)
            return String(out.dropLast())
        }
    }

    /// A child run to its end on a thread of its own: a test blocking one of the concurrency pool's few threads
    /// would stall every other test meanwhile.
    static func run(_ executable: String, _ arguments: [String], _ environment: [String: String]) async throws
        -> ChildProcess.Exit
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try ChildProcess.run(
                            executable, arguments: arguments, environment: environment, standardOutput: nil,
                            hardTimeout: 120)
                    })
            }.start()
        }
    }

    @Test(
        "waybar: valid module JSON; the output read as waybar reads it, text and tooltip valid Pango markup",
        .requires(.pangoView)
    )
    func waybar() async throws {
        let config = try #require(Self.snippet("waybar-config"))
        let parsed = try JSONSerialization.jsonObject(with: Data(("{" + config + "}").utf8)) as? [String: Any]
        let module = try #require(parsed?["custom/kkeulmit"] as? [String: Any])
        #expect(module["return-type"] as? String == "json")
        #expect((module["interval"] as? Int).map { $0 >= 60 } == true)
        let exec = try #require(module["exec"] as? String)

        let setup = try Setup()
        let exit = try await setup.shell(exec)
        #expect(exit.status == 0 && exit.stderr.isEmpty)
        // waybar parses the first line with jsoncpp and takes text, alt and tooltip as strings, class as a string
        // or an array of strings (src/modules/custom.cpp, parseOutputJson).
        let first = String(decoding: exit.stdout, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let text = try #require(object["text"] as? String)
        let tooltip = try #require(object["tooltip"] as? String)
        #expect(object["alt"] is String)
        let classes = try #require(object["class"] as? [String])
        #expect(text.contains("°C") && !tooltip.isEmpty)
        // waybar hands both to GTK as Pango markup; Pango's own parser must accept them.
        for markup in [text, tooltip] {
            let result = try await Self.run(
                "/usr/bin/pango-view",
                ["--markup", "-q", "-o", setup.scenario.sandbox.root.path + "/markup.png", "--text", markup],
                ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"])
            #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self)): \(markup)")
        }
        // The style sheet names the module waybar makes of "custom/kkeulmit" and only classes kkeulmit sets.
        let style = try #require(Self.snippet("waybar-style"))
        let alerts = [
            "strongWind", "heavyRain", "coldWave", "dry", "stormSurge", "windWave", "typhoon", "heavySnow",
            "yellowDust",
            "heatWave", "tropicalNight", "other",
        ]
        let known = Set(
            (1...8).map { "band-\($0)" } + ["rain", "demo", "stale", "alert"] + alerts.map { "alert-" + $0 })
        #expect(classes.allSatisfy(known.contains))
        for rule in style.split(separator: "\n") where !rule.isEmpty {
            #expect(rule.hasPrefix("#custom-kkeulmit."), "\(rule)")
            let name = rule.dropFirst("#custom-kkeulmit.".count).prefix { $0 != " " && $0 != "{" }
            #expect(known.contains(String(name)), "\(rule)")
        }
    }

    @Test(
        "i3blocks: started with the snippet as its config, it shows what the command prints",
        .requires(.i3blocks))
    func i3blocks() async throws {
        let config = try #require(Self.snippet("i3blocks"))
        let setup = try Setup()
        let command = try #require(config.split(separator: "\n").first { $0.hasPrefix("command=") }?.dropFirst(8))
        let expected = try await setup.expected(String(command))
        let file = setup.scenario.sandbox.root.path + "/i3blocks.conf"
        let output = setup.scenario.sandbox.root.path + "/i3blocks.out"
        try setup.scenario.sandbox.write(config, to: file)
        // i3blocks runs until stopped: it is stopped once its status line holds the block (a condition, not a time).
        let run = try await setup.shell(
            """
            i3blocks -c '\(file)' > '\(output)' & pid=$!
            until grep -q '"name":"kkeulmit"' '\(output)'; do sleep 0.05; done
            kill $pid
            """)
        #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        let status = try #require(lines.last { $0.contains(#""name":"kkeulmit""#) })
        // i3bar protocol: a header, "[", then one JSON array of blocks per update, each after a comma.
        let blocks = try #require(
            try JSONSerialization.jsonObject(with: Data(status.drop { $0 == "," }.utf8)) as? [[String: Any]])
        let block = try #require(blocks.first { $0["name"] as? String == "kkeulmit" })
        #expect(block["full_text"] as? String == expected)
    }

    @Test("polybar: the module's command, run as polybar runs it, prints the one line polybar's script module shows")
    func polybar() async throws {
        let config = try #require(Self.snippet("polybar"))
        let settings = Dictionary(
            config.split(separator: "\n").compactMap { line -> (String, String)? in
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }, uniquingKeysWith: { $1 })
        #expect(config.hasPrefix("[module/kkeulmit]\n"))
        #expect(settings["type"] == "custom/script")
        #expect(settings["interval"].flatMap(Int.init).map { $0 >= 60 } == true)
        let exec = try #require(settings["exec"])
        let setup = try Setup()
        // polybar shows the first line of a script that exits 0 (src/adapters/script_runner.cpp) and reads
        // `%{…}` in it as formatting tags.
        let line = try await setup.expected(exec)
        #expect(!line.contains("%{"))
    }

    @Test(
        "tmux: a client of a server started with the snippet shows the command's output in its status line",
        .requires(.tmux))
    func tmux() async throws {
        let config = try #require(Self.snippet("tmux"))
        let setup = try Setup()
        let command = try #require(config.firstMatch(of: /#\((.*)\)/)?.1)
        let expected = try await setup.expected(String(command))
        let file = setup.scenario.sandbox.root.path + "/tmux.conf"
        let socket = setup.scenario.sandbox.root.path + "/bar.sock"
        try setup.scenario.sandbox.write(config, to: file)
        defer {
            _ = try? ChildProcess.run(
                "/usr/bin/tmux", arguments: ["-S", socket, "kill-server"], environment: [:], standardOutput: nil,
                hardTimeout: 60)
        }
        // A tmux client inside the test's terminal, its status line the terminal's last row; the screen is read
        // once the status line shows the command's output.
        let screen = try await TmuxTerminal.run(
            "tmux -u -S '\(socket)' -f '\(file)' new-session", width: 80, height: 10, wideAmbiguous: false,
            environment: setup.environment, until: { rows in rows.contains { $0.contains(expected) } })
        let status = try #require(screen.rows.last { !$0.isEmpty })
        #expect(status.contains(expected + " "), "\(status)")
    }
}
