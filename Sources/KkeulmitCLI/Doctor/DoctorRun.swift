/// `kkeulmit doctor`: the checks (`DoctorChecks`) as one report on stdout whatever they found; a failing check
/// also sets the exit code and gets one stderr line.
struct DoctorCommand: OptionsCommand {
    var options: DoctorOptions

    var timeoutSeconds: Double { options.common.timeoutSeconds ?? CommandRun.defaultTimeoutSeconds }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        run.context.verbose = options.common.verbose
        let checks = DoctorChecks(
            fileSystem: run.edges.fileSystem, network: run.edges.network, registry: run.edges.service.registry)
        let report = try await checks.run(
            options, environment: run.environment, now: try run.now(), deadline: run.deadline, context: run.context)
        if let decisive = report.decisive {
            run.context.exitStatus = report.exitCode
            run.context.line("kkeulmit: doctor: \(decisive.message)" + (decisive.fix.map { "; \($0)" } ?? ""))
        }
        return .text(report.render(json: options.json))
    }
}
