import Foundation
import Testing

/// `grid`: the KMA projection both ways, in text and JSON.
@Suite("kkeulmit grid end to end")
struct GridEndToEndTests {
    private func run(_ arguments: [String]) async throws -> BinaryRunner.Result {
        let r = try await BinaryRunner.run(arguments, environment: [:])
        #expect(!r.timedOut)
        E2E.expectClean(r, secrets: [])
        return r
    }

    @Test(
        "the guide's reference points map to their cells",
        arguments: [
            ("37.5665", "126.9780", 60, 127), ("35.1796", "129.0756", 98, 76), ("33.4996", "126.5312", 53, 38),
            ("37.488201", "126.929810", 59, 125),
        ])
    func referencePoints(lat: String, lon: String, nx: Int, ny: Int) async throws {
        let text = try await run(["grid", "--lat", lat, "--lon", lon])
        #expect(text.status == 0 && text.stderr == "")
        #expect(text.stdout == "\(nx) \(ny)\n")
        let json = try await run(["grid", "--lat", lat, "--lon", lon, "--json"])
        #expect(json.status == 0 && json.stderr == "")
        #expect(json.stdout == #"{"nx":\#(nx),"ny":\#(ny)}"# + "\n")
    }

    @Test(
        "--nx/--ny prints the cell centre, which maps back to the same cell",
        arguments: [(60, 127), (98, 76), (53, 38), (1, 1), (149, 253)])
    func cellCentre(nx: Int, ny: Int) async throws {
        let text = try await run(["grid", "--nx", "\(nx)", "--ny", "\(ny)"])
        #expect(text.status == 0 && text.stderr == "")
        let parts = text.stdout.dropLast().split(separator: " ").map(String.init)
        try #require(parts.count == 2 && text.stdout.hasSuffix("\n"), "got '\(text.stdout)'")
        let lat = try #require(Double(parts[0]))
        let lon = try #require(Double(parts[1]))
        #expect((20...50).contains(lat) && (115...140).contains(lon))

        let json = try await run(["grid", "--nx", "\(nx)", "--ny", "\(ny)", "--json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["lat", "lon"])
        #expect((object["lat"] as? Double).map { abs($0 - lat) < 0.0001 } == true)
        #expect((object["lon"] as? Double).map { abs($0 - lon) < 0.0001 } == true)

        if (31.5...43.5).contains(lat) {
            let back = try await run(["grid", "--lat", parts[0], "--lon", parts[1]])
            #expect(back.stdout == "\(nx) \(ny)\n")
        }
    }

    @Test(
        "outside the grid or malformed: exit 64, one stderr line",
        arguments: [
            ["grid", "--lat", "10", "--lon", "10"], ["grid", "--lat", "37.5", "--lon", "200"],
            ["grid", "--lat", "abc", "--lon", "126.9"], ["grid", "--nx", "0", "--ny", "127"],
            ["grid", "--nx", "150", "--ny", "127"], ["grid", "--nx", "60", "--ny", "254"],
            ["grid", "--nx", "6.5", "--ny", "127"], ["grid"],
            ["grid", "--lat", "37.5", "--lon", "126.9", "--nx", "60"],
            ["grid", "--lat", "37.5", "--lon", "126.9", "--json", "--bogus"],
        ])
    func outOfRange(arguments: [String]) async throws {
        E2E.expectFailure(try await run(arguments), code: 64)
    }

    @Test(
        "today's names give their cells (issue 24); an old name still does, with one note on stderr",
        arguments: [
            ("검단구", "55 127", nil), ("인천광역시 영종구", "53 125", nil), ("제물포구", "54 125", nil),
            ("대구광역시 군위군", "88 99", nil), ("전남광주통합특별시 북구", "59 75", nil), ("경기도 화성시 동탄구", "62 119", nil),
            ("인천광역시 검단구 당하동", "55 127", nil), ("Geomdan-gu", "55 127", nil),
            (
                "인천광역시 중구", "54 125",
                "kkeulmit: note: 인천광역시 중구 was split on 2026-07-01 into 인천광역시 제물포구 and 인천광역시 영종구\n"
            ),
            ("광주광역시 북구", "59 75", "kkeulmit: note: 광주광역시 북구 has been 전남광주통합특별시 북구 since 2026-07-01\n"),
        ] as [(String, String, String?)])
    func todaysNames(place: String, cell: String, note: String?) async throws {
        let r = try await BinaryRunner.run(["grid", "--place", place], environment: [:])
        #expect(r.status == 0)
        #expect(r.stdout == cell + "\n")
        #expect(r.stderr == (note ?? ""))
    }

    @Test("a short name several places share still exits 64 and lists them", arguments: ["서구", "검단동"])
    func stillAmbiguous(place: String) async throws {
        let r = try await run(["grid", "--place", place])
        E2E.expectFailure(r, code: 64)
        #expect(r.stderr.contains("ambiguous"))
    }
}
