import KkeulmitCore

/// One command, described once: operands and options, grouped as its help page shows them. The parser accepts exactly
/// the options listed; help, man page and completion scripts are generated from it (`CommandSpec.declared` lists all).
struct CommandSpec: Sendable {
    /// The help page, and the command's name (`kkeulmit` itself for `.general`).
    var topic: HelpTopic
    /// One line for command lists and completions.
    var abstract: String
    var operands: [OperandSpec]
    var sections: [OptionSection]
    /// Accepted, never shown (see `OptionSpec.isHidden`).
    var hiddenOptions: [OptionSpec]
    /// The hand-written parts of its help page and man page section.
    var prose: HelpProse

    init(
        _ topic: HelpTopic, operands: [OperandSpec] = [], sections: [OptionSection], hidden: [OptionSpec] = [],
        prose: HelpProse, _ abstract: String
    ) {
        (self.topic, self.abstract, self.operands) = (topic, abstract, operands)
        (self.sections, self.hiddenOptions, self.prose) = (sections, hidden, prose)
    }

    /// `now`, `run-schedule`; `kkeulmit` for the program itself.
    var name: String { topic == .general ? "kkeulmit" : topic.rawValue }

    /// The options help lists, in its order.
    var options: [OptionSpec] { sections.flatMap { $0.entries.flatMap(\.options) } }

    /// Whether the parser takes `option` with this command.
    func accepts(_ option: OptionSpec) -> Bool {
        options.contains(option) || hiddenOptions.contains(option)
    }
}

/// A word after the command that is not an option: `at`'s DATETIME, `run-schedule`'s NAME.
struct OperandSpec: Sendable {
    /// `DATETIME`.
    var name: String
    var isOptional: Bool
    var values: ValueCompletion
    /// One line, for completions.
    var abstract: String

    init(_ name: String, optional: Bool = false, values: ValueCompletion = .free, _ abstract: String) {
        (self.name, isOptional, self.values, self.abstract) = (name, optional, values, abstract)
    }
}

/// A group of options under one heading of a help page.
struct OptionSection: Sendable {
    /// How a synopsis writes the section.
    enum Synopsis: Sendable, Equatable {
        /// Each option on its own, optional: `[--json] [--lang ko|en]`; `--help` is left out.
        case each
        /// One word standing for the whole group, explained on the general help page: `[LOCATION]`.
        case group(String)
        /// Exactly one of the entries is required: `(--lat LAT --lon LON | --nx NX --ny NY)`.
        case oneOf
    }

    /// `Location`.
    var title: String
    var synopsis: Synopsis
    var entries: [OptionEntry]
    /// A line printed under the entries, indented like their help.
    var footer: String?

    init(_ title: String, synopsis: Synopsis = .each, _ entries: [OptionEntry], footer: String? = nil) {
        (self.title, self.synopsis, self.entries, self.footer) = (title, synopsis, entries, footer)
    }
}

/// One line of an options list: an option, or two that go together (`--nx NX --ny NY`), with its help.
struct OptionEntry: Sendable {
    var options: [OptionSpec]
    /// Lines of help; the first option's abstract when nil.
    var help: String?
    /// Excludes the neighbouring exclusive entries: the synopsis writes them as `[--install | --uninstall]`.
    var isExclusive: Bool

    init(_ options: OptionSpec..., exclusive: Bool = false, help: String? = nil) {
        (self.options, self.help, isExclusive) = (options, help, exclusive)
    }

    /// `--nx NX --ny NY`, `-h, --help`.
    var label: String {
        options.map { option in option.shortName.map { "\($0), " + option.usage } ?? option.usage }
            .joined(separator: " ")
    }

    /// The help text, one or more lines.
    var text: String { help ?? options[0].abstract }
}

/// The help pages: one for kkeulmit itself (`general`) and one for each command, named as the command is.
package enum HelpTopic: String, Equatable, Sendable, CaseIterable {
    case general
    case now
    case at
    case tomorrow
    case setup
    case schedule
    case runSchedule = "run-schedule"
    case feedback
    case grid
    case completion
    case doctor
    case batch
    case help
}

/// The list of commands, kkeulmit's own options, and the option groups several commands share. Each command says
/// what it takes in its own `spec`; the parser, `--help`, the man page and the completion scripts follow.
extension CommandSpec {
    /// `kkeulmit` itself: what may stand without a command.
    static let root = CommandSpec(
        .general,
        sections: [
            OptionSection(
                "Options", synopsis: .oneOf,
                [
                    OptionEntry(.help, help: "show this help (kkeulmit COMMAND --help: that command's)"),
                    OptionEntry(.version),
                ])
        ], hidden: [.generateMan], prose: HelpText.general, "what to wear in Korea, from KMA's short-term forecast")

    /// Every command, in the order help lists them: the one list a new command is added to.
    static let declared: [any DeclaredCommand.Type] = [
        NowCommand.self, AtCommand.self, TomorrowCommand.self, SetupCommand.self, ScheduleCommand.self,
        RunScheduleCommand.self, BatchCommand.self, FeedbackCommand.self, GridCommand.self, CompletionCommand.self,
        DoctorCommand.self, HelpCommand.self,
    ]

    /// What each of them takes.
    static let commands = declared.map { $0.spec }

    /// The command `topic` names; `root` for `.general`.
    static func command(_ topic: HelpTopic) -> CommandSpec {
        commands.first { $0.topic == topic } ?? root
    }

    /// The commands' names, for `help COMMAND`; `help` itself is left out.
    static let commandNames = HelpTopic.allCases.filter { $0 != .general && $0 != .help }.map(\.rawValue)
}

extension OptionSection {
    /// Where the forecast is for; `[LOCATION]` in synopses.
    static let location = OptionSection(
        "Location", synopsis: .group("LOCATION"),
        [
            OptionEntry(
                .place, exclusive: true, help: "an area from KMA's table: 종로구, \"서울특별시 종로구\", Jongno-gu, Seoul …"),
            OptionEntry(.nx, .ny, exclusive: true, help: "a KMA grid cell (NX 1–149, NY 1–253)"),
            OptionEntry(
                .lat, .lon, exclusive: true, help: "a latitude/longitude in South Korea, converted to its grid cell"),
        ], footer: "Without a location, \"location\" in the config file is used.")

    /// What every command that fetches a forecast takes; `[common options]` in synopses.
    static let common = OptionSection(
        "Common options", synopsis: .group("common options"),
        [
            OptionEntry(.baseURL), OptionEntry(.timeout), OptionEntry(.noCache), OptionEntry(.maxStale),
            OptionEntry(.config), OptionEntry(.verbose), OptionEntry(.help),
        ])
}
