/// A command's synopsis as a tree, built from its `CommandSpec`, so that help prints it plain and the man page
/// with fonts, and neither can list an option the parser does not take.
indirect enum Synopsis: Equatable, Sendable {
    /// Typed as it stands: `kkeulmit`, `now`.
    case word(String)
    /// Stands for a value: `DATETIME`.
    case placeholder(String)
    /// One of these words: `bash|zsh|fish`.
    case choice([String])
    /// `--hours N`.
    case option(OptionSpec)
    /// A group of options explained elsewhere: `LOCATION`, `common options`.
    case group(String)
    /// `[…]`.
    case optional([Synopsis])
    /// `(a | b)`, or `a | b` when it is all there is after the program name.
    case oneOf([[Synopsis]])

    /// The items after `kkeulmit` for `command`, in order: name, operands, then each section.
    static func items(for command: CommandSpec) -> [Synopsis] {
        var items: [Synopsis] = [.word("kkeulmit")]
        if command.topic != .general { items.append(.word(command.name)) }
        for operand in command.operands {
            let words = operand.values.words
            let item: Synopsis = !words.isEmpty && words.count <= 3 ? .choice(words) : .placeholder(operand.name)
            items.append(operand.isOptional ? .optional([item]) : item)
        }
        for section in command.sections {
            switch section.synopsis {
            case .group(let name):
                items.append(.optional([.group(name)]))
            case .oneOf:
                items.append(.oneOf(section.entries.map { $0.options.map(Synopsis.option) }))
            case .each:
                var exclusive: [[Synopsis]] = []
                func flush() {
                    if !exclusive.isEmpty { items.append(.optional([.oneOf(exclusive)])) }
                    exclusive = []
                }
                for entry in section.entries where !entry.options.contains(.help) {
                    let options = entry.options.map(Synopsis.option)
                    if entry.isExclusive {
                        exclusive.append(options)
                    } else {
                        flush()
                        items.append(.optional(options))
                    }
                }
                flush()
            }
        }
        return items
    }

    /// The text of each top-level item for `command`: `kkeulmit`, `now`, `[--hours N]`, with `leaf` writing the
    /// words, placeholders, groups, choices and options (plainly for help, in roff for the man page). Alternatives
    /// that are all there is after the program name go without parentheses: `a | b`.
    static func texts(for command: CommandSpec, _ leaf: (Synopsis) -> String) -> [String] {
        let items = Self.items(for: command)
        if items.count == 2, case .oneOf(let alternatives) = items[1] {
            return [items[0].text(leaf), text(of: alternatives, leaf)]
        }
        return items.map { $0.text(leaf) }
    }

    /// Brackets and alternatives written around what `leaf` writes of the rest.
    func text(_ leaf: (Synopsis) -> String) -> String {
        switch self {
        case .optional(let items):
            if items.count == 1, case .oneOf(let alternatives) = items[0] {
                "[" + Self.text(of: alternatives, leaf) + "]"
            } else {
                "[" + items.map { $0.text(leaf) }.joined(separator: " ") + "]"
            }
        case .oneOf(let alternatives): "(" + Self.text(of: alternatives, leaf) + ")"
        default: leaf(self)
        }
    }

    /// `a | b c`.
    private static func text(of alternatives: [[Synopsis]], _ leaf: (Synopsis) -> String) -> String {
        alternatives.map { $0.map { $0.text(leaf) }.joined(separator: " ") }.joined(separator: " | ")
    }

    /// As help prints it: `--hours N`, `bash|zsh|fish`.
    var plain: String {
        switch self {
        case .word(let s), .placeholder(let s), .group(let s): s
        case .choice(let words): words.joined(separator: "|")
        case .option(let option): option.usage
        case .optional, .oneOf: text(\.plain)
        }
    }
}
