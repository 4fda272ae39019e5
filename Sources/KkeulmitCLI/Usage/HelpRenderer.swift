/// Puts help pages together: the hand-written parts from `HelpText`, the synopses and option lists from
/// `CommandSpec`.
enum HelpRenderer {
    /// Synopses wrap before this column.
    static let width = 100
    /// Where an option's help starts.
    static let helpColumn = 24

    static func page(for topic: HelpTopic) -> String {
        let prose = HelpText.prose(for: topic)
        let command = CommandSpec.command(topic)
        var parts = [prose.headline, "Examples:\n" + indent(prose.examples, by: 2)]
        if topic == .general {
            let usage = (CommandSpec.commands + [CommandSpec.root]).map {
                wrap(Synopsis.plain(Synopsis.items(for: $0)), lead: "  ")
            }
            parts.append("Usage:\n" + usage.joined(separator: "\n"))
            parts += prose.description.map(render)
            let names = CommandSpec.commands.map { ($0.name, $0.abstract) }
            parts.append(render(.definitions(title: "Commands", column: 16, names)))
            // `-h, --help` is listed once, under Options.
            parts += groupSections().map { section, users in
                var shown = section
                shown.entries.removeAll { $0.options.contains(.help) }
                return "\(groupName(section)) (\(users.joined(separator: ", "))):\n" + render(shown)
            }
            parts += command.sections.map { "\($0.title):\n" + render($0) }
        } else {
            parts.append(wrap(Synopsis.plain(Synopsis.items(for: command)), lead: "usage: "))
            parts += prose.description.map(render)
            parts += command.sections.map { "\($0.title):\n" + render($0) }
        }
        parts += prose.trailer.map(render)
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One line: `usage: kkeulmit now [LOCATION] …`.
    static func synopsis(for topic: HelpTopic) -> String {
        guard topic != .general else {
            let names = CommandSpec.commands.map(\.name).joined(separator: "|")
            return "usage: kkeulmit \(names) [options]   (kkeulmit --help for more)"
        }
        return "usage: " + Synopsis.plain(Synopsis.items(for: CommandSpec.command(topic))).joined(separator: " ")
    }

    /// The sections that synopses name by one word (`LOCATION`), each with the commands that take it.
    static func groupSections() -> [(section: OptionSection, commands: [String])] {
        var result: [(section: OptionSection, commands: [String])] = []
        for command in CommandSpec.commands {
            for section in command.sections {
                guard case .group(let name) = section.synopsis else { continue }
                if let i = result.firstIndex(where: { groupName($0.section) == name }) {
                    result[i].commands.append(command.name)
                } else {
                    result.append((section, [command.name]))
                }
            }
        }
        return result
    }

    static func groupName(_ section: OptionSection) -> String {
        if case .group(let name) = section.synopsis { return name }
        return section.title
    }

    /// The entries of a section, one a line (more for long help), then its footer.
    static func render(_ section: OptionSection) -> String {
        var lines = section.entries.map { entry in
            column(entry.label, entry.text, at: helpColumn)
        }
        if let footer = section.footer { lines.append(indent(footer, by: helpColumn)) }
        return lines.joined(separator: "\n")
    }

    static func render(_ block: HelpBlock) -> String {
        switch block {
        case .text(let text):
            return text
        case .literal(let title, let body):
            return title + "\n" + indent(body, by: 2)
        case .definitions(let title, let at, let items):
            let lines = items.map { column($0.term, $0.text, at: at) }
            return (title.isEmpty ? "" : title + ":\n") + lines.joined(separator: "\n")
        }
    }

    /// `  term    text`, the text starting at `at` (on the next line when the term is too long) and its further
    /// lines indented to the same column.
    static func column(_ term: String, _ text: String, at column: Int) -> String {
        let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let pad = String(repeating: " ", count: column)
        var head = "  " + term
        if head.count + 1 > column {
            head += "\n" + pad
        } else {
            head += String(repeating: " ", count: column - head.count)
        }
        return ([head + (textLines.first ?? "")] + textLines.dropFirst().map { pad + $0 }).joined(separator: "\n")
    }

    /// The items after `lead`, wrapped between items before `width`, continuation lines under the first item
    /// after the program and command names.
    static func wrap(_ items: [String], lead: String) -> String {
        let hanging = String(repeating: " ", count: lead.count + items.prefix(2).map(\.count).reduce(0, +) + 2)
        var lines: [String] = []
        var line = lead
        for (i, item) in items.enumerated() {
            if i == 0 {
                line += item
            } else if line.count + 1 + item.count > width, i > 2 {
                lines.append(line)
                line = hanging + item
            } else {
                line += " " + item
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static func indent(_ text: String, by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n")
    }
}
