import KkeulmitCore

/// A command kkeulmit carries out, in the spirit of swift-argument-parser's `ParsableCommand.run()`: the parser's
/// `Command` says which, with its options (`Command.runnable`); the runner makes the run's deadline from
/// `timeoutSeconds`, hands the command a `CommandRun`, and writes what it returns, or reports what it throws.
protocol RunnableCommand: Sendable {
    /// How long the run may take: `--timeout` where the command takes it, else the default (a `schedule` waiting
    /// on a hung `crontab` is bounded too).
    var timeoutSeconds: Double { get }

    func run(_ run: CommandRun) async throws -> CommandOutput
}

extension RunnableCommand {
    var timeoutSeconds: Double { CommandRun.defaultTimeoutSeconds }
}

/// What a command leaves for the runner to do.
enum CommandOutput: Sendable {
    /// Text for stdout, written once the run has succeeded (nothing half-written on failure); the exit status is
    /// `RunContext.exitStatus` (0 unless the command set it, as `doctor` does).
    case text(String)
    /// The command wrote its own output as it went (`batch` streams its lines) and ends with this status.
    case written(status: Int32)
}

extension Command {
    /// The type that carries this command out.
    var runnable: any RunnableCommand {
        switch self {
        case .help(let topic): HelpCommand(topic: topic)
        case .version: HelpCommand(topic: nil)
        case .usage(let request): UsageCommand(request: request)
        case .grid(let options): GridCommand(options: options)
        case .now(let options): AdviceCommand(.now, options)
        case .at(let time, let options): AdviceCommand(.at(time), options)
        case .tomorrow(let options): AdviceCommand(.tomorrow, options)
        case .runSchedule(let name, let options): AdviceCommand(.runSchedule(name), options)
        case .batch(let options): BatchCommand(options: options)
        case .schedule(let options): ScheduleCommand(options: options)
        case .feedback(let options): FeedbackCommand(options: options)
        case .doctor(let options): DoctorCommand(options: options)
        case .setup(let options): SetupCommand(options: options)
        }
    }
}
