import Foundation
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Replays the committed inputs of the `FuzzWeatherAlerts` and `FuzzPollen` libFuzzer targets (their seeds, any
/// regressions, and the fixtures that seed them) through the entries the targets run.
@Suite("Fuzz regressions: warnings and pollen")
struct AlertsFuzzRegressionTests {
    static func inputs(_ directories: [String]) -> [String] {
        directories.flatMap { directory -> [String] in
            let url = AlertFixtures.root.deletingLastPathComponent().appendingPathComponent(directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".py") && !$0.hasSuffix(".csv") }.sorted()
                .map { directory + "/" + $0 }
        }
    }

    static let alertInputs = inputs([
        "Fuzz/FuzzWeatherAlerts/seeds", "Fuzz/FuzzWeatherAlerts/regressions", "Fixtures/Alerts",
    ])
    static let pollenInputs = inputs(["Fuzz/FuzzPollen/seeds", "Fuzz/FuzzPollen/regressions", "Fixtures/Pollen"])

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: AlertFixtures.root.deletingLastPathComponent().appendingPathComponent(path))
    }

    @Test("warning answers: no broken invariant; every answer with rows is replayed", arguments: alertInputs)
    func alerts(path: String) throws {
        let findings = FuzzEntry.weatherAlerts(try Self.data(path))
        #expect(findings.violations == [])
        if path.contains("pwn-cd-") && !path.contains("empty") && !path.contains("result") && !path.contains("gateway")
        {
            #expect(findings.accepted)
        }
    }

    @Test("pollen answers: no broken invariant; every answer with a grade is read", arguments: pollenInputs)
    func pollen(path: String) throws {
        let findings = FuzzEntry.pollen(try Self.data(path))
        #expect(findings.violations == [])
        if path.contains("-2027") || path.contains("recorded-1100000000") { #expect(findings.accepted) }
    }

    @Test("the corpora hold seeds and fixtures")
    func corpora() {
        #expect(Self.alertInputs.filter { $0.hasPrefix("Fuzz/FuzzWeatherAlerts/seeds/") }.count >= 4)
        #expect(Self.alertInputs.filter { $0.hasPrefix("Fixtures/Alerts/") }.count >= 15)
        #expect(Self.pollenInputs.filter { $0.hasPrefix("Fuzz/FuzzPollen/seeds/") }.count >= 3)
        #expect(Self.pollenInputs.filter { $0.hasPrefix("Fixtures/Pollen/") }.count >= 15)
    }
}
