import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// `setup`'s questions against a scripted console: what is asked, what is listed, what is taken.
@Suite("setup: dialog")
struct SetupDialogTests {
    /// Answers in order; records what was written and whether each read was a secret.
    final class ScriptedConsole: SetupConsole, @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String]
        private(set) var transcript = ""
        private(set) var secretPrompts: [String] = []

        init(_ answers: [String]) { self.answers = answers }

        func write(_ text: String) { lock.withLock { transcript += text } }

        func readLine(prompt: String) async -> String? {
            lock.withLock {
                transcript += prompt
                return answers.isEmpty ? nil : answers.removeFirst()
            }
        }

        func readSecret(prompt: String) async -> String? {
            lock.withLock {
                transcript += prompt
                secretPrompts.append(prompt)
                return answers.isEmpty ? nil : answers.removeFirst()
            }
        }
    }

    static func dialog(_ console: ScriptedConsole, _ language: OutputLanguage = .ko) -> SetupDialog {
        SetupDialog(console: console, say: language)
    }

    @Test(
        "a place by name, romanized, or from an ambiguous name's numbered candidates",
        arguments: [
            (["종로구"], "서울특별시 종로구"),
            (["Haeundae"], "부산광역시 해운대구"),
            (["서구", "2"], "대구광역시 서구"),
            (["nowhere-at-all", "서구", "9", "대전광역시 서구"], "대전광역시 서구"),
            (["", "강남구"], "서울특별시 강남구"),
        ])
    func place(answers: [String], expected: String) async throws {
        let console = ScriptedConsole(answers)
        let match = try await Self.dialog(console).askPlace(current: nil)
        #expect(match.name == expected)
        if answers.contains("서구") {
            for candidate in ["부산광역시 서구", "대구광역시 서구", "인천광역시 서구", "대전광역시 서구"] {
                #expect(console.transcript.contains(candidate))
            }
        }
    }

    @Test("Enter keeps the config's place")
    func keepsCurrent() async throws {
        let console = ScriptedConsole([""])
        #expect(try await Self.dialog(console, .en).askPlace(current: "서울특별시 종로구").name == "서울특별시 종로구")
        #expect(console.transcript.contains("Enter keeps 서울특별시 종로구"))
    }

    @Test("keys are read as secrets, asked again until usable; API Hub's may be skipped")
    func keys() async throws {
        let console = ScriptedConsole(["", "has space", " abc%2Bdef= ", ""])
        let dialog = Self.dialog(console, .en)
        #expect(try await dialog.askKey(.dataGoKr) == "abc%2Bdef=")
        #expect(try await dialog.askKey(.apiHub) == nil)
        #expect(console.secretPrompts.count == 4)
        #expect(!console.transcript.contains("abc%2Bdef"))
    }

    @Test(
        "the schedule question: c, s or Enter",
        arguments: [("c", .cron), ("systemd", .systemd), ("", nil)] as [(String, SetupOptions.Scheduler?)])
    func schedule(answer: String, expected: SetupOptions.Scheduler?) async throws {
        let console = ScriptedConsole(["maybe", answer])
        #expect(try await Self.dialog(console).askSchedule(names: ["commute"]) == expected)
        #expect(console.transcript.contains("commute"))
    }

    @Test("the end of input stops setup: usage, nothing written")
    func endOfInput() async {
        await #expect {
            _ = try await Self.dialog(ScriptedConsole([])).askPlace(current: nil)
        } throws: { FailureReport.map($0).code == .usage }
    }
}
