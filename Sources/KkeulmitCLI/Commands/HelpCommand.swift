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
