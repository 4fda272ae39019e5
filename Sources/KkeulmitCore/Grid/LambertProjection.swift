import Foundation

/// KMA's Lambert conformal conic projection onto the 5 km forecast grid.
///
/// Constants and rounding follow the guide's C program (docs/KMA.md, "The grid"): earth radius
/// 6371.00877 km, 5 km cells, standard parallels 30° and 60°, origin 126°E 38°N at grid (43, 136), and
/// `floor(v + 0.5)` to pick the cell. The formula reproduces all but a few edge rows of KMA's own place table,
/// which is why a named place uses the table's cell rather than this projection of its coordinates.
public enum LambertProjection {
    /// Earth radius, km.
    package static let earthRadiusKm = 6371.00877
    /// Grid spacing, km.
    package static let gridKm = 5.0
    /// Standard parallels, degrees.
    package static let standardParallel1 = 30.0
    package static let standardParallel2 = 60.0
    /// Projection origin, degrees.
    package static let originLatitude = 38.0
    package static let originLongitude = 126.0
    /// Grid coordinates of the origin (the guide's 0-based xo = 210/5, yo = 675/5, plus one).
    package static let originX = 43.0
    package static let originY = 136.0

    /// The grid cell that contains a point, or nil when the point falls outside KMA's grid (or is not finite).
    public static func cell(latitude: Double, longitude: Double) -> GridCell? {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) < 90 else { return nil }
        let (x, y) = gridPoint(latitude: latitude, longitude: longitude)
        // floor(v + 0.5), as in the guide; a cell index beyond Int range is simply outside the grid.
        let nx = (x + 0.5).rounded(.down)
        let ny = (y + 0.5).rounded(.down)
        guard nx >= 1, nx <= 149, ny >= 1, ny <= 253 else { return nil }
        return GridCell(nx: Int(nx), ny: Int(ny))
    }

    /// The latitude and longitude (degrees) of a cell's centre, by the inverse projection.
    package static func coordinate(of cell: GridCell) -> (latitude: Double, longitude: Double) {
        let c = Constants.shared
        let dx = Double(cell.nx) - originX
        let dy = c.ro - (Double(cell.ny) - originY)
        var ra = (dx * dx + dy * dy).squareRoot()
        if c.sn < 0 { ra = -ra }
        let latitude = 2 * atan(pow(c.re * c.sf / ra, 1 / c.sn)) - .pi / 2
        let theta: Double
        if abs(dx) <= 0 {
            theta = 0
        } else if abs(dy) <= 0 {
            theta = dx < 0 ? -.pi / 2 : .pi / 2
        } else {
            theta = atan2(dx, dy)
        }
        let longitude = theta / c.sn + c.olon
        return (latitude / Constants.radiansPerDegree, longitude / Constants.radiansPerDegree)
    }

    /// Continuous grid coordinates (before rounding) of a point.
    static func gridPoint(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let c = Constants.shared
        let ra = c.re * c.sf / pow(tan(.pi * 0.25 + latitude * Constants.radiansPerDegree * 0.5), c.sn)
        var theta = longitude * Constants.radiansPerDegree - c.olon
        if theta > .pi { theta -= 2 * .pi }
        if theta < -.pi { theta += 2 * .pi }
        theta *= c.sn
        return (ra * sin(theta) + originX, c.ro - ra * cos(theta) + originY)
    }

    /// The derived cone constants, computed once.
    private struct Constants: Sendable {
        static let radiansPerDegree = Double.pi / 180
        static let shared = Constants()

        /// Earth radius in grid units.
        let re: Double
        /// Cone constant.
        let sn: Double
        let sf: Double
        /// Distance from the apex to the origin, grid units.
        let ro: Double
        /// Origin longitude, radians.
        let olon: Double

        init() {
            let d = Self.radiansPerDegree
            let slat1 = standardParallel1 * d
            let slat2 = standardParallel2 * d
            let olat = originLatitude * d
            re = earthRadiusKm / gridKm
            olon = originLongitude * d
            sn =
                log(cos(slat1) / cos(slat2))
                / log(tan(.pi * 0.25 + slat2 * 0.5) / tan(.pi * 0.25 + slat1 * 0.5))
            sf = pow(tan(.pi * 0.25 + slat1 * 0.5), sn) * cos(slat1) / sn
            ro = re * sf / pow(tan(.pi * 0.25 + olat * 0.5), sn)
        }
    }
}
