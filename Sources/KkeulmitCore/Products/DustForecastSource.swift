import Foundation

/// AirKorea's dust forecast (`getMinuDustFrcstDspth`), asked for by the date of the issue: one answer holds every
/// pollutant, target date and region of the country, issued at 05, 11, 17 and 23시.
package struct DustForecastSource: PortalSource {
    package typealias Row = DustForecastRow

    package init() {}

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

    package func keeps(_ rows: [DustForecastRow], subject: Void, issue: KSTDateTime?) -> Bool {
        guard let issue else { return false }
        return DustForecast(rows: rows).entries.contains { $0.issued >= issue }
    }
}
