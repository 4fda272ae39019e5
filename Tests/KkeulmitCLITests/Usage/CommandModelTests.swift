import Foundation
import Testing

@testable import KkeulmitCLI

/// The parser, help and man page against the command model: for every command, the options the parser accepts,
/// the options its help page lists, the ones its synopsis names and the ones the man page describes are the
/// same set. (The completion scripts are held to the same set by `ShellCompletionTests`.)
@Suite("Command model")
struct CommandModelTests {
    /// A command line that parses for `topic` before any option is added.
    static func minimal(_ topic: HelpTopic) -> [String] {
        switch topic {
        case .general: []
        case .at: ["at", "2026-11-30T08:00"]
        case .runSchedule: ["run-schedule", "commute"]
        case .completion: ["completion", "bash"]
        default: [topic.rawValue]
        }
    }

    /// The visible options of `topic`'s command, by name.
    static func offered(_ topic: HelpTopic) -> Set<String> {
        Set(CommandSpec.command(topic).offeredOptions.map(\.name))
    }

    @Test("every option a command lists is in the catalogue the parser searches, once, and used by some command")
    func catalogue() {
        let names = OptionSpec.all.map(\.name)
        #expect(Set(names).count == names.count)
        let commands = CommandSpec.commands + [CommandSpec.root]
        for command in commands {
            for option in command.options + command.hiddenOptions {
                #expect(OptionSpec.all.contains(option), "\(command.name) lists \(option.name), unknown to the parser")
            }
        }
        for option in OptionSpec.all {
            #expect(commands.contains { $0.accepts(option) }, "no command takes \(option.name)")
        }
        #expect(Set(CommandSpec.commands.map(\.topic)) == Set(HelpTopic.allCases).subtracting([.general]))
    }

    @Test("the parser accepts exactly the options the model gives each command", arguments: HelpTopic.allCases)
    func parserAgrees(topic: HelpTopic) {
        let command = CommandSpec.command(topic)
        for option in OptionSpec.all {
            let arguments = Self.minimal(topic) + [option.name] + (option.takesValue ? ["1"] : [])
            var accepted = true
            do {
                _ = try CommandLineParser.parse(arguments)
            } catch {
                // Alone, a command's option is a missing command; after one, another's option is refused by name.
                accepted = topic != .general && !error.message.contains("is not an option of")
            }
            #expect(accepted == command.accepts(option), "kkeulmit \(arguments.joined(separator: " "))")
        }
    }

    @Test("each command's help page lists exactly the options the parser accepts", arguments: HelpTopic.allCases)
    func helpListsAcceptedOptions(topic: HelpTopic) {
        let page = HelpPage(HelpText.text(for: topic))
        // The general page also lists the groups' options, each under the commands that take them (checked by the
        // synopsis test); its own are under "Options:".
        let listed = topic == .general ? page.block("Options").listedOptions : page.listedOptions
        #expect(listed == Self.offered(topic))
    }

    @Test(
        "each synopsis names every option the command accepts, directly or by its group",
        arguments: HelpTopic.allCases.filter { $0 != .general })
    func synopsisNamesAcceptedOptions(topic: HelpTopic) {
        let general = HelpPage(HelpText.text(for: .general))
        let expected = Self.offered(topic).subtracting([OptionSpec.help.name])
        let page = HelpPage(HelpText.text(for: topic))
        #expect(general.expand(page.usage) == expected, "the page's usage line")
        #expect(general.expand(general.usage(of: topic)) == expected, "the general page's usage line")
        #expect(general.expand(HelpText.synopsis(for: topic)) == expected, "the one-line synopsis")
        for (group, users) in general.groups {
            #expect(users.contains(topic.rawValue) == page.usage.contains(group), "\(group) on the general page")
        }
    }

    @Test("the general page names every command with its synopsis")
    func generalPage() {
        let general = HelpPage(HelpText.text(for: .general))
        for command in CommandSpec.commands {
            #expect(general.usage(of: command.topic).hasPrefix("kkeulmit \(command.name)"))
            #expect(
                general.text.contains("\n  \(command.name)" + String(repeating: " ", count: 14 - command.name.count)))
        }
        #expect(general.usage(of: .general) == "kkeulmit --help | --version")
    }

    @Test("the man page describes exactly the options each command accepts", arguments: HelpTopic.allCases)
    func manPageAgrees(topic: HelpTopic) throws {
        let page = ManPageText(ManPage.roff)
        let described =
            topic == .general ? page.options(in: "kkeulmit alone") : try #require(page.commandOptions[topic.rawValue])
        #expect(described == Self.offered(topic))
    }

    @Test("help and man page say nothing of the hidden options")
    func hiddenStayHidden() {
        // The man page's first line is a roff comment saying how it was made.
        let manPage = ManPage.roff.split(separator: "\n").filter { !$0.hasPrefix(#".\""#) }.joined(separator: "\n")
        let texts =
            HelpTopic.allCases.map(HelpText.text(for:)) + [manPage]
            + CompletionShell.allCases.map {
                $0.script.replacingOccurrences(of: "completion \(OptionSpec.listPlaces.name)", with: "")
            }
        for option in OptionSpec.all where option.isHidden {
            for text in texts {
                #expect(
                    !text.contains(option.name)
                        && !text.contains(option.name.replacingOccurrences(of: "-", with: "\\-")))
            }
        }
    }
}

/// A help page, read back as a user would: its option lines, usage lines and groups.
struct HelpPage {
    let text: String
    init(_ text: String) { self.text = text }

    var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The options named at the start of option lines (`  --place NAME   …`, `  -h, --help   …`).
    var listedOptions: Set<String> {
        var names = Set<String>()
        for line in lines where line.hasPrefix("  -") {
            let label = line.dropFirst(2).prefix(HelpText.helpColumn - 4)
            names.formUnion(Self.optionNames(in: String(label)))
        }
        return names
    }

    /// The lines under `title:`, up to the next blank line.
    func block(_ title: String) -> HelpPage {
        guard let start = lines.firstIndex(of: Substring(title + ":")) else { return HelpPage("") }
        return HelpPage(lines[(start + 1)...].prefix { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// The `usage: …` line with its continuation lines, joined.
    var usage: String {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("usage: ") }) else { return "" }
        let rest = lines[(start + 1)...].prefix { $0.hasPrefix("   ") }
        return ([lines[start].dropFirst("usage: ".count)] + rest).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }

    /// The general page's `Usage:` entry for a command (`kkeulmit now …`), continuation lines joined.
    func usage(of topic: HelpTopic) -> String {
        guard let start = lines.firstIndex(of: "Usage:") else { return "" }
        let head = topic == .general ? "  kkeulmit -" : "  kkeulmit \(topic.rawValue) "
        let block = lines[(start + 1)...].prefix { !$0.isEmpty }
        guard let first = block.firstIndex(where: { $0.hasPrefix(head) || $0 == head.dropLast() }) else { return "" }
        let rest = block[(first + 1)...].prefix { $0.hasPrefix("    ") }
        return ([block[first]] + rest).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// The general page's group sections (`LOCATION (now, at, tomorrow):`): each group's options and users.
    var groups: [(name: String, users: [String])] {
        sections.map { ($0.name, $0.users) }
    }

    private var sections: [(name: String, users: [String], options: Set<String>)] {
        var result: [(name: String, users: [String], options: Set<String>)] = []
        let lines = self.lines
        for (i, line) in lines.enumerated() {
            guard let match = line.wholeMatch(of: /([A-Za-z ]+) \(([a-z, -]+)\):/) else { continue }
            let body = lines[(i + 1)...].prefix { !$0.isEmpty }
            let options = HelpPage(body.joined(separator: "\n")).listedOptions
            result.append(
                (
                    String(match.1), match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                    options
                ))
        }
        return result
    }

    /// The options a synopsis names, its groups replaced by the options the general page lists under them.
    func expand(_ synopsis: String) -> Set<String> {
        var names = Self.optionNames(in: synopsis)
        for section in sections where synopsis.contains("[\(section.name)]") { names.formUnion(section.options) }
        return names
    }

    static func optionNames(in text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }
}

/// The man page, read back: each command's options (its own, and those of the groups its synopsis names).
struct ManPageText {
    let lines: [String]
    init(_ roff: String) { lines = roff.split(separator: "\n").map(String.init) }

    /// `.SS` title → the lines up to the next heading.
    var subsections: [(title: String, section: String, body: [String])] {
        var result: [(title: String, section: String, body: [String])] = []
        var section = ""
        for line in lines {
            if line.hasPrefix(".SH ") {
                section = String(line.dropFirst(4))
            } else if line.hasPrefix(".SS ") {
                let title = line.dropFirst(4).trimmingCharacters(in: ["\""]).replacingOccurrences(of: "\\-", with: "-")
                result.append((title, section, []))
            } else if !result.isEmpty, result[result.count - 1].section == section {
                result[result.count - 1].body.append(line)
            }
        }
        return result
    }

    /// The options on `.TP` labels of one subsection.
    func options(in title: String) -> Set<String> {
        guard let subsection = subsections.first(where: { $0.title == title }) else { return [] }
        var names = Set<String>()
        for (i, line) in subsection.body.enumerated() where line == ".TP" && i + 1 < subsection.body.count {
            names.formUnion(Self.optionNames(in: subsection.body[i + 1]))
        }
        return names
    }

    var commandOptions: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for subsection in subsections where subsection.section == "COMMANDS" {
            var names = options(in: subsection.title)
            let synopsis = subsection.body.first ?? ""
            for group in subsections
            where group.section == "OPTIONS" && synopsis.contains("[\\fI\(group.title)\\fR]") {
                names.formUnion(options(in: group.title))
            }
            result[subsection.title] = names
        }
        return result
    }

    static func optionNames(in line: String) -> Set<String> {
        Set(line.replacingOccurrences(of: "\\-", with: "-").matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }
}
