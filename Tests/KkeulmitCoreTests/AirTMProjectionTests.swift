import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("AirKoreaTMProjection: WGS84 → EPSG:5174")
struct AirTMProjectionTests {
    /// docs/AIR-UV.md, "Which TM": each point with pyproj's EPSG:5174 and the hand 7-parameter recipe, metres.
    struct Vector: Sendable, CustomTestStringConvertible {
        var name: String
        var latitude: Double
        var longitude: Double
        var pyproj: (x: Double, y: Double)
        var hand: (x: Double, y: Double)
        var epsg5181: (x: Double, y: Double)
        var testDescription: String { name }
    }

    static let vectors: [Vector] = [
        Vector(
            name: "coordconv README sample", latitude: 37.5611523, longitude: 126.9876757,
            pyproj: (198841.48, 450986.14), hand: (198841.47, 450986.19), epsg5181: (198911.11, 451291.34)),
        Vector(
            name: "Seoul City Hall", latitude: 37.5665, longitude: 126.978, pyproj: (197986.75, 451579.85),
            hand: (197986.73, 451579.89), epsg5181: (198056.37, 451885.03)),
        Vector(
            name: "KMA 1111000000 종로구", latitude: 37.570378, longitude: 126.981642, pyproj: (198308.60, 452010.19),
            hand: (198308.58, 452010.24), epsg5181: (198378.21, 452315.37)),
        Vector(
            name: "KMA 1111065000 혜화동", latitude: 37.583989, longitude: 127.002622, pyproj: (200162.02, 453520.68),
            hand: (200162.00, 453520.73), epsg5181: (200231.59, 453825.88)),
        Vector(
            name: "KMA 5115054000 강릉 옥천동", latitude: 37.757328, longitude: 128.905367,
            pyproj: (367842.94, 474466.86), hand: (367842.91, 474466.90), epsg5181: (367910.86, 474774.73)),
        Vector(
            name: "Busan", latitude: 35.1796, longitude: 129.0756, pyproj: (389004.19, 188683.78),
            hand: (389004.15, 188683.85), epsg5181: (389076.80, 188993.76)),
        Vector(
            name: "Jeju", latitude: 33.4996, longitude: 126.5312, pyproj: (156361.10, 450.98),
            hand: (156361.08, 451.07),
            epsg5181: (156437.52, 758.48)),
        Vector(
            name: "백령도 station (negative x)", latitude: 37.938413, longitude: 124.645669,
            pyproj: (-7044.65, 495477.73), hand: (-7044.65, 495477.77), epsg5181: (-6973.85, 495779.34)),
        Vector(
            name: "Ulleungdo", latitude: 37.4882, longitude: 130.904, pyproj: (545269.91, 450049.81),
            hand: (545269.86, 450049.85), epsg5181: (545337.09, 450361.09)),
    ]

    static func project(_ v: Vector) -> TMPoint {
        AirKoreaTMProjection.project(latitude: v.latitude, longitude: v.longitude)
    }

    @Test("every test vector lands within 1 m of pyproj's EPSG:5174", arguments: vectors)
    func matchesPyproj(_ v: Vector) {
        #expect(Self.project(v).distance(to: TMPoint(x: v.pyproj.x, y: v.pyproj.y)) <= 1.0)
    }

    @Test("every test vector reproduces the hand 7-parameter recipe to 5 cm", arguments: vectors)
    func matchesHandRecipe(_ v: Vector) {
        #expect(Self.project(v).distance(to: TMPoint(x: v.hand.x, y: v.hand.y)) <= 0.05)
    }

    @Test("EPSG:5181 (GRS80, no datum shift) would put every vector about 300 m off", arguments: vectors)
    func differsFrom5181(_ v: Vector) {
        let offset = Self.project(v).distance(to: TMPoint(x: v.epsg5181.x, y: v.epsg5181.y))
        #expect((250...400).contains(offset))
    }

    @Test(
        "points whose TM AirKorea's own examples and answers used come back within 1 m",
        arguments: [
            // The doc's getTMStdrCrdnt example for 혜화동, and the inputs of two recorded nearby-station answers.
            (37.587825, 127.001797, 200089.126044, 453946.42329),
            (37.773314, 128.919327, 369036.86549488344, 476266.59248414496),
            (37.500181, 126.867763, 188237.07711298, 444227.3206368848),
        ])
    func reproducesServiceInputs(latitude: Double, longitude: Double, x: Double, y: Double) {
        let point = AirKoreaTMProjection.project(latitude: latitude, longitude: longitude)
        #expect(point.distance(to: TMPoint(x: x, y: y)) <= 1.0)
    }

    @Test(
        "recorded answers' station distances (tm, km to 0.1) come out of the projected station coordinates",
        arguments: [
            (369036.86549488344, 476266.59248414496, 37.7601328, 128.9028489, 2.1),  // 옥천동
            (369036.86549488344, 476266.59248414496, 37.5247935, 129.1140452, 32.5),  // 천곡동
            (369036.86549488344, 476266.59248414496, 37.4425401, 129.168344, 42.8),  // 남양동1
            (188237.07711298, 444227.3206368848, 37.498498, 126.889692, 1.9),  // 구로구
            (188237.07711298, 444227.3206368848, 37.476221, 126.86981, 2.7),  // 철산동
            (188237.07711298, 444227.3206368848, 37.523286, 126.858689, 2.7),  // 양천구
        ])
    func reproducesStationDistances(x: Double, y: Double, latitude: Double, longitude: Double, tm: Double) {
        let station = AirKoreaTMProjection.project(latitude: latitude, longitude: longitude)
        let km = station.distance(to: TMPoint(x: x, y: y)) / 1000
        #expect((km * 10).rounded() / 10 == tm)
    }

    @Test("a place of the table projects from its coordinates; 이어도, which has none, does not")
    func places() throws {
        let jongno = try #require(PlaceDirectory.official.place(code: "1111000000"))
        let point = try #require(AirKoreaTMProjection.project(jongno))
        #expect(point.distance(to: TMPoint(x: 198308.60, y: 452010.19)) <= 1.0)
        let ieodo = try #require(PlaceDirectory.official.place(code: "5019099000"))
        #expect(AirKoreaTMProjection.project(ieodo) == nil)
    }

    @Test(
        "TM values are written with six decimals, as the service's examples are",
        arguments: [
            (244148.546388, "244148.546388"), (198308.6, "198308.600000"), (-7044.65, "-7044.650000"),
            (0.0000004, "0.000000"), (452010.2449996, "452010.245000"),
        ])
    func sixDecimals(value: Double, text: String) {
        #expect(TMPoint.sixDecimals(value) == text)
    }
}
