import Foundation
import KkeulmitCore

/// `kkeulmit batch`: the config, key and roots are read once, and the sources made once for all lines; then every stdin
/// line is answered on stdout as it comes, through `now`'s request builder. Problems that stop every line (no key, a
/// bad config file) end the run before any input is read, with one stderr line and their exit code.
struct BatchCommand: OptionsCommand {
    var options: BatchOptions

    var timeoutSeconds: Double { options.common.timeoutSeconds ?? CommandRun.defaultTimeoutSeconds }

    static let spec = CommandSpec(
        .batch,
        sections: [
            OptionSection(
                "Options",
                [
                    OptionEntry(.maxRequests), OptionEntry(.concurrency),
                    OptionEntry(.forecastOnly, help: "use the short-term forecast alone for every line"),
                ]),
            .common,
        ], prose: HelpText.batch, "advise many people: JSON lines in (stdin), JSON lines out (stdout)")

    func run(_ run: CommandRun) async throws -> CommandOutput {
        let context = run.context
        let diagnostics = run.diagnostics(verbose: options.common.verbose)
        let budget = RequestBudget(limit: options.maxRequests)
        var builder = try AdviceRequestBuilder(
            common: options.common, forecastOnly: options.forecastOnly, run: run, diagnostics: diagnostics)
        // One set of sources for every line: one URLSession, one budget, one memo, so each distinct request is
        // sent once and --max-requests counts every service.
        try builder.readKey(run, diagnostics: diagnostics, budget: budget)
        let advisor = BatchAdvisor(
            service: run.edges.service, builder: builder, timeoutSeconds: timeoutSeconds,
            elapsedClock: run.edges.elapsedClock, diagnostics: diagnostics, redact: { context.redact($0) })
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
}

/// Options of `batch`. Nil means "not given": the default decides.
package struct BatchOptions: CommandOptions {
    /// Default `--concurrency`.
    package static let defaultConcurrency = 4
    /// Largest `--concurrency`: more only queues behind KMA's answers and holds more lines in memory.
    package static let maxConcurrency = 64

    /// `--max-requests N`: at most this many HTTP requests for the whole run; nil: no limit.
    package var maxRequests: Int?
    /// `--concurrency N`: lines advised at once.
    package var concurrency: Int?
    /// `--forecast-only`: the short-term forecast alone for every line.
    package var forecastOnly = false
    package var common = CommonOptions()
}

extension BatchOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(
            maxRequests: try arguments.integer(.maxRequests, in: 0...Int(Int32.max)),
            concurrency: try arguments.integer(.concurrency, in: 1...Self.maxConcurrency),
            forecastOnly: arguments.flag(.forecastOnly), common: try arguments.common())
    }
}

extension HelpText {
    static let batch = HelpProse(
        headline: "kkeulmit batch — advice for many people: JSON lines in (stdin), JSON lines out (stdout)",
        examples: """
            kkeulmit batch < people.jsonl > advice.jsonl
            echo '{"id": "a", "location": {"place": "종로구"}}' | kkeulmit batch
            kkeulmit batch --max-requests 9000 --concurrency 8 < people.jsonl
            """,
        description: [
            .literal(
                title: "One JSON object a line in, one a line out, in input order:",
                """
                {"id": "a", "location": {"place": "종로구"}, "lang": "en"}
                {"id":"b","location":{"nx":60,"ny":127},"at":"2026-11-30T08:00"}
                {"id": "a", "advice": {…the --json object…}}
                {"id": "b", "error": {"exitCode": 65, "message": "…"}}
                """),
            .text(
                """
                Each line is advised as 'now' would (as 'at' with "at"), each on its own: a bad line (not JSON, no
                id, a bad location) gets an error with exit code 64 and the run goes on. Each distinct cell and
                issue is fetched once per run, and once per issue across runs through the cache, however many
                lines share it. --timeout bounds each line. The comparison with yesterday is left out, and nothing
                is learned or recorded for feedback. A progress bar is drawn on stderr when it is a terminal.
                """),
        ],
        trailer: [
            .definitions(
                title: "Exit codes", column: 12,
                [
                    ("0", "every line got advice"),
                    ("64", "a line was malformed (or a usage error: nothing was read)"),
                    ("65, 69, 75", "the most serious per-line code: 75 when --max-requests ran out"),
                    ("77, 78", "the key was rejected; no key, or the config file is unreadable or invalid"),
                    ("70", "internal error, or stdout could not be written"),
                ])
        ])
}
