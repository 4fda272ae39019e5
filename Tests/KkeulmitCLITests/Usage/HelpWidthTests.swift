import Foundation
import KkeulmitCore
import TestSupport
import Testing

@testable import KkeulmitCLI

/// `--help` and the man page's examples read in an 80-column terminal.
@Suite("Help within 80 columns")
struct HelpWidthTests {
    @Test("no line of any help page is wider than 80 columns, or ends in a space", arguments: HelpTopic.allCases)
    func helpFits(topic: HelpTopic) {
        for line in HelpText.text(for: topic).split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 80, "\(DisplayWidth.of(line)): \(line)")
            #expect(!line.hasSuffix(" "), "\(line)")
        }
    }

    @Test("examples keep each command whole on its line; a comment that does not fit goes under it")
    func examples() {
        let text = """
            kkeulmit now --place 종로구                advice for the next 12 hours
            kkeulmit at "2026-11-30 08:00" --place 강남구 --json  a later window, as JSON
            kkeulmit help
            """
        #expect(
            HelpText.examples(text, indent: 2, width: 60, column: 32) == """
                  kkeulmit now --place 종로구   advice for the next 12 hours
                  kkeulmit at "2026-11-30 08:00" --place 강남구 --json
                                                a later window, as JSON
                  kkeulmit help
                """)
        #expect(
            HelpText.examples(text, indent: 0, width: 40, column: 4) == """
                kkeulmit now --place 종로구
                    advice for the next 12 hours
                kkeulmit at "2026-11-30 08:00" --place 강남구 --json
                    a later window, as JSON
                kkeulmit help
                """)
    }

    @Test("hand-wrapped prose is refilled, blank lines kept between paragraphs; a URL breaks after a slash")
    func fill() {
        #expect(HelpText.fill("one two\nthree\n\nfour") == "one two three\n\nfour")
        let url = "(default https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0)"
        let pad = String(repeating: " ", count: 24)
        let lines = HelpText.fill(url, lead: pad, hanging: pad).split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(lines.joined().replacing(" ", with: "") == url.replacing(" ", with: ""))
        #expect(lines.first?.hasSuffix("/") == true)
    }

    @Test(
        "the man page's examples fit an 80-column terminal as groff lays the page out for man",
        .requires(.groff))
    func manExamples() throws {
        let directory = try Subprocess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("kkeulmit.1")
        try ManPage.roff.write(to: page, atomically: true, encoding: .utf8)
        // What man-db runs for an 80-column terminal: a line length of 78 (it keeps a margin of 2).
        let result = try Subprocess.run(
            Subprocess.find("groff") ?? "groff", ["-man", "-Tutf8", "-rLL=78n", "-rLT=78n", page.path],
            environment: ["LANG": "C.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout.replacing(/.\u{8}/, with: "")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let examples = lines.drop { $0 != "EXAMPLES" }.dropFirst().prefix { $0.isEmpty || $0.hasPrefix(" ") }
        #expect(examples.count > 10)
        for line in examples { #expect(DisplayWidth.of(line) <= 80, "\(line)") }
        // Every other line too: the literal blocks (config, schedules, batch) are not filled by groff.
        for line in lines { #expect(DisplayWidth.of(line) <= 80, "\(line)") }
        for example in HelpText.general.examples.split(separator: "\n") {
            let words = example.components(separatedBy: "  ")[0]
            #expect(examples.contains { $0.trimmingCharacters(in: .whitespaces) == words }, "\(words)")
        }
    }
}
