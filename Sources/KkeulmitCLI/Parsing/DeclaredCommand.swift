import KkeulmitCore

/// A command, declared once in the shape of swift-argument-parser's `ParsableCommand`: what it takes (`spec`, from
/// which the parser, help, the man page and the completions follow), how it is made from what the parser read
/// (`init(parsing:)`) and how it runs (`Application` gives it the deadline from `timeoutSeconds` and a `CommandRun`).
/// A new command is one type conforming here, listed in `CommandSpec.declared` (docs/ARCHITECTURE.md).
protocol DeclaredCommand: Sendable, Equatable {
    static var spec: CommandSpec { get }

    init(parsing arguments: ParsedArguments) throws(UsageError)

    /// Run time limit: `--timeout` if taken, else the default (so a `schedule` on a hung `crontab` is bounded too).
    var timeoutSeconds: Double { get }

    func run(_ run: CommandRun) async throws -> CommandOutput
}

extension DeclaredCommand {
    var timeoutSeconds: Double { CommandRun.defaultTimeoutSeconds }

    /// The help page a failure of this command points at.
    var topic: HelpTopic { Self.spec.topic }
}

/// A command whose arguments are options alone, read into one value (`now`, `batch`, `doctor` …).
protocol OptionsCommand: DeclaredCommand {
    associatedtype Options: CommandOptions
    init(options: Options)
}

extension OptionsCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        try arguments.noOperands()
        self.init(options: try Options(arguments))
    }
}

/// A command's options, bound from what the parser read by the `OptionSpec`s its command's spec lists.
protocol CommandOptions: Equatable, Sendable {
    init(_ arguments: ParsedArguments) throws(UsageError)
}

/// What a command leaves for the runner to do.
enum CommandOutput: Sendable {
    /// Text for stdout, written once the run has succeeded (nothing half-written on failure); the exit status is
    /// `RunContext.exitStatus` (0 unless the command set it, as `doctor` does).
    case text(String)
    /// The command wrote its own output as it went (`batch` streams its lines) and ends with this status.
    case written(status: Int32)
}
