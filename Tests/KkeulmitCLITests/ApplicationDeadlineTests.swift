import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// The run's one deadline, seen from the runner: made from `--timeout`, handed to the service, and enforced around
/// it even when the service never looks at it. No test waits for real time: the deadlines run on a `GateClock`.
@Suite("Application: the run's deadline", .timeLimit(.minutes(10)))
struct ApplicationDeadlineTests {
    static let env = ["HOME": "/home/me", "KMA_SERVICE_KEY": "SECRET+KEY/1=="]

    /// A service stuck until released (it ignores cancellation, like a request stuck in libcurl), which then logs
    /// a line, as abandoned work may.
    final class StuckService: AdviceService, Sendable {
        let clock: GateClock
        let released = OneShot<Void>()
        let finished = OneShot<Void>()

        init(clock: GateClock) { self.clock = clock }

        func advice(for request: AdviceRequest, deadline: Deadline, diagnostics: Diagnostics) async throws
            -> AdviceReport
        {
            // The run's time runs out only once the service is under way.
            clock.open()
            try? await released.value()
            diagnostics.log("late line from abandoned work")
            finished.finish(.success(()))
            throw InternalError("the abandoned work's own failure")
        }

        func grid(_ query: LocationSpec) throws -> GridAnswer { .cell(nx: 60, ny: 127) }
    }

    /// The status, stdout and (still being written to, should abandoned work write) stderr of one run.
    private func run(_ arguments: [String], service: any AdviceService, clock: any Clock<Duration>) async -> (
        status: Int32, stdout: String, stderr: CapturedOutput
    ) {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let app = Application(service: service, fileSystem: InMemoryFileSystem([:]), elapsedClock: clock)
        let status = await app.run(
            arguments: arguments, environment: Environment(Self.env), stdout: out, stderr: err,
            clock: FixedTimeSource(ISO8601.parse("2026-11-30T07:30:00+09:00")!))
        return (status, out.text, err)
    }

    @Test(
        "the service is handed the deadline made from --timeout, or from the default",
        arguments: [
            (["--timeout", "7"], 7.0), ([], CommandRun.defaultTimeoutSeconds),
        ])
    func handedDown(extra: [String], budget: Double) async throws {
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        let r = await run(["now", "--place", "종로구"] + extra, service: fake, clock: GateClock())
        #expect(r.status == 0)
        let deadline = try #require(fake.deadlines.first)
        #expect(deadline.budgetSeconds == budget)
        #expect(deadline.remainingSeconds == budget)
    }

    @Test("a service that outlives --timeout is abandoned: exit 69, one line that blames the run, not KMA")
    func abandoned() async throws {
        let clock = GateClock()
        let service = StuckService(clock: clock)
        let r = await run(["now", "--place", "종로구", "--timeout", "5", "--verbose"], service: service, clock: clock)
        #expect(r.status == 69)
        #expect(r.stdout == "")
        let atExit = r.stderr.text
        #expect(
            atExit.hasSuffix("kkeulmit: the run did not finish within its 5 s: try again later or raise --timeout\n"))
        #expect(!atExit.contains("KMA did not answer"))

        // The abandoned work goes on, and what it logs after the run's last line is dropped.
        service.released.finish(.success(()))
        try await service.finished.value()
        #expect(r.stderr.text == atExit)
    }
}
