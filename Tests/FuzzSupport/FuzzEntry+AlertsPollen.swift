import Foundation
import KkeulmitCore

extension FuzzEntry {
    /// The moment the warning and pollen answers are read at: a morning of the fixtures.
    static let alertsNow = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30)

    /// Places whose zones the warnings are read for: a 권역, a split city, an island, a province, a name of today.
    static let alertPlaces = ["노원구", "파주시", "백령면", "제주특별자치도", "검단구", "부산광역시 중구"]

    /// The bytes as a `getPwnCd` answer (and as `getPwnStatus`'s): the decoder, the replay, what is in force for
    /// several places over a window. Invariants: the replay does not depend on the order or repetition of rows;
    /// each zone's changes are in time order, one per time; a stretch in force ends after it starts; at most one
    /// alert per type (per code for unknown types), most severe first, each on a zone of the place, named.
    ///
    /// - Returns: the broken invariants; accepted when the bytes were a getPwnCd answer with rows.
    package static func weatherAlerts(_ data: Data) -> FuzzFindings {
        var findings = FuzzFindings()
        if case .success(let response) = PortalResponseDecoder.classify(
            WarningStatusRow.self, status: 200, headers: [:], body: data)
        {
            for row in response.rows {
                findings.check(!row.namesInForce.contains(""), "an empty warning name in the status text")
            }
        }
        guard case .success(let rows) = WarningEventsAnswer.classify(status: 200, body: data) else { return findings }
        findings.accepted = !rows.isEmpty
        let state = WarningState(rows: rows)
        findings.check(WarningState(rows: rows.reversed()) == state, "the replay depends on the order of rows")
        findings.check(WarningState(rows: rows + rows) == state, "a repeated row changes the replay")
        let start = alertsNow.adding(hours: -24 * 7)
        let end = alertsNow.adding(hours: 24 * 7)
        for key in state.keys {
            let changes = state.changes(zone: key.zone, warnVar: key.warnVar)
            findings.check(zip(changes, changes.dropFirst()).allSatisfy { $0.time < $1.time }, "changes out of order")
            for interval in state.intervals(zone: key.zone, warnVar: key.warnVar, from: start, until: end) {
                findings.check(
                    interval.until.map { interval.since < $0 } ?? true, "a stretch that ends before it starts")
            }
        }
        for name in alertPlaces {
            guard case .found(let match) = PlaceDirectory.official.lookup(name) else {
                findings.fail("\(name) is not a place")
                continue
            }
            let zones = WarningZoneMap.official.zones(for: match, at: alertsNow)
            for reading in WarnVarReading.allCases {
                let alerts = AlertsReading(
                    state: state, zones: zones, from: alertsNow, until: alertsNow.adding(hours: 12), reading: reading
                ).alerts
                let kinds = alerts.map { "\($0.type.rawValue)\($0.type == .other ? String($0.code) : "")" }
                findings.check(Set(kinds).count == kinds.count, "two alerts of one type")
                findings.check(
                    zip(alerts, alerts.dropFirst()).allSatisfy { $0.level >= $1.level }, "alerts not most severe first")
                for alert in alerts {
                    findings.check(zones.applies(alert.zone), "an alert on a zone of another place")
                    findings.check(!alert.zoneName.isEmpty, "an alert without a zone name")
                    findings.check(alert.since < alertsNow.adding(hours: 12), "an alert that starts after the window")
                }
            }
        }
        return findings
    }

    /// The bytes as each pollen operation's answer: the decoder, the species' forecast and the reading for the days
    /// around. Invariants: grades only for the days an issue describes, at most four days; a reading's grade is the
    /// highest of its species; an off-season message's months are a range within the year.
    ///
    /// - Returns: the broken invariants; accepted when the bytes were an answer with a readable issue.
    package static func pollen(_ data: Data) -> FuzzFindings {
        var findings = FuzzFindings()
        var forecasts: [PollenForecast] = []
        for species in PollenSpecies.allCases {
            switch PollenAnswer.classify(species: species, areaNo: nil, status: 200, body: data) {
            case .success(.forecast(let forecast)):
                findings.accepted = true
                findings.check(forecast.species == species, "a forecast of another species")
                findings.check(forecast.grades.count <= 4, "more than four days of grades")
                for day in forecast.grades.keys {
                    let offset = day.daysSinceEpoch - forecast.issued.date.daysSinceEpoch
                    findings.check((0...3).contains(offset), "a grade \(offset) days from its issue")
                }
                forecasts.append(forecast)
            case .success(.offSeason), .success(.noSuchArea):
                break
            case .failure(let error):
                findings.check(!error.message.isEmpty, "an error without a message")
            }
        }
        for forecast in forecasts {
            for offset in -1...4 {
                let day = forecast.issued.date.adding(days: offset)
                guard let reading = PollenReading(forecasts: forecasts, day: day) else { continue }
                let grades = PollenSpecies.allCases.compactMap { reading[$0] }
                findings.check(reading.grade == grades.max(), "a reading whose grade is not its highest species")
                findings.check(!reading.worst.isEmpty, "a reading without a worst species")
            }
        }
        return findings
    }
}
