import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// The pipeline's failures are its own (`AdviceError`, `LocationError`), carry where a value came from, and name
/// no command-line option. The built-in sample (`demo`) serves as the forecast: no network.
@Suite("ForecastAdviceService fails in its own terms")
struct ForecastAdviceServiceErrorTests {
    static let service = ForecastAdviceService()

    static func demoRequest(hours: Int, source: SettingSource) -> AdviceRequest {
        AdviceRequest(
            location: nil, now: DemoSample.base.time.instant, windowStart: DemoSample.base.time.instant, hours: hours,
            hoursSource: source, language: .ko, demo: true, serviceKey: nil)
    }

    @Test(
        "an hour count out of range keeps its source, and the message names that source",
        arguments: [
            (SettingSource.configFile(path: "/c.json", key: "hours"), "config file /c.json: \"hours\""),
            (.schedule(name: "commute", path: "/c.json"), "config file /c.json: schedule 'commute'"),
            (.option("--hours"), "--hours"),
        ])
    func hoursOutOfRange(source: SettingSource, named: String) async throws {
        let error = try await #require(throws: AdviceError.self) {
            try await Self.service.advice(
                for: Self.demoRequest(hours: 60, source: source), deadline: Deadline(seconds: 3600),
                diagnostics: Diagnostics(enabled: false) { _ in })
        }
        #expect(error == .hoursOutOfRange(60, source: source))
        #expect(
            FailureReport.map(error, topic: NowCommand.spec.topic).message.hasPrefix(
                named + " must be"))
    }

    @Test("grid: a cell off the grid is a location error naming the cell")
    func gridCell() throws {
        #expect(throws: LocationError.outsideGridCell(nx: 150, ny: 1)) {
            try Self.service.grid(.cell(nx: 150, ny: 1))
        }
    }
}
