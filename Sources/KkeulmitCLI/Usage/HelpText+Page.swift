import KkeulmitCore

/// Help pages put together: the hand-written parts (`HelpText+*`), synopses and option lists from `CommandSpec` (so
/// always what the parser accepts), laid out for an 80-column terminal whatever the one at hand (the page is the same
/// everywhere, piped or not): prose refilled by display width, examples' comments put where they fit.
extension HelpText {
    /// No line of a help page is wider.
    static let width = 80
    /// Where an option's help starts.
    static let helpColumn = 24
    /// Where example comments start, unless the commands are all shorter.
    static let commentColumn = 40

    /// The page `kkeulmit --help` or `kkeulmit COMMAND --help` prints.
    package static func text(for topic: HelpTopic) -> String {
        let command = CommandSpec.command(topic)
        let prose = command.prose
        var parts = [fill(prose.headline), "Examples:\n" + examples(prose.examples, indent: 2, width: width)]
        if topic == .general {
            let usage = (CommandSpec.commands + [CommandSpec.root]).map {
                wrap(Synopsis.texts(for: $0, \.plain), lead: "  ")
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
        } else {
            parts.append(wrap(Synopsis.texts(for: command, \.plain), lead: "usage: "))
            parts += prose.description.map(render)
        }
        parts += command.sections.map { "\($0.title):\n" + render($0) }
        parts += prose.trailer.map(render)
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One line, under usage errors with `--verbose`: `usage: kkeulmit now [LOCATION] …`.
    package static func synopsis(for topic: HelpTopic) -> String {
        guard topic != .general else {
            let names = CommandSpec.commands.map(\.name).joined(separator: "|")
            return "usage: kkeulmit \(names) [options]   (kkeulmit --help for more)"
        }
        return "usage: " + Synopsis.texts(for: CommandSpec.command(topic), \.plain).joined(separator: " ")
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
        if case .group(let name) = section.synopsis { name } else { section.title }
    }

    /// The entries of a section, one a line (more for long help), then its footer.
    static func render(_ section: OptionSection) -> String {
        var lines = section.entries.map { column($0.label, $0.text, at: helpColumn) }
        if let footer = section.footer {
            let pad = String(repeating: " ", count: helpColumn)
            lines.append(fill(footer, lead: pad, hanging: pad))
        }
        return lines.joined(separator: "\n")
    }

    static func render(_ block: HelpBlock) -> String {
        switch block {
        case .text(let text):
            return fill(text)
        case .literal(let title, let body):
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
            return fill(title) + "\n" + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        case .definitions(let title, let at, let items):
            let lines = items.map { column($0.term, $0.text, at: at) }
            return (title.isEmpty ? "" : title + ":\n") + lines.joined(separator: "\n")
        }
    }

    /// `  term    text`, the text starting at `at` (on the next line when the term is too long) and filled to
    /// `width` in lines indented to the same column.
    static func column(_ term: String, _ text: String, at column: Int) -> String {
        let (pad, used) = (String(repeating: " ", count: column), DisplayWidth.of("  " + term))
        let gap = used + 1 > column ? "\n" + pad : String(repeating: " ", count: column - used)
        return fill(text, lead: "  " + term + gap, hanging: pad)
    }

    /// Hand-wrapped prose refilled to `width`: lines join into paragraphs, which blank lines separate.
    static func fill(_ text: String, lead: String = "", hanging: String = "") -> String {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            .split(whereSeparator: { $0.allSatisfy { $0 == " " } })
            .map { $0.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        guard !paragraphs.isEmpty else { return lead }
        return paragraphs.enumerated().map { index, paragraph in
            // `lead` may end in a line break (a long term): the first line is then its own.
            let (first, rest) =
                lead.split(separator: "\n", omittingEmptySubsequences: false).last.map {
                    (String($0), String(lead.dropLast($0.count)))
                } ?? ("", "")
            let start = index == 0 ? first : hanging
            let lines = LineWrapper.wrap(paragraph, width: width, lead: start, hanging: hanging, ambiguous: .narrow)
            return (index == 0 ? rest : "") + lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// Example command lines, each with or without a comment after two or more spaces. Comments line up at
    /// `column` (or just after the longest command when all are shorter); a command that reaches past it has its
    /// comment on the next line, and a long comment continues under itself.
    static func examples(_ text: String, indent: Int, width: Int, column maximum: Int = commentColumn) -> String {
        let lead = String(repeating: " ", count: indent)
        let items = text.split(separator: "\n").map { line -> (command: String, comment: String?) in
            guard let gap = line.range(of: "  ") else { return (String(line), nil) }
            let comment = line[gap.upperBound...].trimmingCharacters(in: .whitespaces)
            return (String(line[..<gap.lowerBound]), comment.isEmpty ? nil : comment)
        }
        let longest = items.filter { $0.comment != nil }.map { DisplayWidth.of($0.command) }.max() ?? 0
        let column = min(indent + longest + 2, maximum)
        let pad = String(repeating: " ", count: column)
        return items.map { item in
            let head = lead + item.command
            guard let comment = item.comment else { return head }
            let used = DisplayWidth.of(head)
            let (above, start) =
                used + 2 <= column ? ("", head + String(repeating: " ", count: column - used)) : (head + "\n", pad)
            let lines = LineWrapper.wrap(comment, width: width, lead: start, hanging: pad, ambiguous: .narrow)
            return above + lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The items after `lead`, wrapped between items before `width`, continuation lines under the first item
    /// after the program and command names.
    static func wrap(_ items: [String], lead: String) -> String {
        let hanging = String(repeating: " ", count: lead.count + items.prefix(2).map(\.count).reduce(0, +) + 2)
        let pieces =
            [LineWrapper.Piece(text: items.prefix(3).joined(separator: " "), separator: "")]
            + items.dropFirst(3).map { LineWrapper.Piece(text: $0, separator: " ") }
        return LineWrapper.wrap(pieces, width: width, lead: lead, hanging: hanging, ambiguous: .narrow)
            .joined(separator: "\n")
    }
}
