import Foundation
import KkeulmitCore

/// A location as the user gave it, before any lookup or projection.
package enum LocationSpec: Equatable, Sendable, CustomStringConvertible {
    /// A KMA grid cell (`--nx/--ny`), already range-checked against `GridCell.nxRange` and `GridCell.nyRange`.
    case cell(nx: Int, ny: Int)
    /// A latitude and longitude (`--lat/--lon`), to be projected onto the grid.
    case coordinates(latitude: Double, longitude: Double)
    /// An administrative area name (`--place`), to be looked up in KMA's table.
    case place(String)

    /// Latitudes the grid can serve: a box around the grid's corners (31.65°–43.41°N), rounded outwards.
    package static let latitudeRange = 31.5...43.5
    /// Longitudes the grid can serve: a box around the grid's corners (123.31°–132.77°E), rounded outwards.
    package static let longitudeRange = 123.0...133.0

    package var description: String {
        switch self {
        case .cell(let nx, let ny): "grid \(nx),\(ny)"
        case .coordinates(let lat, let lon): "lat \(lat), lon \(lon)"
        case .place(let name): "place \(quoted(name))"
        }
    }
}
