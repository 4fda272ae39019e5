import Foundation

/// AirKorea's dust forecast (`getMinuDustFrcstDspth`), asked for by the issue's date: one answer, issued at 05, 11, 17
/// and 23시, holds every pollutant, target date and region of the country. Its value is the forecast read from the rows
/// (`DustForecast`), not the rows: reading the regions' grades is the work, and one answer serves all a run's requests.
package struct DustForecastSource: PortalSource {
    package typealias Row = DustForecastRow
    package typealias Subject = Void
    package typealias Value = DustForecast

    /// An issue stands in for a failed request for a day.
    package var traits: SourceTraits {
        SourceTraits(name: "dust", schedule: .airKoreaDustForecast, usefulSeconds: 86_400)
    }

    /// The forecast is the same everywhere.
    package func key(for subject: Void) -> String { "kr" }

    package func request(for subject: Void, issue: KSTDateTime?) -> ServiceRequest {
        let date = issue?.date ?? KSTDate(daysSinceEpoch: 0)
        return AirKoreaRequest.dustForecast(issuedOn: date)
    }

    package func value(of rows: [DustForecastRow]) -> DustForecast { DustForecast(rows: rows) }

    package func keeps(_ forecast: DustForecast, subject: Void, issue: KSTDateTime?) -> Bool {
        guard let issue else { return false }
        return forecast.entries.contains { $0.issued >= issue }
    }
}
