/// 초단기실황 (`ultraSrtNcst`) and 초단기예보 (`ultraSrtFcst`): the grid cell's observed hour and the next six, for commands
/// about the present. The forecast's timeline takes them in (`NowcastOverlay`), so they add no reading of their own.
package struct NowcastDeclaration: SourceDeclaration {
    package var source: GridForecastSource
    package var names: SourceNames
    /// The built-in sample: what a run at 06:20 on the sample's morning would read.
    var sample: @Sendable () throws -> KMAForecast

    package static let observation = NowcastDeclaration(
        source: .ultraSrtNcst, names: SourceNames(LocalizedText(ko: "초단기실황", en: "current observation")),
        sample: DemoNowcastSample.observation)
    package static let ultraShort = NowcastDeclaration(
        source: .ultraSrtFcst, names: SourceNames(LocalizedText(ko: "초단기예보", en: "ultra-short forecast")),
        sample: DemoNowcastSample.forecast)

    package var id: SourceID { source.product.id }
    package var switchKey: String { "nowcast" }
    package var root: ServiceRoot { .forecast }
    package var needsPlace: Bool { false }

    package func isUsed(by window: SourceWindow) -> Bool { window.isPresent }

    package func fetch(_ run: SourceRun) async throws -> OptionalSource<KMAForecast> {
        let provided = try await run.pipeline.provide(
            source, run.location.cell, now: run.issueTime, maxStale: min(run.maxStale, source.usefulSeconds))
        run.log("\(source.product.operation): \(provided.value.base) issue, \(provided.origin)")
        return OptionalSource(provided, value: provided.value, issued: provided.value.base.time)
    }

    package func demo(_ run: SourceRun) -> OptionalSource<KMAForecast>? {
        guard let forecast = try? sample() else { return OptionalSource(status: .unavailable) }
        return OptionalSource(status: .ok, value: forecast, issued: forecast.base.time)
    }
}
