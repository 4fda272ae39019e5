import KkeulmitCore

/// `kkeulmit help [COMMAND]`, `COMMAND --help` and `--version`.
struct HelpCommand: RunnableCommand {
    /// The page to print; nil: the version.
    var topic: HelpTopic?

    func run(_ run: CommandRun) async throws -> CommandOutput {
        .text(topic.map(HelpText.text(for:)) ?? "kkeulmit \(KkeulmitVersion.string)\n")
    }
}

/// `kkeulmit completion SHELL`, `completion --list-places PREFIX` and `--generate-man`.
struct UsageCommand: RunnableCommand {
    var request: UsageRequest

    func run(_ run: CommandRun) async throws -> CommandOutput {
        .text(UsageOutput.render(request))
    }
}

/// `kkeulmit grid`: between latitude/longitude, place names and KMA grid cells.
struct GridCommand: RunnableCommand {
    var options: GridOptions

    func run(_ run: CommandRun) async throws -> CommandOutput {
        let answer = try run.edges.service.grid(options.query)
        if case .place(let name) = options.query, let renamed = LocationResolver.renaming(of: name) {
            run.context.line("kkeulmit: note: " + renamed.english)
        }
        return .text(GridRenderer.render(answer, json: options.json))
    }
}
