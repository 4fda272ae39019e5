import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("LambertProjection")
struct LambertProjectionTests {
    struct Point: Sendable, CustomTestStringConvertible {
        var label: String
        var latitude: Double
        var longitude: Double
        var nx: Int
        var ny: Int
        var testDescription: String { label }
    }

    // docs/KMA.md, "The grid".
    static let referencePoints: [Point] = [
        Point(label: "Seoul City Hall", latitude: 37.5665, longitude: 126.9780, nx: 60, ny: 127),
        Point(label: "Busan City Hall", latitude: 35.1796, longitude: 129.0756, nx: 98, ny: 76),
        Point(label: "Jeju City Hall", latitude: 33.4996, longitude: 126.5312, nx: 53, ny: 38),
        Point(label: "the guide's example", latitude: 37.488201, longitude: 126.929810, nx: 59, ny: 125),
    ]

    @Test("reference points land in KMA's published cells", arguments: referencePoints)
    func referencePoint(_ point: Point) {
        let cell = LambertProjection.cell(latitude: point.latitude, longitude: point.longitude)
        #expect(cell == GridCell(nx: point.nx, ny: point.ny))
    }

    @Test("the origin 38N 126E is the centre of cell (43, 136)")
    func origin() throws {
        #expect(LambertProjection.cell(latitude: 38, longitude: 126) == GridCell(nx: 43, ny: 136))
        let centre = LambertProjection.coordinate(of: try #require(GridCell(nx: 43, ny: 136)))
        #expect(abs(centre.latitude - 38) < 1e-9)
        #expect(abs(centre.longitude - 126) < 1e-9)
    }

    @Test(
        "points outside the grid have no cell",
        arguments: [
            (39.9042, 116.4074),  // Beijing: far west
            (35.6762, 139.6503),  // Tokyo: far east
            (31.0, 121.5),  // Shanghai: south-west of the grid
            (0.0, 0.0),
            (90.0, 126.0),
            (-90.0, 126.0),
            (Double.nan, 127.0),
            (37.5, Double.infinity),
        ])
    func outside(latitude: Double, longitude: Double) {
        #expect(LambertProjection.cell(latitude: latitude, longitude: longitude) == nil)
    }

    @Test("the grid's corners and edges are inside", arguments: [(1, 1), (149, 1), (1, 253), (149, 253), (75, 1)])
    func corners(nx: Int, ny: Int) throws {
        let cell = try #require(GridCell(nx: nx, ny: ny))
        let centre = LambertProjection.coordinate(of: cell)
        #expect(LambertProjection.cell(latitude: centre.latitude, longitude: centre.longitude) == cell)
    }

    @Test("the centre of (60, 127) lies within half a cell of Seoul City Hall")
    func centreOfSeoul() throws {
        let centre = LambertProjection.coordinate(of: try #require(GridCell(nx: 60, ny: 127)))
        // One cell is 5 km: the centre lies within half a cell of City Hall in each direction.
        #expect(abs(centre.latitude - 37.5665) < 0.03)
        #expect(abs(centre.longitude - 126.9780) < 0.03)
    }

    @Test("cell → centre → cell is the identity for every cell", arguments: GridCell.nxRange)
    func roundTrip(nx: Int) {
        var wrong: [GridCell] = []
        for ny in GridCell.nyRange {
            let cell = GridCell(nx: nx, ny: ny)!
            let centre = LambertProjection.coordinate(of: cell)
            if LambertProjection.cell(latitude: centre.latitude, longitude: centre.longitude) != cell {
                wrong.append(cell)
            }
        }
        #expect(wrong.isEmpty, "cells that do not round-trip: \(wrong)")
    }

    @Test("the formula reproduces 98.9% of KMA's table, and every miss is one cell off at most")
    func agreesWithOfficialTable() {
        // 이어도 is listed at 0°N 0°E (no coordinates): nothing to project.
        let rows = GridFixtures.rows.filter { !($0.latitude == 0 && $0.longitude == 0) }
        var matched = 0
        var worst = 0
        var far: [String] = []
        for row in rows {
            guard let cell = LambertProjection.cell(latitude: row.latitude, longitude: row.longitude) else {
                far.append(row.code)
                continue
            }
            let off = max(abs(cell.nx - row.nx), abs(cell.ny - row.ny))
            if off == 0 { matched += 1 }
            worst = max(worst, off)
            if off > 1 { far.append(row.code) }
        }
        #expect(GridFixtures.rows.count - rows.count == 2)
        #expect(far.isEmpty, "rows more than one cell off: \(far)")
        #expect(worst == 1)
        // Measured: 3,752 of the 3,795 rows (98.87%); the two 이어도 rows are among the 43 misses.
        #expect(matched == 3752)
        let share = Double(matched) / Double(GridFixtures.rows.count)
        #expect((share * 1000).rounded() == 989)
    }
}
