import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// What someone typed comes back in an error message quoted, cut to 80 characters and with control characters
/// escaped, whichever way it came in: argv, the environment or the config file.
@Suite("Error messages quote arguments safely")
struct MessageQuotingTests {
    /// 200 characters with an escape sequence, a tab and a newline early on.
    static let hostile = "\u{1B}[31mred\tand\nmore" + String(repeating: "가", count: 185)

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var config: String? = nil
    }

    static let cases: [Case] = [
        Case(testDescription: "an unknown command", arguments: [hostile]),
        Case(testDescription: "an unknown option", arguments: ["now", "--" + hostile]),
        Case(testDescription: "an option's value", arguments: ["now", "--demo", "--lang", hostile]),
        Case(testDescription: "a place", arguments: ["now", "--place", hostile]),
        Case(testDescription: "an operand", arguments: ["at", hostile]),
        Case(testDescription: "KKEULMIT_NOW", arguments: ["now", "--demo"], environment: ["KKEULMIT_NOW": hostile]),
        Case(
            testDescription: "KKEULMIT_BASE_URL", arguments: ["now", "--nx", "60", "--ny", "127"],
            environment: ["KKEULMIT_BASE_URL": hostile]),
        Case(
            testDescription: "a config value", arguments: ["now", "--demo"],
            config: #"{"lang": "\#(jsonEscaped(hostile))"}"#),
        Case(
            testDescription: "a schedule's days", arguments: ["schedule"],
            config: #"{"schedules": [{"name": "a", "time": "07:00", "days": "\#(jsonEscaped(hostile))"}]}"#),
    ]

    static func jsonEscaped(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self).dropFirst().dropLast().description
    }

    @Test("at most 80 characters, an ellipsis for the rest, control characters escaped", arguments: cases)
    func quoted(_ c: Case) async throws {
        let configPath = "/home/me/.config/kkeulmit/config.json"
        let err = CapturedOutput()
        let app = Application(
            service: FakeAdviceService(.success(ReportSamples.coldMorning)),
            fileSystem: InMemoryFileSystem(c.config.map { [configPath: ($0, 0o600)] } ?? [:]),
            executablePath: { "/bin/kkeulmit" }, elapsedClock: GateClock())
        let status = await app.run(
            arguments: c.arguments,
            environment: Environment(["HOME": "/home/me", "KMA_SERVICE_KEY": "k"].merging(c.environment) { $1 }),
            stdout: CapturedOutput(), stderr: err, clock: FixedTimeSource(ISO8601.parse("2026-11-30T07:30:00+09:00")!))
        #expect(status != 0)
        let line = err.text
        #expect(
            !line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
            "\(line.debugDescription)")
        #expect(line.filter { $0 == "\n" }.count == 1)
        #expect(line.contains(#"\u{1B}[31mred\tand\nmore가"#), "\(line)")
        #expect(line.filter { $0 == "가" }.count <= 80 - 16, "\(line)")
        #expect(line.contains("…"))
    }

    @Test("a path with control characters reaches stderr escaped, on one line")
    func path() async {
        let err = CapturedOutput()
        let status = await Application(
            service: FakeAdviceService(.success(ReportSamples.coldMorning)), fileSystem: InMemoryFileSystem()
        )
        .run(
            arguments: ["now", "--demo", "--config", "/tmp/\u{1B}]0;title\u{07}\nconfig.json"],
            environment: Environment(["HOME": "/home/me"]), stdout: CapturedOutput(), stderr: err,
            clock: FixedTimeSource(Date()))
        #expect(status == 78)
        #expect(err.text.contains(#"/tmp/\u{1B}]0;title\u{7} config.json"#), "\(err.text.debugDescription)")
    }

    @Test(
        "the quoting itself",
        arguments: [
            ("plain", "'plain'"), ("tab\there", #"'tab\there'"#), ("\u{7F}", #"'\u{7F}'"#),
            (String(repeating: "x", count: 80), "'" + String(repeating: "x", count: 80) + "'"),
            (String(repeating: "x", count: 81), "'" + String(repeating: "x", count: 80) + "…'"),
        ])
    func quoting(_ text: String, _ expected: String) {
        #expect(KkeulmitCore.quoted(text) == expected)
    }
}
