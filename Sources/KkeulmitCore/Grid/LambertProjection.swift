import Foundation

/// KMA's Lambert conformal conic projection onto the 5 km forecast grid. Constants and rounding follow the guide's C
/// program (docs/KMA.md, "The grid"): earth radius 6371.00877 km, 5 km cells, standard parallels 30° and 60°, origin
/// 126°E 38°N at grid (43, 136), and `floor(v + 0.5)` to pick the cell. The formula reproduces all but a few edge rows
/// of KMA's own place table, which is why a named place uses the table's cell, not this projection of its coordinates.
public enum LambertProjection {
    /// Grid coordinates of the origin (the guide's 0-based xo = 210/5, yo = 675/5, plus one).
    package static let originX = 43.0
    package static let originY = 136.0

    /// The grid cell that contains a point, or nil when the point falls outside KMA's grid (or is not finite).
    public static func cell(latitude: Double, longitude: Double) -> GridCell? {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) < 90 else { return nil }
        let (x, y) = gridPoint(latitude: latitude, longitude: longitude)
        // floor(v + 0.5), as in the guide; an index beyond Int range, or GridCell's, is outside the grid.
        guard let nx = Int(exactly: (x + 0.5).rounded(.down)), let ny = Int(exactly: (y + 0.5).rounded(.down))
        else { return nil }
        return GridCell(nx: nx, ny: ny)
    }

    /// The latitude and longitude (degrees) of a cell's centre, by the inverse projection.
    package static func coordinate(of cell: GridCell) -> (latitude: Double, longitude: Double) {
        let dx = Double(cell.nx) - originX
        let dy = ro - (Double(cell.ny) - originY)
        // The guide's cases for a negative cone constant and for dx or dy of 0 are atan2's here: `sn` > 0 for
        // these parallels, and the apex lies far north of every row (dy > 0).
        let ra = (dx * dx + dy * dy).squareRoot()
        let latitude = 2 * atan(pow(re * sf / ra, 1 / sn)) - .pi / 2
        let longitude = atan2(dx, dy) / sn + olon
        return (latitude / radiansPerDegree, longitude / radiansPerDegree)
    }

    /// Continuous grid coordinates (before rounding) of a point.
    static func gridPoint(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let ra = re * sf / pow(tan(.pi * 0.25 + latitude * radiansPerDegree * 0.5), sn)
        var theta = longitude * radiansPerDegree - olon
        if theta > .pi { theta -= 2 * .pi }
        if theta < -.pi { theta += 2 * .pi }
        theta *= sn
        return (ra * sin(theta) + originX, ro - ra * cos(theta) + originY)
    }

    // The derived cone constants, computed once.
    private static let radiansPerDegree = Double.pi / 180
    /// The standard parallels, radians.
    private static let slat1 = 30.0 * radiansPerDegree
    private static let slat2 = 60.0 * radiansPerDegree
    /// Earth radius in grid units.
    private static let re = 6371.00877 / 5.0
    /// Origin longitude, radians.
    private static let olon = 126.0 * radiansPerDegree
    /// Cone constant.
    private static let sn =
        log(cos(slat1) / cos(slat2)) / log(tan(.pi * 0.25 + slat2 * 0.5) / tan(.pi * 0.25 + slat1 * 0.5))
    private static let sf = pow(tan(.pi * 0.25 + slat1 * 0.5), sn) * cos(slat1) / sn
    /// Distance from the apex to the origin (38° N), grid units.
    private static let ro = re * sf / pow(tan(.pi * 0.25 + 38.0 * radiansPerDegree * 0.5), sn)
}
