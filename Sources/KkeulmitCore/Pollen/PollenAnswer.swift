import Foundation

/// What one answer of a pollen operation says (docs/POLLEN.md, "Answers"): the species' issue, out of season, or
/// an area the service does not know; anything else stays a failure.
package enum PollenAnswer: Hashable, Sendable {
    /// The newest readable issue for the area.
    case forecast(PollenForecast)
    /// `99` "해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]": the species is out of season (JSON `null`),
    /// not an error and not 낮음. No months are assumed: the message states them.
    case offSeason(message: String)
    /// No row for the area, or a `99` that is neither the off-season nor the too-old-time answer: ask with the
    /// next area code (`AreaCodeFallback`).
    case noSuchArea

    /// Reads one answer of `species` for `areaNo`.
    package static func read(
        _ result: Result<PortalResponse<PollenRow>, KMAError>, species: PollenSpecies, areaNo: String?
    ) -> Result<PollenAnswer, KMAError> {
        switch result {
        case .success(let response):
            if response.rows.isEmpty { return .success(.noSuchArea) }
            guard let forecast = PollenForecast.newest(rows: response.rows, species: species, areaNo: areaNo) else {
                return .failure(.content("no readable pollen row"))
            }
            return .success(.forecast(forecast))
        case .failure(.resultCode(let code, let message, _, _)) where code == .unknown && message.contains("제공기간"):
            return .success(.offSeason(message: message))
        case .failure(let error) where AreaCodeFallback.isNoSuchArea(error):
            return .success(.noSuchArea)
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Classifies one HTTP answer (`PortalResponseDecoder`'s rules: the body decides before the status).
    package static func classify(
        species: PollenSpecies, areaNo: String?, status: Int, headers: [String: String] = [:], body: Data
    ) -> Result<PollenAnswer, KMAError> {
        read(
            PortalResponseDecoder.classify(PollenRow.self, status: status, headers: headers, body: body),
            species: species, areaNo: areaNo)
    }
}

extension PollenAnswer: CustomStringConvertible {
    /// How the `--verbose` log tells it: `print`'s reflection of the enum and its forecast was 3 % of a warm batch,
    /// made for a log line nobody asked for.
    package var description: String {
        switch self {
        case .forecast(let forecast): "the \(forecast.issued.iso8601) issue, \(forecast.grades.count) days graded"
        case .offSeason: "out of season"
        case .noSuchArea: "no such area"
        }
    }
}
