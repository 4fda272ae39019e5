import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("doctor's checks")
struct DoctorCheckTests {
    static let service = DoctorService(
        AirQualityDeclaration().probes(.jongno, now: Date(timeIntervalSince1970: 1_796_000_000))[0],
        roots: ServiceRoots())

    @Test(
        "each gateway code reads as its own problem with its own fix",
        arguments: [
            ("30", "does not know this key", "register the key for 한국환경공단_에어코리아_측정소정보"),
            ("12", "wrong root", "KKEULMIT_AIRKOREA_URL"), ("22", "quota is used up", "midnight KST"),
            ("29", "blocks the IP address", "another network"), ("31", "expired", "renew"),
            ("32", "IP address is not registered", "IP address to the key's settings"),
        ])
    func gatewayCodes(_ code: String, _ message: String, _ fix: String) {
        let check = Self.service.check(KMAError.gateway(reasonCode: code, authMessage: "X"))
        #expect(check.status == .problem)
        #expect(check.message.contains(message), "\(check.message)")
        #expect(check.fix?.contains(fix) == true, "\(check.fix ?? "")")
    }

    @Test("an answer the key was accepted for is ok, without a fix")
    func accepted() {
        let check = Self.service.check(nil)
        #expect(check.status == .ok)
        #expect(check.fix == nil)
    }

    @Test("the forecast's failure decides the exit code as for advice")
    func exitCodes() {
        #expect(DoctorChecks.exitCode(for: KMAError.gateway(reasonCode: "30", authMessage: "")) == .keyRejected)
        #expect(DoctorChecks.exitCode(for: KMAError.gateway(reasonCode: "22", authMessage: "")) == .unavailable)
        #expect(DoctorChecks.exitCode(for: KMAError.transport("connection refused")) == .unavailable)
        #expect(DoctorChecks.exitCode(for: DeadlineExceeded(.request(.forecast), seconds: 3)) == .unavailable)
    }

    @Test("the clock: within 2 minutes ok, beyond a problem saying which way, no Date a warning")
    func clock() {
        let server = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(DoctorChecks.clockCheck(now: server.addingTimeInterval(119), serverDates: [server]).status == .ok)
        let ahead = DoctorChecks.clockCheck(now: server.addingTimeInterval(180), serverDates: [server])
        #expect(ahead.status == .problem)
        #expect(ahead.message.contains("3 min ahead of"))
        let behind = DoctorChecks.clockCheck(now: server.addingTimeInterval(-600), serverDates: [server])
        #expect(behind.message.contains("10 min behind"))
        #expect(DoctorChecks.clockCheck(now: server, serverDates: []).status == .warning)
    }

    @Test("a key encoded twice is recognised")
    func encodedTwice() {
        #expect(DoctorChecks.looksEncodedTwice("ab%2Bcd"))
        #expect(!DoctorChecks.looksEncodedTwice("ab+cd/ef=="))
    }

    @Test("the JSON object has a checks array of id, status, message and fix")
    func json() {
        let report = DoctorChecks.Report(
            checks: [DoctorCheck("key", .ok, "fine"), DoctorCheck("cache", .problem, "no", fix: "chmod")],
            exitCode: .success)
        #expect(
            report.render(json: true)
                == "{\"checks\":[{\"id\":\"key\",\"status\":\"ok\",\"message\":\"fine\",\"fix\":null},"
                + "{\"id\":\"cache\",\"status\":\"problem\",\"message\":\"no\",\"fix\":\"chmod\"}]}\n")
    }
}
