import Foundation
import KkeulmitCore

extension FuzzEntry {
    /// The moment the AirKorea and UV answers are read at: the fixtures' morning.
    static let portalNow = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30)

    /// The same bytes as each of AirKorea's and the UV index's answers (stations, measurements, dust forecast, UV),
    /// through the decoder and everything the advice reads of them, and their first 16 bytes as a coordinate for the
    /// EPSG:5174 projection: no crash, no NaN or negative station distance, grades only 1–4, UV values 0–30.
    ///
    /// - Returns: the broken invariants; accepted when the bytes were a usable answer of any of the four.
    package static func portalResponse(_ data: Data) -> FuzzFindings {
        var findings = FuzzFindings()
        checkStations(data, &findings)
        checkMeasurements(data, &findings)
        checkDustForecast(data, &findings)
        checkUVIndex(data, &findings)
        checkProjection(data, &findings)
        return findings
    }

    /// The rows of `data` read as a usable answer of `Row`s; nil when it is not one.
    private static func rows<Row: Decodable & Sendable>(_ row: Row.Type, in data: Data) -> [Row]? {
        guard case .success(let response) = PortalResponseDecoder.classify(row, status: 200, headers: [:], body: data)
        else { return nil }
        return response.rows
    }

    /// The nearest stations: named, each once, nearest first, no distance NaN or negative.
    private static func checkStations(_ data: Data, _ findings: inout FuzzFindings) {
        guard let rows = rows(NearbyStationRow.self, in: data) else { return }
        findings.accepted = true
        let stations = AirStation.nearestFirst(rows)
        for station in stations {
            findings.check(!station.name.isEmpty, "a station without a name")
            if let d = station.distanceKm { findings.check(d.isFinite && d >= 0, "station distance \(d)") }
        }
        findings.check(Set(stations.map(\.name)).count == stations.count, "a station listed twice")
        for (a, b) in zip(stations, stations.dropFirst()) {
            if let da = a.distanceKm, let db = b.distanceKm { findings.check(da <= db, "stations out of order") }
            if a.distanceKm == nil { findings.check(b.distanceKm == nil, "an unknown distance before a known one") }
        }
    }

    /// A station's measurements: grades 1–4, no negative concentration, the current one current and chosen.
    private static func checkMeasurements(_ data: Data, _ findings: inout FuzzFindings) {
        guard let rows = rows(MeasurementRow.self, in: data) else { return }
        findings.accepted = true
        for row in rows {
            guard let m = StationMeasurement(row: row, station: "s") else { continue }
            checkGrades([m.pm10Grade, m.pm25Grade, m.grade], &findings)
            findings.check((m.pm10 ?? 0) >= 0 && (m.pm25 ?? 0) >= 0, "a negative concentration")
        }
        if let current = StationMeasurement.current(rows: rows, station: "s", now: portalNow) {
            findings.check(current.isCurrent(at: portalNow), "a current measurement that is not current")
            findings.check(current.hasAnyValue, "a current measurement without values")
            let chosen = StationFallback.choose([nil, current])
            findings.check(chosen == current, "the fallback passed over the only usable station")
            let reading = AirQualityReading(measurement: current, forecastGrade: nil)
            checkGrades([reading?.grade], &findings)
        }
    }

    /// The dust forecast by region: grades 1–4, the fine-dust grade never better than its PM10 grade.
    private static func checkDustForecast(_ data: Data, _ findings: inout FuzzFindings) {
        guard let rows = rows(DustForecastRow.self, in: data) else { return }
        findings.accepted = true
        let forecast = DustForecast(rows: rows)
        for entry in forecast.entries.prefix(8) {
            for region in DustForecastRegion.allCases {
                checkGrades([forecast.grade(entry.pollutant, on: entry.date, in: [region])], &findings)
            }
            let fine = forecast.fineDustGrade(on: entry.date, in: [.seoul, .gyeonggiNorth])
            checkGrades([fine], &findings)
            if let fine {
                findings.check(
                    fine >= (forecast.grade(.pm10, on: entry.date, in: [.seoul]) ?? .good),
                    "the fine-dust grade is better than its PM10 grade")
            }
        }
    }

    /// The UV index: values 0–30, the reading's peak and grade its forecast's, the sun items the contract's.
    private static func checkUVIndex(_ data: Data, _ findings: inout FuzzFindings) {
        guard let rows = rows(UVIndexRow.self, in: data), let forecast = UVForecast.newest(rows: rows) else { return }
        findings.accepted = true
        for point in forecast.points { findings.check((0...30).contains(point.index), "UV index \(point.index)") }
        guard let reading = UVReading(forecast: forecast, from: forecast.issued, hours: 48) else { return }
        findings.check(
            reading.max
                == forecast.points.filter { $0.time < forecast.issued.adding(hours: 48) }
                .map(\.index).max(), "the UV peak is not the largest value")
        findings.check(reading.grade == UVGrade(index: reading.max), "a UV grade that is not its index's")
        // The contract's rule: sunscreen from 3, a hat and sunglasses too from 6.
        let items = OutfitRuleTable.Protection.builtIn.items(uvIndex: reading.max).map(\.id)
        let contract = reading.max >= 6 ? ["sunscreen", "hat", "sunglasses"] : reading.max >= 3 ? ["sunscreen"] : []
        findings.check(items == contract, "the rule table's sun items differ from the contract's")
    }

    private static func checkGrades(_ grades: [DustGrade?], _ findings: inout FuzzFindings) {
        for grade in grades.compactMap({ $0 }) {
            findings.check((1...4).contains(grade.rawValue), "dust grade \(grade.rawValue)")
        }
    }

    /// Two doubles from the first 16 bytes, as a coordinate: a finite one in range projects to a finite point.
    private static func checkProjection(_ data: Data, _ findings: inout FuzzFindings) {
        guard data.count >= 16 else { return }
        let bytes = Array(data.prefix(16))
        func double(_ offset: Int) -> Double {
            var bits: UInt64 = 0
            for i in 0..<8 { bits |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
            return Double(bitPattern: bits)
        }
        let (latitude, longitude) = (double(0), double(8))
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 85, abs(longitude) <= 180 else { return }
        let point = AirKoreaTMProjection.project(latitude: latitude, longitude: longitude)
        findings.check(point.x.isFinite && point.y.isFinite, "a non-finite TM point for (\(latitude), \(longitude))")
        if (33...39).contains(latitude), (124...132).contains(longitude) {
            let d = point.distance(to: AirKoreaTMProjection.project(latitude: 37.5730, longitude: 126.9794))
            findings.check(d.isFinite && d >= 0 && d < 1_500_000, "a point in Korea \(d) m from 종로")
        }
    }
}
