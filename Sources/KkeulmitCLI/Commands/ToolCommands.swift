import KkeulmitCore

/// `kkeulmit help [COMMAND]`, `COMMAND --help` and `--version`.
struct HelpCommand: DeclaredCommand {
    /// The page to print; nil: the version.
    var topic: HelpTopic?
}

extension HelpCommand {
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

/// `kkeulmit completion SHELL`, `completion --list-places PREFIX` (scripts' `--place` completion), `--generate-man`.
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
}

extension CompletionCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let prefix = arguments.value(.listPlaces) {
            try arguments.noOperands()
            self.init(output: .placeNames(prefix: prefix))
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
        self.init(output: .script(shell))
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

/// `kkeulmit grid`: between latitude/longitude, place names and KMA grid cells.
struct GridCommand: DeclaredCommand {
    /// `--lat/--lon` and `--place NAME` (from KMA's table): print the cell; `--nx/--ny`: print the cell's centre.
    var query: LocationSpec
    var json = false
}

extension GridCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        try arguments.noOperands()
        guard let query = try arguments.location() else {
            throw arguments.error("grid needs --lat LAT --lon LON, --nx NX --ny NY or --place NAME")
        }
        self.init(query: query, json: arguments.flag(.json))
    }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        let answer = try run.edges.service.grid(query)
        if case .place(let name) = query, let renamed = (try? LocationResolver.match(name))?.renamed {
            run.context.line("kkeulmit: note: " + renamed.english)
        }
        return .text(Self.render(answer, json: json))
    }

    /// `NX NY` or `LAT LON`, or the JSON object of either.
    static func render(_ answer: GridAnswer, json: Bool) -> String {
        switch answer {
        case .cell(let nx, let ny):
            return json
                ? JSONWriter.write(.object([("nx", .integer(nx)), ("ny", .integer(ny))])) + "\n" : "\(nx) \(ny)\n"
        case .coordinates(let lat, let lon):
            let la = JSONValue.decimal(lat, places: 4, fixed: true)
            let lo = JSONValue.decimal(lon, places: 4, fixed: true)
            return json
                ? JSONWriter.write(.object([("lat", la), ("lon", lo)])) + "\n"
                : JSONWriter.write(la) + " " + JSONWriter.write(lo) + "\n"
        }
    }

    static let spec = CommandSpec(
        .grid,
        sections: [
            OptionSection(
                "Location", synopsis: .oneOf,
                [
                    OptionEntry(.lat, .lon, help: "a coordinate in South Korea (LAT 31.5–43.5, LON 123–133)"),
                    OptionEntry(.nx, .ny, help: "a grid cell (NX 1–149, NY 1–253)"),
                    OptionEntry(
                        .place, help: "an area from KMA's table, in Korean or romanized: 종로구, Jongno-gu, Haeundae"),
                ]),
            OptionSection(
                "Options",
                [OptionEntry(.json, help: "print {\"nx\":…,\"ny\":…} or {\"lat\":…,\"lon\":…}"), OptionEntry(.help)]),
        ], prose: HelpText.grid, "convert between latitude/longitude, place names and KMA grid cells")
}
