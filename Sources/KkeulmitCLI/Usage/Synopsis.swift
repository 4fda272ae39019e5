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

    /// The plain text of each top-level item: `kkeulmit`, `now`, `[--hours N]`.
    static func plain(_ items: [Synopsis]) -> [String] {
        if items.count == 2, case .oneOf(let alternatives) = items[1] {
            return [
                items[0].plain, alternatives.map { $0.map(\.plain).joined(separator: " ") }.joined(separator: " | "),
            ]
        }
        return items.map(\.plain)
    }

    var plain: String {
        switch self {
        case .word(let s), .placeholder(let s), .group(let s): s
        case .choice(let words): words.joined(separator: "|")
        case .option(let option): option.usage
        case .optional(let items):
            if items.count == 1, case .oneOf(let alternatives) = items[0] {
                "[" + alternatives.map { $0.map(\.plain).joined(separator: " ") }.joined(separator: " | ") + "]"
            } else {
                "[" + items.map(\.plain).joined(separator: " ") + "]"
            }
        case .oneOf(let alternatives):
            "(" + alternatives.map { $0.map(\.plain).joined(separator: " ") }.joined(separator: " | ") + ")"
        }
    }
}
