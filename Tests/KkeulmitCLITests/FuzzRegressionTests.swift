import Foundation
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// Replays the committed inputs of the `FuzzCommandLine` and `FuzzConfigFile` libFuzzer targets (seeds and the
/// crashes they found) through `CLIFuzzEntry`, the code the targets run, so that a crash once found stays fixed
/// without libFuzzer. A broken invariant fails the test of that input; a trap still stops the test process.
@Suite("Fuzz regressions: command line and config files")
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KkeulmitCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// Every seed and regression of `target`, as paths relative to the package root.
    static func inputs(_ target: String) -> [String] {
        ["seeds", "regressions"].flatMap { folder -> [String] in
            let directory = "Fuzz/\(target)/\(folder)"
            let names = try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(directory).path)
            return (names ?? []).filter { !$0.hasPrefix(".") }.sorted().map { directory + "/" + $0 }
        }
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    @Test("both corpora hold seeds")
    func corporaAreThere() {
        #expect(Self.inputs("FuzzCommandLine").count >= 10)
        #expect(Self.inputs("FuzzConfigFile").count >= 5)
    }

    @Test("every committed argument vector parses or fails cleanly", arguments: inputs("FuzzCommandLine"))
    func replaysArguments(path: String) throws {
        #expect(CLIFuzzEntry.arguments(try Self.data(path)).violations == [])
    }

    @Test(
        "every committed batch input gets one answer line per line, and some get advice",
        arguments: inputs("FuzzBatchInput"))
    func replaysBatchInput(path: String) async throws {
        let findings = await BatchFuzzEntry.input(try Self.data(path))
        #expect(findings.violations == [])
    }

    @Test(
        "batch lines are counted as batch reads them",
        arguments: [("", 0), ("a", 1), ("a\n", 1), ("a\n\n", 2), ("\n", 1), ("a\r\nb", 2)])
    func batchLineCount(text: String, count: Int) {
        #expect(BatchFuzzEntry.expectedLines(Data(text.utf8)) == count)
    }

    @Test("the batch seeds reach the advice")
    func batchSeedsAdvise() async throws {
        for path in Self.inputs("FuzzBatchInput") where path.hasSuffix("people.jsonl") {
            #expect(await BatchFuzzEntry.input(try Self.data(path)).accepted)
        }
        #expect(Self.inputs("FuzzBatchInput").count >= 5)
    }

    @Test("every committed config file loads or fails cleanly", arguments: inputs("FuzzConfigFile"))
    func replaysConfigFiles(path: String) throws {
        #expect(CLIFuzzEntry.configFile(try Self.data(path)).violations == [])
    }

    @Test(
        "argument vectors are split one per line, a final newline adding no empty argument",
        arguments: [
            ("now\n--demo\n", true), ("now\n--demo", true), ("now\n--demo\n\n", false), ("now\n--place\n\n", false),
            ("grid\n--nx\n60\n--ny\n127", true), ("", false),
        ])
    func splitsLines(text: String, parses: Bool) {
        #expect(CLIFuzzEntry.arguments(Data(text.utf8)) == FuzzFindings(accepted: parses))
    }

    @Test(
        "a distinctive value of a key option is what must never be echoed",
        arguments: [
            (["now", "--key=abcd1234efgh"], "abcd1234efgh"),
            (["now", "--Service-Key", "abcd1234efgh"], "abcd1234efgh"),
            (["now", "--key=abcdefghijkl"], nil), (["now", "--key=a1"], nil),
            (["now", "--place", "abcd1234efgh", "--key=abcd1234efgh"], nil),
            (["now", "--", "--key=abcd1234efgh"], nil),
            (["now", "--key"], nil),
        ] as [([String], String?)])
    func keyValue(arguments: [String], secret: String?) {
        #expect(CLIFuzzEntry.keyOptionValue(in: arguments) == secret)
    }

    @Test(
        "seeds that are valid inputs are accepted",
        arguments: [
            "Fuzz/FuzzCommandLine/seeds/now-place.txt", "Fuzz/FuzzCommandLine/seeds/at-split-datetime.txt",
            "Fuzz/FuzzConfigFile/seeds/config-full.json", "Fuzz/FuzzConfigFile/seeds/rule-table-built-in.json",
            "Fuzz/FuzzConfigFile/seeds/schedules-array.json",
        ])
    func accepted(path: String) throws {
        let data = try Self.data(path)
        let findings = path.contains("FuzzCommandLine") ? CLIFuzzEntry.arguments(data) : CLIFuzzEntry.configFile(data)
        #expect(findings == FuzzFindings(accepted: true))
    }

    @Test(
        "seeds that are invalid inputs are refused",
        arguments: ["Fuzz/FuzzCommandLine/seeds/key-option.txt", "Fuzz/FuzzCommandLine/seeds/typo-suggestion.txt"])
    func refused(path: String) throws {
        #expect(CLIFuzzEntry.arguments(try Self.data(path)) == FuzzFindings(accepted: false))
    }

    // MARK: - What the fuzzer found, pinned as plain expectations

    @Test(
        "the redactor matches a key byte for byte, even one holding a NUL at the end of non-ASCII text",
        arguments: [
            ("abcd\u{0}", "kkeulmit: 잘못된 키 abcd", "kkeulmit: 잘못된 키 abcd"),
            ("abc\u{0}\u{0}", "종abcabc", "종abcabc"),
            ("abcd\u{0}", "키 abcd\u{0} 끝", "키 [redacted] 끝"),
            ("abcd1234", "키 abcd1234", "키 [redacted]"),
            ("ab+cd/ef==", "종로 ab%2Bcd%2Fef%3D%3D", "종로 [redacted]"),
        ])
    func redactsBytes(secret: String, text: String, redacted: String) {
        #expect(Redactor(secret: secret)(text) == redacted)
    }

    @Test(
        "occurs compares bytes, a NUL included",
        arguments: [("ab\u{0}", "éab", false), ("ab", "éab", true), ("", "x", true), ("abc", "ab", false)])
    func occurs(needle: String, haystack: String, found: Bool) {
        #expect(CLIFuzzEntry.occurs(needle, in: haystack) == found)
    }
}
