import KkeulmitCore

/// `kkeulmit help [COMMAND]`, `COMMAND --help` and `--version`.
struct HelpCommand: DeclaredCommand {
    /// The page to print; nil: the version.
    var topic: HelpTopic?

    init(topic: HelpTopic?) { self.topic = topic }

    /// `help [COMMAND]`; `help --help` is help's own page.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        try arguments.nothing(after: 1, what: "the COMMAND")
        guard let subject = arguments.operands.first else {
            self.init(topic: .general)
            return
        }
        guard let named = HelpTopic(rawValue: subject), named != .general else {
            throw arguments.error(
                "no help for \(quoted(subject)): commands are \(CommandLineParser.commandList)")
        }
        self.init(topic: named)
    }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        .text(topic.map(HelpText.text(for:)) ?? "kkeulmit \(KkeulmitVersion.string)\n")
    }

    static let spec = CommandSpec(
        .help,
        operands: [
            OperandSpec("COMMAND", optional: true, values: .choices(CommandSpec.commandNames), "the command to explain")
        ],
        sections: [OptionSection("Options", [OptionEntry(.help)])], prose: HelpText.help,
        "show help for a command (also: kkeulmit COMMAND --help)")
}

/// `kkeulmit completion SHELL`, `completion --list-places PREFIX` (what the scripts call to complete `--place`)
/// and `--generate-man`.
struct CompletionCommand: DeclaredCommand {
    enum Output: Equatable, Sendable {
        /// `completion bash|zsh|fish`.
        case script(CompletionShell)
        /// `completion --list-places PREFIX`.
        case placeNames(prefix: String)
        /// `--generate-man`.
        case manPage
    }

    var output: Output

    init(_ output: Output) { self.output = output }

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let prefix = arguments.value(.listPlaces) {
            try arguments.noOperands()
            self.init(.placeNames(prefix: prefix))
            return
        }
        let shells = CompletionShell.allCases.map(\.rawValue)
        guard let name = arguments.operands.first else {
            throw arguments.error("'completion' needs a SHELL: \(shells.orList), e.g. kkeulmit completion bash")
        }
        guard let shell = CompletionShell(rawValue: name) else {
            throw arguments.error("SHELL must be \(shells.quotedAlternatives), got \(quoted(name))")
        }
        try arguments.nothing(after: 1, what: "the SHELL")
        self.init(.script(shell))
    }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        switch output {
        case .script(let shell):
            return .text(shell.script)
        case .placeNames(let prefix):
            let directory = PlaceDirectory.official
            return .text(
                PlaceNames.matching(prefix, in: directory.places, aliases: directory.aliases).map { $0 + "\n" }
                    .joined())
        case .manPage:
            return .text(ManPage.roff)
        }
    }

    static let spec = CommandSpec(
        .completion,
        operands: [
            OperandSpec(
                "SHELL", values: .choices(CompletionShell.allCases.map(\.rawValue)), "the shell to complete for")
        ],
        sections: [OptionSection("Options", [OptionEntry(.help)])], hidden: [.listPlaces], prose: HelpText.completion,
        "print a completion script for bash, zsh or fish")
}
