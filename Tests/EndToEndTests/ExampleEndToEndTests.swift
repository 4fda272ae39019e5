import Foundation
import Testing

/// The library's example consumer (Examples/ForecastExample), built with the package, run the way a person would
/// run another program built on KkeulmitCore: its `KMAWeatherClient` asks the loopback KMA and prints the hours.
@Suite("forecast-example: another program using KkeulmitCore's WeatherClient")
struct ExampleEndToEndTests {
    static var example: String { BinaryRunner.productsDirectory.appendingPathComponent("forecast-example").path }

    @Test("prints the hours of the newest issue for a coordinate, sent by data.go.kr on loopback")
    func printsForecast() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let issue = try Data(contentsOf: Repository.kmaFixtures.appendingPathComponent("vilage-fcst-0500-success.json"))
        server.route("example") { _ in .kmaPaged(fullIssue: issue) }
        let r = try await BinaryRunner.run(
            ["37.5665", "126.9780", "3"],
            environment: [
                "KMA_SERVICE_KEY": "EXAMPLEKEY", "KKEULMIT_BASE_URL": server.baseURL(for: "example"),
                "PATH": "/usr/bin:/bin",
            ],
            executable: Self.example)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        // The issue is the newest at the real clock (the example has no KKEULMIT_NOW); the rows are the fixture's.
        #expect(lines.first?.hasPrefix("cell 60,127, issue 20") == true, "\(r.stdout)")
        #expect(lines.first?.hasSuffix(", from dataGoKr") == true, "\(r.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("2026-11-30T") == true, "\(r.stdout)")
        #expect(lines.count == 4)
        #expect(!r.stdout.contains("EXAMPLEKEY") && !r.stderr.contains("EXAMPLEKEY"))
    }

    static let refusals: [([String], [String: String], Int32)] = [
        ([], [:], 64),
        (["37.5665", "126.9780"], [:], 78),
        (["51.5", "-0.12"], ["KMA_SERVICE_KEY": "k"], 64),
    ]

    @Test("without a key: one line and 78; no coordinate or one outside Korea: usage and 64", arguments: refusals)
    func refuses(arguments: [String], environment: [String: String], status: Int32) async throws {
        let r = try await BinaryRunner.run(arguments, environment: environment, executable: Self.example)
        #expect(r.status == status && r.stdout == "")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }
}
