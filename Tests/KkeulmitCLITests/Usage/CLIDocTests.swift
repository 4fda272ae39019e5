import Foundation
import Testing

@testable import KkeulmitCLI

/// docs/CLI.md's synopses and option table are the command model's, word for word: a change to a command that
/// forgets the reference fails here, and the failure prints the text to paste.
@Suite("docs/CLI.md")
struct CLIDocTests {
    static var document: String {
        (try? String(contentsOf: Subprocess.repository.appendingPathComponent("docs/CLI.md"), encoding: .utf8)) ?? ""
    }

    /// The synopses as docs/CLI.md's Commands block has them, then what the group words stand for.
    static var synopses: String {
        var lines = (CommandSpec.commands + [CommandSpec.root]).map {
            Synopsis.texts(for: $0, \.plain).joined(separator: " ")
        }
        for (section, _) in HelpText.groupSections() {
            let entries = section.entries.filter { !$0.options.contains(.help) }
            // Exclusive entries (the location's) are alternatives.
            let joined =
                entries.allSatisfy(\.isExclusive)
                ? entries.map(\.label).joined(separator: " | ")
                : entries.map { "[\($0.label)]" }.joined(separator: " ")
            lines.append("\(HelpText.groupName(section)): \(joined)")
        }
        return lines.joined(separator: "\n")
    }

    /// One row per visible option: the commands that take it and what it does.
    static var optionTable: String {
        var rows = ["| option | commands | |", "|---|---|---|"]
        var seen = Set<String>()
        for option in OptionSpec.all where !option.isHidden && seen.insert(option.name).inserted {
            let takers = (CommandSpec.commands + [CommandSpec.root]).filter { $0.options.contains(option) }
            let names =
                takers.count == CommandSpec.commands.count + 1 ? "all" : takers.map(\.name).joined(separator: ", ")
            let label = option.shortName.map { "`\($0)`, " } ?? ""
            let cells = ["\(label)`\(option.usage)`", names, option.abstract].map {
                $0.replacingOccurrences(of: "|", with: "\\|")
            }
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n")
    }

    @Test("the Commands block is the model's synopses")
    func synopsesMatch() {
        let expected = "```\n" + Self.synopses + "\n```"
        #expect(Self.document.contains(expected), "docs/CLI.md's Commands block should read:\n\(expected)")
    }

    @Test("the option table is the model's options, with the commands that take each")
    func optionTableMatches() {
        #expect(
            Self.document.contains(Self.optionTable), "docs/CLI.md's option table should read:\n\(Self.optionTable)")
    }
}
