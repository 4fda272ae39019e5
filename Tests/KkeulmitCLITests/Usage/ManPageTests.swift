import Foundation
import TestSupport
import Testing

@testable import KkeulmitCLI

/// `kkeulmit --generate-man` writes a page that man's formatters read without a complaint.
@Suite("Man page")
struct ManPageTests {
    @Test("kkeulmit --generate-man prints the page generated from the model")
    func binaryPrintsPage() throws {
        let result = try Subprocess.run(Subprocess.kkeulmit, ["--generate-man"], environment: [:])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout == ManPage.roff)
    }

    @Test(
        "mandoc -Tlint finds nothing to warn about",
        .requires(.mandoc))
    func mandocLint() throws {
        let page = try write()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let result = try Subprocess.run(
            Subprocess.find("mandoc") ?? "mandoc", ["-Tlint", "-Wstyle", page.path], environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout + result.stderr == "")
    }

    @Test(
        "groff renders it with every warning on and none given, Hangul included",
        .requires(.groff))
    func groffRenders() throws {
        let page = try write()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let result = try Subprocess.run(
            Subprocess.find("groff") ?? "groff", ["-man", "-Tutf8", "-ww", page.path], environment: ["LANG": "C.UTF-8"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        // groff emboldens by overstriking; drop that to read the text.
        let text = result.stdout.replacing(/.\u{8}/, with: "")
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "EXIT STATUS"] {
            #expect(text.contains("\n\(heading)\n"))
        }
        #expect(text.contains("kkeulmit now [LOCATION]"))
        #expect(text.contains("--place NAME"))
        #expect(text.contains("종로구"))
        #expect(text.contains("KMA_SERVICE_KEY"))
    }

    @Test("text is escaped for roff: backslashes, hyphens, leading dots and everything past ASCII")
    func escaping() {
        #expect(ManPage.escape("a\\b") == "a\\eb")
        #expect(ManPage.escape("--place") == "\\-\\-place")
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("'quoted") == "\\&'quoted")
        #expect(ManPage.escape("종로구 —") == "\\[uC885]\\[uB85C]\\[uAD6C] \\[u2014]")
        #expect(ManPage.text(".starts with a dot") == ["\\&.starts with a dot"])
    }

    private func write() throws -> URL {
        let folder = try Subprocess.scratchDirectory()
        let page = folder.appendingPathComponent("kkeulmit.1")
        try ManPage.roff.write(to: page, atomically: true, encoding: .utf8)
        return page
    }
}
