import Foundation
import KkeulmitCore

/// `kkeulmit batch`: the config, the key and the roots are read once, and the sources made once for all lines; then every stdin line is answered on stdout
/// as it comes, through the same request builder as `now`. Problems that stop every line (no key, a bad config
/// file) end the run before any input is read, with one stderr line and their exit code.
struct BatchCommand: OptionsCommand {
    var options: BatchOptions

    var timeoutSeconds: Double { options.common.timeoutSeconds ?? CommandRun.defaultTimeoutSeconds }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        let context = run.context
        let diagnostics = run.diagnostics(verbose: options.common.verbose)
        let budget = RequestBudget(limit: options.maxRequests)
        let advisor = try prepare(run, diagnostics: diagnostics, budget: budget)
        let runner = BatchRunner(concurrency: options.concurrency ?? BatchOptions.defaultConcurrency) {
            await advisor.answer($0)
        }
        let input = run.edges.standardInput
        let progress = BatchProgress(onTerminal: run.stderr, totalBytes: input.totalBytes) { budget.used }
        let summary = await runner.run(source: input, output: run.stdout, progress: progress)
        diagnostics.log(
            "batch: \(summary.lines) lines, \(summary.failures) with an error, \(budget.used) requests sent")
        if let failure = summary.writeProblem {
            return .written(status: Application.status(after: failure, context: context))
        }
        if let problem = summary.readProblem {
            let answered = summary.lines > 0 ? "; the lines read before were answered" : ""
            context.line("kkeulmit: \(problem)\(answered)")
            return .written(status: BatchAnswer.worse(summary.exitCode, .usage).rawValue)
        }
        return .written(status: summary.exitCode.rawValue)
    }

    private func prepare(_ run: CommandRun, diagnostics: Diagnostics, budget: RequestBudget) throws -> BatchAdvisor {
        var builder = try AdviceRequestBuilder(
            common: options.common, forecastOnly: options.forecastOnly, run: run, diagnostics: diagnostics)
        // One set of sources for every line: one URLSession, one budget, one memo, so each distinct request is
        // sent once and --max-requests counts every service.
        try builder.readKey(run, diagnostics: diagnostics, budget: budget)
        let timeout = timeoutSeconds
        let context = run.context
        return BatchAdvisor(
            service: run.edges.service, builder: builder, timeoutSeconds: timeout,
            elapsedClock: run.edges.elapsedClock, diagnostics: diagnostics, redact: { context.redact($0) })
    }
}
