import Foundation

/// The required short-term forecast (`vilageFcst`): asked through `WeatherClient`, never switched off, its failure
/// the run's exit code. What the registry keeps of it is its `doctor` probe, one per provider with a key.
package enum ForecastDeclaration {
    package static let id = SourceID.vilageFcst

    /// `getVilageFcst` for the latest published issue, one row, from `provider`; API Hub's answer read in its
    /// dialect (its bare 401/403/404 are its own answers).
    package static func probe(_ target: ProbeTarget, now: Date, provider: ProviderID) -> SourceProbe {
        let base = ForecastBase.latest(publishedBy: KSTDateTime(now))
        let request = GridForecastSource.vilageFcst.request(cell: target.cell, base: base, pageNo: 1, numOfRows: 1)
        let service = "(VilageFcstInfoService_2.0)"
        let hub = provider == .apiHub
        return SourceProbe(
            id: hub ? "apihub-forecast" : "forecast",
            title: LocalizedText(
                ko: (hub ? "API허브 " : "") + "단기예보 " + service,
                en: (hub ? "API Hub " : "") + "short-term forecast " + service),
            portalName: hub ? "단기예보 조회서비스 getVilageFcst" : "기상청_단기예보 조회서비스", dataset: hub ? nil : "15084084",
            provider: provider, request: request, decidesExitCode: true
        ) {
            let error = SourceProbe.accepted(KMAResponseDecoder.classify(status: $0, headers: $1, body: $2))
            return hub ? error.map(ProviderID.apiHub.dialect) : error
        }
    }
}
