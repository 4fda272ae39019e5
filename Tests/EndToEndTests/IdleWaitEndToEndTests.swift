import Foundation
import Testing

/// While servers accept and never answer, a run waits without using the CPU. The bound is on the CPU time the
/// child used (user and system, from `wait4`), never on wall time: load stretches how long the wait takes, not
/// the work done meanwhile, so a loaded machine cannot make these fail. A run that spins (as every run did while
/// URLSession kept a write source on a silent socket: a core's worth of CPU for the whole wait) exceeds the bound
/// many times over; a run that only waits stays far below it (start-up, one request per source, the rendering).
@Suite("No busy wait while servers hang")
struct IdleWaitEndToEndTests {
    static let timeout = Double(E2E.hangTimeout)!
    /// 5 % of the longest the run may wait.
    static let cpuBound = timeout * 0.05
    static let args = ["now", "--place", "종로구", "--no-cache", "--timeout", E2E.hangTimeout]

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
        s.server.routeAdvisories(s.id) { _ in .neverAnswer }
        let r = try await s.run(Self.args + ["--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let statuses = ((report["sources"] as? [[String: Any]]) ?? []).map { "\($0["status"] ?? "")" }
        #expect(statuses == ["ok"] + Array(repeating: "unavailable", count: 7))
        #expect(r.cpuSeconds < Self.cpuBound, "CPU \(r.cpuSeconds) s in \(r.seconds) s")
    }
}

/// The suite never leaves loopback: every run of the binary is given `OutsideTrap` as its proxy for other hosts,
/// and `BinaryRunner.run` fails a test whose run sent anything there.
@Suite("The suite stays on loopback")
struct LoopbackOnlyTests {
    @Test("a run left with the real services' roots is caught by the trap before it reaches the network")
    func trapCatches() async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        var environment = sandbox.environment
        // The services' own roots, as a user has them: every request would go to apis.data.go.kr.
        environment["KKEULMIT_BASE_URL"] = nil
        environment["KKEULMIT_AIRKOREA_URL"] = nil
        environment["KKEULMIT_LIVING_URL"] = nil
        environment["KKEULMIT_ALERTS_URL"] = nil
        environment["KKEULMIT_HEALTH_URL"] = nil
        environment["KMA_SERVICE_KEY"] = E2E.encodedKey
        let (r, outside) = try await BinaryRunner.runTrapped(
            ["now", "--nx", "60", "--ny", "127", "--no-cache", "--timeout", "5"], environment: environment)
        #expect(r.status == 69)
        #expect(!outside.isEmpty && outside.allSatisfy { $0 == "CONNECT apis.data.go.kr:443 HTTP/1.1" }, "\(outside)")
    }
}
