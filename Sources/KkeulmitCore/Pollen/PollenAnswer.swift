import Foundation

/// What one answer of a pollen operation says (docs/POLLEN.md, "Answers"): the species' issue, out of season, or
/// an area the service does not know; anything else stays a failure.
package enum PollenAnswer: Hashable, Sendable {
    /// The newest readable issue for the area.
    case forecast(PollenForecast)
    /// `99` "해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]": the species is out of season (JSON `null`),
    /// not an error and not 낮음. The months are read from the message, never assumed.
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

    /// The season's months as the off-season message states them (`3월 ~ 6월` → 3...6); nil when it states none.
    package static func season(in message: String) -> ClosedRange<Int>? {
        // Character searches, not Foundation's `range(of:)`: every cached pollen answer out of season says this.
        guard let open = message.firstIndex(of: "["), let close = message[open...].firstIndex(of: "]") else {
            return nil
        }
        let numbers = message[message.index(after: open)..<close].split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.count == 2, (1...12).contains(numbers[0]), (1...12).contains(numbers[1]) else { return nil }
        return numbers[0] <= numbers[1] ? numbers[0]...numbers[1] : nil
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
