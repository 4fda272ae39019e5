import Foundation
import KkeulmitCore

/// What a command runs with: the process's seams (`ProcessEdges`), this run's environment and outputs, its one
/// deadline, and what was read at the edge once for all (the time `KKEULMIT_NOW` or the clock gives, whether
/// stdout is a terminal to colour and how wide).
struct CommandRun: Sendable {
    var edges: ProcessEdges
    var environment: Environment
    var stdout: any TextOutput
    var stderr: any TextOutput
    var context: RunContext
    var deadline: Deadline
    /// `KKEULMIT_NOW` (ISO 8601 with an offset) when set, else the clock (`time(environment:clock:)`); a malformed
    /// one fails only the commands that ask for the time.
    let currentTime: Result<Date, UsageError>

    /// Default `--timeout`.
    static let defaultTimeoutSeconds = 30.0

    /// The run's "now".
    func now() throws(UsageError) -> Date { try currentTime.get() }

    static func time(environment: Environment, clock: any TimeSource) -> Result<Date, UsageError> {
        guard let raw = environment.nonEmpty("KKEULMIT_NOW") else { return .success(clock.now()) }
        guard let date = ISO8601.parse(raw, allowLocal: false) else {
            return .failure(
                UsageError(
                    "KKEULMIT_NOW must be an ISO 8601 time with an offset, e.g. 2026-11-30T07:30:00+09:00, got "
                        + quoted(raw)))
        }
        return .success(date)
    }

    /// Colour only on a terminal, and not when `NO_COLOR` is set to something or `TERM` is `dumb`.
    var colour: Bool { Self.colour(stdout: stdout, environment: environment) }

    static func colour(stdout: any TextOutput, environment: Environment) -> Bool {
        stdout.isTerminal && environment.nonEmpty("NO_COLOR") == nil && environment["TERM"] != "dumb"
    }

    /// The width text wraps at: only on a terminal, whose size is read here.
    var columns: Int? {
        TextLayout.width(
            isTerminal: stdout.isTerminal, columnsVariable: environment["COLUMNS"],
            measured: stdout.isTerminal ? stdout.terminalColumns : nil)
    }

    /// Diagnostics on stderr when `verbose`, which the run then keeps (later lines, from a usage error, too).
    func diagnostics(verbose: Bool) -> Diagnostics {
        context.verbose = verbose
        let context = self.context
        return Diagnostics(enabled: verbose) { context.line("kkeulmit: " + $0) }
    }

    /// One `kkeulmit: warning: …` line.
    func warn(_ text: String) { context.line("kkeulmit: warning: " + text) }

    /// Runs external commands in `environment`: the injected runner, else the real one.
    func runner(_ environment: Environment? = nil) -> any CommandRunner {
        edges.commandRunner ?? ProcessCommandRunner(environment: (environment ?? self.environment).values)
    }
}

/// The process's seams, made once in `main` (fakes in tests): the advice service, the disk, the programs it
/// starts, what it is and where it runs, and its clocks. Process state is read there, not by the commands.
package struct ProcessEdges: Sendable {
    package var service: any AdviceService
    package var fileSystem: any FileSystem
    /// Runs `crontab`, `systemctl` and `notify-send`; nil: the real ones, found on the run's PATH.
    package var commandRunner: (any CommandRunner)?
    /// The absolute path of the kkeulmit binary, written into crontab lines and units.
    package var executablePath: @Sendable () -> String?
    /// The monotonic clock the run's deadline is kept on (`ContinuousClock`; a test clock in tests). Civil time,
    /// the run's "now", comes from the `TimeSource` given to `Application.run`.
    package var elapsedClock: any Clock<Duration>
    /// What `batch` reads its lines from: stdin, or bytes in tests.
    package var standardInput: any ByteSource
    /// The zone a cron daemon here reads crontab times in (`schedule`).
    package var hostTimeZone: @Sendable (Environment) -> HostTimeZone
    /// The working directory, which a relative `--config` is resolved against for crontab lines and units.
    package var workingDirectory: String
    /// Every request's way to the network: a stub's protocol classes in tests; libcurl, loaded first by the executable.
    package var network: NetworkAccess
}
