import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// The advice pipeline reaches KMA through `WeatherClient` alone: a stub stands in for KMA, and what it says of the
/// answer (where it came from, who sent it, how old a stand-in is) is what the report says.
@Suite("The advice pipeline asks KMA through WeatherClient")
struct WeatherClientStubTests {
    /// Answers every request with the demo's issue, as `origin` from `provider`, and records what it was asked.
    final class Stub: WeatherClient, @unchecked Sendable {
        let origin: ShortTermForecast.Origin
        let provider: String?
        private let lock = NSLock()
        private var asked: [ForecastRequest] = []

        init(origin: ShortTermForecast.Origin, provider: String?) {
            self.origin = origin
            self.provider = provider
        }

        var requests: [ForecastRequest] { lock.withLock { asked } }

        func shortTermForecast(_ request: ForecastRequest) async throws -> ShortTermForecast {
            lock.withLock { asked.append(request) }
            return ShortTermForecast(
                forecast: try DemoSample.forecast(), origin: origin, provider: provider, staleReason: "KMA was down")
        }
    }

    static func advice(from stub: Stub) async throws -> AdviceReport {
        let location = try LocationResolver.resolve(.place(DemoSample.placeName))
        var request = AdviceRequest(
            source: .live(LiveSource(location: location, sources: .unused)), now: DemoSample.now.instant,
            windowStart: DemoSample.now.instant, hours: 12, language: .ko)
        // Only the required source: nothing else may try the (unused) network.
        request.sourceSwitches = .forecastOnly
        let service = ForecastAdviceService(weatherClient: { _ in stub })
        return try await service.advice(
            for: request, deadline: Deadline(seconds: 3600), diagnostics: Diagnostics(enabled: false) { _ in })
    }

    @Test(
        "the stub's answer is the advice's forecast: the cell and window asked, the provider and origin reported",
        arguments: [
            (ShortTermForecast.Origin.network, String?("apiHub"), false),
            (.cache, "dataGoKr", false),
            (.stale(ageSeconds: 7200), nil, true),
        ])
    func stubbed(origin: ShortTermForecast.Origin, provider: String?, stale: Bool) async throws {
        let stub = Stub(origin: origin, provider: provider)
        let report = try await Self.advice(from: stub)
        #expect(stub.requests.map(\.cell) == [DemoSample.cell])
        #expect(
            stub.requests.first?.window == ForecastRequest.Window(start: KSTDateTime(DemoSample.now.instant), hours: 12)
        )
        #expect((report.stale != nil) == stale)
        #expect(report.stale?.ageMinutes == (stale ? 120 : nil))
        let line = report.sources.first { $0.id == .vilageFcst }
        #expect(line?.provider?.rawValue == provider)
        #expect(line?.status == (stale ? .stale : .ok))
        #expect(report.hourly.count == 12)
    }
}
