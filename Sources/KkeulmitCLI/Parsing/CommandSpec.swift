/// One command, described once: its operands and its options, grouped as its help page shows them. The parser
/// accepts exactly the options listed here; help, the man page and the completion scripts are generated from
/// the same description (`CommandCatalogue` holds them all).
package struct CommandSpec: Sendable {
    /// The help page, and the command's name (`kkeulmit` itself for `.general`).
    package var topic: HelpTopic
    /// One line for command lists and completions.
    package var abstract: String
    package var operands: [OperandSpec]
    package var sections: [OptionSection]
    /// Accepted, never shown (see `OptionSpec.isHidden`).
    package var hiddenOptions: [OptionSpec]

    package init(
        _ topic: HelpTopic, operands: [OperandSpec] = [], sections: [OptionSection], hidden: [OptionSpec] = [],
        _ abstract: String
    ) {
        self.topic = topic
        self.abstract = abstract
        self.operands = operands
        self.sections = sections
        self.hiddenOptions = hidden
    }

    /// `now`, `run-schedule`; `kkeulmit` for the program itself.
    package var name: String { topic == .general ? "kkeulmit" : topic.rawValue }

    /// The options help lists, in its order.
    package var options: [OptionSpec] { sections.flatMap { $0.entries.flatMap(\.options) } }

    /// Whether the parser takes `option` with this command.
    package func accepts(_ option: OptionSpec) -> Bool {
        options.contains(option) || hiddenOptions.contains(option)
    }
}

/// A word after the command that is not an option: `at`'s DATETIME, `run-schedule`'s NAME.
package struct OperandSpec: Sendable {
    /// `DATETIME`.
    package var name: String
    package var isOptional: Bool
    package var values: ValueCompletion
    /// One line, for completions.
    package var abstract: String

    package init(_ name: String, optional: Bool = false, values: ValueCompletion = .free, _ abstract: String) {
        self.name = name
        self.isOptional = optional
        self.values = values
        self.abstract = abstract
    }
}

/// A group of options under one heading of a help page.
package struct OptionSection: Sendable {
    /// How a synopsis writes the section.
    package enum Synopsis: Sendable, Equatable {
        /// Each option on its own, optional: `[--json] [--lang ko|en]`; `--help` is left out.
        case each
        /// One word standing for the whole group, explained on the general help page: `[LOCATION]`.
        case group(String)
        /// Exactly one of the entries is required: `(--lat LAT --lon LON | --nx NX --ny NY)`.
        case oneOf
    }

    /// `Location`.
    package var title: String
    package var synopsis: Synopsis
    package var entries: [OptionEntry]
    /// A line printed under the entries, indented like their help.
    package var footer: String?

    package init(_ title: String, synopsis: Synopsis = .each, _ entries: [OptionEntry], footer: String? = nil) {
        self.title = title
        self.synopsis = synopsis
        self.entries = entries
        self.footer = footer
    }
}

/// One line of an options list: an option, or two that go together (`--nx NX --ny NY`), with its help.
package struct OptionEntry: Sendable {
    package var options: [OptionSpec]
    /// Lines of help; the first option's abstract when nil.
    package var help: String?
    /// Excludes the neighbouring exclusive entries: the synopsis writes them as `[--install | --uninstall]`.
    package var isExclusive: Bool

    package init(_ options: OptionSpec..., exclusive: Bool = false, help: String? = nil) {
        self.options = options
        self.help = help
        self.isExclusive = exclusive
    }

    /// `--nx NX --ny NY`, `-h, --help`.
    package var label: String {
        options.map { option in option.shortName.map { "\($0), " + option.usage } ?? option.usage }
            .joined(separator: " ")
    }

    /// The help text, one or more lines.
    package var text: String { help ?? options[0].abstract }
}
