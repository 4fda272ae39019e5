/// A command's synopsis, built from its `CommandSpec` so that neither help (plain) nor the man page (with fonts) can
/// list an option the parser does not take. A `Synopsis` is one leaf; brackets, bars and parentheses go around what
/// the caller's `leaf` writes of them.
enum Synopsis: Equatable, Sendable {
    /// Typed as it stands: `kkeulmit`, `now`, `bash`.
    case word(String)
    /// Stands for a value or a group of options explained elsewhere: `DATETIME`, `LOCATION`.
    case placeholder(String)
    /// `--hours N`.
    case option(OptionSpec)

    /// The top-level items after which a long synopsis may wrap: `kkeulmit`, `now`, `[--hours N]` … Alternatives that
    /// are all there is after the program name go without parentheses: `a | b`.
    static func texts(for command: CommandSpec, _ leaf: (Synopsis) -> String) -> [String] {
        var items = [leaf(.word("kkeulmit"))] + (command.topic == .general ? [] : [leaf(.word(command.name))])
        for operand in command.operands {
            let words = operand.values.words
            let item =
                !words.isEmpty && words.count <= 3
                ? words.map { leaf(.word($0)) }.joined(separator: "|") : leaf(.placeholder(operand.name))
            items.append(operand.isOptional ? "[\(item)]" : item)
        }
        func alternatives(_ entries: [OptionEntry]) -> String {
            entries.map { $0.options.map { leaf(.option($0)) }.joined(separator: " ") }.joined(separator: " | ")
        }
        for section in command.sections {
            switch section.synopsis {
            case .group(let name): items.append("[\(leaf(.placeholder(name)))]")
            case .oneOf:
                let text = alternatives(section.entries)
                items.append(items.count == 1 && command.sections.count == 1 ? text : "(\(text))")
            case .each:
                // Neighbouring exclusive entries are one choice, `[--install | --uninstall]`; `--help` is left out.
                var exclusive: [OptionEntry] = []
                for entry in section.entries + [OptionEntry(.help)] {
                    if entry.isExclusive {
                        exclusive.append(entry)
                        continue
                    }
                    if !exclusive.isEmpty { items.append("[\(alternatives(exclusive))]") }
                    exclusive = []
                    if !entry.options.contains(.help) { items.append("[\(alternatives([entry]))]") }
                }
            }
        }
        return items
    }

    /// As help prints it: `--hours N`.
    var plain: String {
        switch self {
        case .word(let s), .placeholder(let s): s
        case .option(let option): option.usage
        }
    }
}
