import Foundation
import KkeulmitCore

/// Runs one invocation: parse, make the run's one deadline, run the command, and write its output once, after
/// success; or turn what it threw into one exit code and one `kkeulmit: …` stderr line (`FailureReport`; plus the
/// synopsis with `--verbose`), stdout left empty. Every line written passes through the key redactor.
package struct Application: Sendable {
    package var edges: ProcessEdges

    /// `main` gives the real seams and the process state they start from (`workingDirectory`, the binary's path);
    /// tests give fakes. The defaults read nothing from the process.
    package init(
        service: any AdviceService = ForecastAdviceService(), fileSystem: any FileSystem = LocalFileSystem(),
        commandRunner: (any CommandRunner)? = nil, executablePath: @escaping @Sendable () -> String? = { nil },
        elapsedClock: any Clock<Duration> = ContinuousClock(),
        standardInput: any ByteSource = FileDescriptor.standardInput,
        hostTimeZone: @escaping @Sendable (Environment) -> HostTimeZone = { _ in HostTimeZone(zone: .gmt, name: "UTC")
        },
        workingDirectory: String = "/", network: NetworkAccess = NetworkAccess()
    ) {
        edges = ProcessEdges(
            service: service, fileSystem: fileSystem, commandRunner: commandRunner, executablePath: executablePath,
            elapsedClock: elapsedClock, standardInput: standardInput, hostTimeZone: hostTimeZone,
            workingDirectory: workingDirectory, network: network)
    }

    /// The exit status of running `arguments` (without the program name). `clock` gives the run's civil "now"
    /// (unless `KKEULMIT_NOW` does); how long the run may take is measured on `edges.elapsedClock`.
    package func run(
        arguments: [String], environment: Environment, stdout: any TextOutput, stderr: any TextOutput,
        clock: any TimeSource
    ) async -> Int32 {
        let context = RunContext(stderr: stderr)
        // Work abandoned at the deadline may still log; nothing may follow the run's last line.
        defer { context.close() }
        // Known before parsing so that a usage error can show the synopsis too.
        context.verbose = arguments.prefix { $0 != "--" }.contains("--verbose")
        var parsed: (any DeclaredCommand)?
        do {
            let runnable = try CommandLineParser.parse(arguments)
            parsed = runnable
            // The run's one deadline, made once here and handed down: everything below asks it for the time left.
            let deadline = Deadline(seconds: runnable.timeoutSeconds, clock: edges.elapsedClock)
            let run = CommandRun(
                edges: edges, environment: environment, stdout: stdout, stderr: stderr, context: context,
                deadline: deadline, currentTime: CommandRun.time(environment: environment, clock: clock))
            switch try await runnable.run(run) {
            case .written(let status):
                return status
            case .text(let output):
                if let failure = stdout.writeAll(context.redact(output)) {
                    return Self.status(after: failure, context: context)
                }
                return context.exitStatus.rawValue
            }
        } catch {
            let (code, message) = FailureReport.map(error, topic: parsed?.topic ?? .general)
            context.line("kkeulmit: " + message)
            if context.verbose, let usage = error as? UsageError {
                context.line(HelpText.synopsis(for: usage.topic))
            }
            return code.rawValue
        }
    }

    /// What a run whose output nobody reads returns: 128 + SIGPIPE, what a shell reports for a program SIGPIPE
    /// killed. `main` then ends the process by that signal, as programs that leave SIGPIPE alone end.
    package static let readerGoneStatus: Int32 = 128 + 13

    /// Output that could not be written: quietly `readerGoneStatus` when nobody reads it; otherwise one line, and
    /// 70, since a script must not mistake advice that never reached its file (`> /dev/full`) for success.
    static func status(after failure: OutputFailure, context: RunContext) -> Int32 {
        if failure.readerGone { return readerGoneStatus }
        context.line("kkeulmit: could not write the output: \(failure.reason)")
        return ExitCode.internalError.rawValue
    }
}
