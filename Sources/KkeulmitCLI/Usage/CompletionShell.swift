/// The shells `kkeulmit completion` writes scripts for.
package enum CompletionShell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The script, generated from `CommandSpec`: commands, each one's options, and their values.
    package var script: String {
        switch self {
        case .bash: BashCompletion.script
        case .zsh: ZshCompletion.script
        case .fish: FishCompletion.script
        }
    }
}

/// What every completion script needs to know of a command, read off its `CommandSpec`.
extension CommandSpec {
    /// The options offered after the command: the visible ones, each once, `--help` included.
    var offeredOptions: [OptionSpec] {
        var seen = Set<String>()
        return options.filter { !$0.isHidden && seen.insert($0.name).inserted }
    }

    /// The words offered where an operand goes: the commands for `kkeulmit` itself, the shells for `completion`.
    var operandWords: [String] {
        topic == .general ? CommandSpec.commands.map(\.name) : operands.first?.values.words ?? []
    }

    /// How many operands the command takes (one, the command, for `kkeulmit` itself).
    var operandCount: Int { topic == .general ? 1 : operands.count }

    /// The options that cannot be given together with `option`: those of the other exclusive entries of its
    /// section (`--place` and `--nx`), or of the other entries of a section that needs exactly one.
    func exclusions(of option: OptionSpec) -> [OptionSpec] {
        for section in sections {
            guard let entry = section.entries.first(where: { $0.options.contains(option) }) else { continue }
            let others = section.entries.filter { other in
                other.options != entry.options
                    && (section.synopsis == .oneOf || (entry.isExclusive && other.isExclusive))
            }
            return others.flatMap(\.options)
        }
        return []
    }

    /// Every visible option that takes a value: a completion script skips the word after it. An optional value
    /// (`--demo [summer]`) is not skipped: bash completes such an option as a flag.
    static var valueOptions: [OptionSpec] {
        OptionSpec.all.filter { $0.takesValue && !$0.valueIsOptional && !$0.isHidden }
    }
}
