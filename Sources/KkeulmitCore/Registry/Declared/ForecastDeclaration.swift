import Foundation

/// The required short-term forecast (`vilageFcst`): asked through `WeatherClient`, never switched off, its failure
/// the run's exit code. What the registry keeps of it is its `doctor` probe, one per provider with a key.
package enum ForecastDeclaration {
    package static let id = SourceID.vilageFcst

    /// `getVilageFcst` for the latest published issue, one row, from `provider`.
    package static func probe(_ target: ProbeTarget, now: Date, provider: ProviderID) -> SourceProbe {
        let base = ForecastBase.latest(publishedBy: KSTDateTime(now))
        let request = GridForecastSource.vilageFcst.request(cell: target.cell, base: base, pageNo: 1, numOfRows: 1)
        let service = "(VilageFcstInfoService_2.0)"
        guard provider == .apiHub else {
            return SourceProbe(
                id: "forecast", title: LocalizedText(ko: "단기예보 " + service, en: "short-term forecast " + service),
                portalName: "기상청_단기예보 조회서비스", dataset: "15084084", request: request, decidesExitCode: true
            ) { SourceProbe.accepted(KMAResponseDecoder.classify(status: $0, headers: $1, body: $2)) }
        }
        // Read in API Hub's dialect: its bare 401/403/404 are its own answers.
        return SourceProbe(
            id: "apihub-forecast",
            title: LocalizedText(ko: "API허브 단기예보 " + service, en: "API Hub short-term forecast " + service),
            portalName: "단기예보 조회서비스 getVilageFcst", dataset: nil, provider: .apiHub, request: request,
            decidesExitCode: true
        ) {
            SourceProbe.accepted(KMAResponseDecoder.classify(status: $0, headers: $1, body: $2)).map(
                ProviderID.apiHub.dialect)
        }
    }
}
