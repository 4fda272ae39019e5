import Foundation
import Testing

/// `--place` and `--lat/--lon` as LOCATION: which cell is asked for, and how a bad name fails.
@Suite("kkeulmit --place end to end")
struct PlaceEndToEndTests {
    @Test("every spelling of 종로구 asks KMA for cell 60,127", arguments: ["종로구", "서울 종로구", "서울특별시 종로구", "서울특별시  종로구"])
    func jongno(place: String) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--place", place, "--no-cache", "--json"], env: E2E.env())
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == "")
        #expect(s.requests.count == 1)
        #expect(s.requests.first?.query["nx"] == "60" && s.requests.first?.query["ny"] == "127")
        let j = try E2E.report(r)
        #expect(j.location.nx == 60 && j.location.ny == 127)
        #expect(j.location.name == "서울특별시 종로구")
        #expect(j.location.lat != nil && j.location.lon != nil)
    }

    @Test(
        "--lat/--lon asks for the projected cell",
        arguments: [("37.5665", "126.9780", "60", "127"), ("33.4996", "126.5312", "53", "38")])
    func coordinates(lat: String, lon: String, nx: String, ny: String) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--lat", lat, "--lon", lon, "--no-cache"], env: E2E.env())
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(s.requests.first?.query["nx"] == nx && s.requests.first?.query["ny"] == ny)
    }

    @Test("an ambiguous name exits 64, lists the candidates and asks KMA nothing")
    func ambiguous() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--place", "중구", "--no-cache"], env: E2E.env())
        E2E.expectFailure(r, code: 64)
        for candidate in ["서울특별시 중구", "부산광역시 중구", "대구광역시 중구", "인천광역시 중구"] {
            #expect(r.stderr.contains(candidate), "missing candidate \(candidate)")
        }
        #expect(s.requests.isEmpty)
    }

    @Test("a bad place is a usage error (64) even when no service key is set", arguments: ["중구", "종로고"])
    func badPlaceBeforeKey(name: String) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--place", name, "--no-cache"], env: ["KKEULMIT_NOW": E2E.morning])
        E2E.expectFailure(r, code: 64)
        #expect(r.stderr.contains(name))
        #expect(s.requests.isEmpty)
    }

    @Test("an unknown name exits 64 and suggests a near name", arguments: [("종로고", "서울특별시 종로구"), ("강남그", "강남구")])
    func unknown(name: String, suggestion: String) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--place", name, "--no-cache"], env: E2E.env())
        E2E.expectFailure(r, code: 64)
        #expect(r.stderr.contains(name) && r.stderr.contains(suggestion))
        #expect(s.requests.isEmpty)
    }

    @Test(
        "a location outside the grid or malformed exits 64 without a request",
        arguments: [
            ["--lat", "10", "--lon", "10"], ["--lat", "37.5", "--lon", "150"], ["--lat", "north", "--lon", "126.9"],
            ["--nx", "0", "--ny", "127"], ["--nx", "60", "--ny", "300"], ["--place", ""],
            ["--place", "종로구", "--nx", "60", "--ny", "127"],
        ])
    func outside(location: [String]) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--no-cache"] + location, env: E2E.env())
        E2E.expectFailure(r, code: 64)
        #expect(s.requests.isEmpty)
    }
}
