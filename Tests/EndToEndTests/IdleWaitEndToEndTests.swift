import Foundation
import Testing

/// While servers accept and never answer, a run waits without using the CPU. The bound is on the CPU time the
/// child used (user and system, from `wait4`), never on wall time: load stretches how long the wait takes, not
/// the work done meanwhile, so a loaded machine cannot make these fail. A run that spins (as every run did while
/// URLSession kept a write source on a silent socket: a core's worth of CPU for the whole wait) exceeds the bound
/// many times over; a run that only waits stays far below it (start-up, one request per source, the rendering).
@Suite("No busy wait while servers hang")
struct IdleWaitEndToEndTests {
    static let timeout = 6.0
    /// 5 % of the longest the run may wait.
    static let cpuBound = timeout * 0.05
    static let args = ["now", "--place", "종로구", "--no-cache", "--timeout", "6"]

    @Test("every service accepts and never answers: exit 69 by --timeout, at most 5 % of it in CPU time")
    func everyServiceHangs() async throws {
        let s = try KMAScenario { _ in .neverAnswer }
        s.server.routeNowcast(s.id) { _ in .neverAnswer }
        s.server.routeExposure(s.id) { _ in .neverAnswer }
        let r = try await s.run(Self.args, env: E2E.env())
        E2E.expectFailure(r, code: 69)
        #expect(s.requests.contains { $0.path == "/getVilageFcst" })
        #expect(!s.server.requests(for: s.id + LoopbackServer.exposureSuffix).isEmpty)
        #expect(r.cpuSeconds < Self.cpuBound, "CPU \(r.cpuSeconds) s in \(r.seconds) s")
    }

    @Test("the forecast answers, every optional source hangs: exit 0 with every one unavailable, at most 5 % in CPU")
    func optionalSourcesHang() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeNowcast(s.id) { _ in .neverAnswer }
        s.server.routeExposure(s.id) { _ in .neverAnswer }
        let r = try await s.run(Self.args + ["--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let statuses = ((report["sources"] as? [[String: Any]]) ?? []).map { "\($0["status"] ?? "")" }
        #expect(statuses == ["ok"] + Array(repeating: "unavailable", count: 5))
        #expect(r.cpuSeconds < Self.cpuBound, "CPU \(r.cpuSeconds) s in \(r.seconds) s")
    }
}
