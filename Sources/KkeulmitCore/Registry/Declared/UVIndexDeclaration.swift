import Foundation

/// The living-weather UV index (`uvIndex`) for every advice command: the first of the place's area codes the service
/// knows (`AreaCodeFallback`: today's code, then its 시군구 and 시도 codes), whose code JSON `areaNo` reports.
package struct UVIndexDeclaration: SourceDeclaration {
    /// The issue and the code that answered; nil for the built-in sample, which names none.
    package struct Answer: Sendable {
        package var forecast: UVForecast
        package var areaNo: String?

        package init(forecast: UVForecast, areaNo: String?) {
            (self.forecast, self.areaNo) = (forecast, areaNo)
        }
    }

    package var id: SourceID { .uvIndex }
    package var switchKey: String { "uv" }
    package var root: ServiceRoot { .living }
    package var names: SourceNames { SourceNames(LocalizedText(ko: "자외선", en: "UV index"), at: root) }
    package var openingOperation: String? { UVIndexRequest.operation }

    package func fetch(_ run: SourceRun) async throws -> OptionalSource<Answer> {
        let (provider, areaCodes) = (try run.pipeline, try run.requiredPlace.areaCodes)
        let fallback = AreaCodeFallback(source: "uv", store: provider.store, log: provider.exchange.context.log)
        let found = try await fallback.first(areaCodes, now: run.issueTime) { code in
            let provided = try await provider.provide(UVIndexSource(), code, now: run.issueTime, maxStale: run.maxStale)
            return (value: provided, rowCount: provided.value.count)
        }
        guard let found, let forecast = UVForecast.newest(rows: found.value.value, areaNo: found.areaNo) else {
            return OptionalSource(status: .unavailable)
        }
        return OptionalSource(
            found.value, value: Answer(forecast: forecast, areaNo: found.areaNo), issued: forecast.issued)
    }

    package func demo(_ run: SourceRun) -> OptionalSource<Answer>? {
        guard let forecast = try? UVDemoSample.forecast() else { return nil }
        return OptionalSource(status: .ok, value: Answer(forecast: forecast, areaNo: nil), issued: forecast.issued)
    }

    package func read(_ value: Answer, window: ReadingWindow, into readings: inout Readings) {
        readings.uv = value.forecast
    }

    package func probes(_ target: ProbeTarget, now: Date) -> [SourceProbe] {
        let title = "(LivingWthrIdxServiceV5)"
        return [
            .portal(
                UVIndexRequest.serviceRequest(areaNo: target.areaNo, time: KSTDateTime(now), rows: 1), id: "uv",
                title: LocalizedText(ko: "자외선지수 " + title, en: "UV index " + title),
                portalName: "기상청_생활기상지수 조회서비스", dataset: "15085288", row: UVIndexRow.self)
        ]
    }

    /// JSON `areaNo`: the code that answered, else the first one asked when UV was asked; nil otherwise.
    package static func areaNo(_ results: SourceResults) -> String? {
        guard let result = results[.uvIndex], result.asked else { return nil }
        return (result.value as? Answer)?.areaNo ?? results.place?.areaCodes.first
    }
}
