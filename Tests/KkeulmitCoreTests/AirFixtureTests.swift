import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Reads files from Fixtures/AirKorea and Fixtures/UV at the package root (found from this file's path).
enum AirFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KkeulmitCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures")

    static func data(_ name: String, in folder: String = "AirKorea") -> Data {
        let url = root.appendingPathComponent(folder).appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else {
            fatalError("missing fixture \(url.path): run make generate")
        }
        return data
    }

    static func uv(_ name: String) -> Data { data(name, in: "UV") }

    /// The rows of a successful fixture.
    static func rows<Row: Decodable & Sendable>(_ row: Row.Type, _ name: String, in folder: String = "AirKorea") throws
        -> [Row]
    {
        try PortalResponseDecoder.decode(row, status: 200, body: data(name, in: folder)).rows
    }

    static func names(in folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasSuffix(".py") }
            .sorted()
    }
}

@Suite("AirKorea and UV fixtures")
struct AirFixtureTests {
    @Test("every fixture is named by operation and scenario, and none holds a service key")
    func names() {
        let air = AirFixtures.names(in: "AirKorea")
        let uv = AirFixtures.names(in: "UV")
        #expect(air.count == 19)
        #expect(uv.count == 10)
        let prefixes = ["nearby-msrstn-list-", "msrstn-rltm-mesure-dnsty-", "minu-dust-frcst-dspth-"]
        #expect(air.allSatisfy { name in prefixes.contains { name.hasPrefix($0) } })
        #expect(uv.allSatisfy { $0.hasPrefix("uv-idx-v5-") })
        for name in air {
            #expect(!String(decoding: AirFixtures.data(name), as: UTF8.self).lowercased().contains("servicekey"))
        }
        for name in uv {
            #expect(!String(decoding: AirFixtures.uv(name), as: UTF8.self).lowercased().contains("servicekey"))
        }
    }

    @Test(
        "each successful fixture decodes to its rows",
        arguments: [
            ("nearby-msrstn-list-jongno-success.json", 3), ("nearby-msrstn-list-unsorted.json", 6),
            ("nearby-msrstn-list-single-row.json", 1), ("nearby-msrstn-list-empty.json", 0),
        ])
    func stationFixtures(name: String, rows: Int) throws {
        #expect(try AirFixtures.rows(NearbyStationRow.self, name).count == rows)
    }

    @Test(
        "each measurement fixture decodes to its rows",
        arguments: [
            ("msrstn-rltm-mesure-dnsty-jongno-success.json", 24), ("msrstn-rltm-mesure-dnsty-dash-flags-2400.json", 4),
            ("msrstn-rltm-mesure-dnsty-nearest-dash.json", 24), ("msrstn-rltm-mesure-dnsty-junggu-success.json", 4),
            ("msrstn-rltm-mesure-dnsty-stale.json", 5), ("msrstn-rltm-mesure-dnsty-unknown-station.json", 0),
            ("msrstn-rltm-mesure-dnsty-single-row.json", 1), ("msrstn-rltm-mesure-dnsty-jongno-0620.json", 23),
        ])
    func measurementFixtures(name: String, rows: Int) throws {
        #expect(try AirFixtures.rows(MeasurementRow.self, name).count == rows)
    }

    @Test(
        "each forecast fixture decodes to its rows",
        arguments: [
            ("minu-dust-frcst-dspth-20261130-0500.json", 6), ("minu-dust-frcst-dspth-20261130-several-issues.json", 18),
        ])
    func forecastFixtures(name: String, rows: Int) throws {
        #expect(try AirFixtures.rows(DustForecastRow.self, name).count == rows)
    }

    @Test(
        "each UV fixture decodes to its rows",
        arguments: [
            ("uv-idx-v5-1111000000-2026113006-success.json", 1),
            ("uv-idx-v5-1111000000-2026080112-night-empty.json", 1), ("uv-idx-v5-single-row-object.json", 1),
        ])
    func uvFixtures(name: String, rows: Int) throws {
        #expect(try AirFixtures.rows(UVIndexRow.self, name, in: "UV").count == rows)
    }

    @Test("the demo measurement is ver 1.3: 1-hour grades, no station fields, 24:00 for midnight, newest first")
    func measurementShape() throws {
        let rows = try AirFixtures.rows(MeasurementRow.self, "msrstn-rltm-mesure-dnsty-jongno-success.json")
        #expect(rows.allSatisfy { $0[.stationName] == nil && $0[.pm10Grade1h] != nil || $0[.pm10Flag] != nil })
        #expect(rows.contains { $0[.dataTime] == "2026-11-29 24:00" })
        #expect(!rows.contains { $0[.dataTime]?.hasSuffix("00:00") == true })
        let times = rows.compactMap { $0[.dataTime].flatMap(AirKoreaTime.measurement) }
        #expect(times.count == 24 && times == times.sorted(by: >))
        #expect(rows.first?[.pm10Grade] == "2" && rows.first?[.pm10Grade1h] == "3")
    }
}

extension Result {
    /// The error of a failed result (named apart from other suites' helpers).
    var airFailure: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}
