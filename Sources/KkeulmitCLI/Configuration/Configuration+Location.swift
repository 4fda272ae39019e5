import Foundation
import KkeulmitCore

extension Configuration {
    /// A `"location"` value; `subject` starts its error messages (`config file PATH`, `line 3`).
    static func location(_ value: JSONValue, subject: String) throws(ConfigurationError) -> LocationSpec {
        let shapes = "{\"nx\": 60, \"ny\": 127}, {\"lat\": 37.57, \"lon\": 126.98} or {\"place\": \"서울특별시 종로구\"}"
        // A bare place name, as a schedule's `location` takes it: one config file, one rule.
        if case .string(let name) = value {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else {
                throw ConfigurationError(
                    "\(subject): \"location\" is an empty place name; use one of \(shapes)")
            }
            return .place(trimmed)
        }
        guard case .object(let members) = value else {
            throw ConfigurationError("\(subject): \"location\" must be one of \(shapes)")
        }
        let keys = Set(members.map(\.0)).intersection(["nx", "ny", "lat", "lon", "place"])
        func bad(_ detail: String) -> ConfigurationError {
            ConfigurationError("\(subject): \"location\" \(detail); use one of \(shapes)")
        }
        switch keys {
        case ["nx", "ny"]:
            guard case .number(let x) = value["nx"]!, let nx = Int(exactly: x), GridCell.nxRange.contains(nx) else {
                throw bad("has \"nx\" that is not an integer from 1 to 149")
            }
            guard case .number(let y) = value["ny"]!, let ny = Int(exactly: y), GridCell.nyRange.contains(ny) else {
                throw bad("has \"ny\" that is not an integer from 1 to 253")
            }
            return .cell(nx: nx, ny: ny)
        case ["lat", "lon"]:
            guard case .number(let lat) = value["lat"]!, LocationSpec.latitudeRange.contains(lat) else {
                throw bad("has \"lat\" that is not a latitude from 31.5 to 43.5")
            }
            guard case .number(let lon) = value["lon"]!, LocationSpec.longitudeRange.contains(lon) else {
                throw bad("has \"lon\" that is not a longitude from 123 to 133")
            }
            return .coordinates(latitude: lat, longitude: lon)
        case ["place"]:
            guard case .string(let name) = value["place"]!, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw bad("has \"place\" that is not a place name")
            }
            return .place(name.trimmingCharacters(in: .whitespaces))
        default:
            throw bad(keys.isEmpty ? "names no location" : "mixes " + keys.sorted().joined(separator: ", "))
        }
    }
}

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
