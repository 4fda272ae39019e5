import Foundation
import Testing

/// An optional service's failure is said in its own name and points at its own root's variable (issue 27, item 4):
/// AirKorea's timeout never says KMA; pollen's refused connection names KKEULMIT_HEALTH_URL.
@Suite("failures named by their service end to end")
struct ServiceNamesEndToEndTests {
    @Test("AirKorea never answers: --verbose says AirKorea did not answer within the request's time, never KMA")
    func airKoreaTimeout() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeExposure(s.id) { _ in .neverAnswer }
        try s.sandbox.write(
            #"{"sources": {"nowcast": false, "uv": false, "alerts": false, "pollen": false}}"#,
            to: s.sandbox.configFile)
        let r = try await s.run(
            ["now", "--place", "종로구", "--no-cache", "--verbose", "--timeout", E2E.hangTimeout], env: E2E.env())
        #expect(r.status == 0)
        #expect(r.stderr.contains("AirKorea did not answer within"), "\(r.stderr)")
        #expect(!r.stderr.contains("KMA did not answer"), "\(r.stderr)")
    }

    @Test("pollen's root refuses the connection: --verbose names KMA's pollen service and KKEULMIT_HEALTH_URL")
    func pollenRefused() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        try s.sandbox.write(
            #"{"sources": {"nowcast": false, "airQuality": false, "uv": false, "alerts": false}}"#,
            to: s.sandbox.configFile)
        let port = try NetworkFailureEndToEndTests.closedPort()
        let r = try await s.run(
            ["now", "--place", "종로구", "--no-cache", "--verbose", "--json"],
            env: E2E.env().merging(["KKEULMIT_HEALTH_URL": "http://127.0.0.1:\(port)/health"]) { $1 })
        #expect(r.status == 0)
        #expect(r.stderr.contains("could not reach KMA's pollen service"), "\(r.stderr)")
        #expect(r.stderr.contains("check the network or KKEULMIT_HEALTH_URL"), "\(r.stderr)")
        #expect(!r.stderr.contains("--base-url"), "\(r.stderr)")
    }
}
