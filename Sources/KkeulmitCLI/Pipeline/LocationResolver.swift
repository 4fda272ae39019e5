import KkeulmitCore

/// A location the forecast can be fetched for: the grid cell plus what is known about it.
package struct ResolvedLocation: Equatable, Sendable {
    package var cell: GridCell
    package var latitude: Double?
    package var longitude: Double?
    /// KMA's name for the area (`서울특별시 종로구`), for `--place`.
    package var name: String?

    package init(cell: GridCell, latitude: Double? = nil, longitude: Double? = nil, name: String? = nil) {
        self.cell = cell
        self.latitude = latitude
        self.longitude = longitude
        self.name = name
    }
}

/// Turns what the user typed into a grid cell: `--nx/--ny` as given, `--lat/--lon` through KMA's projection,
/// `--place` through KMA's official table (which wins over the formula at cell edges).
package enum LocationResolver {
    package static func resolve(
        _ spec: LocationSpec, directory: @autoclosure () -> PlaceDirectory = .official
    ) throws(LocationError) -> ResolvedLocation {
        switch spec {
        case .cell(let nx, let ny):
            guard let cell = GridCell(nx: nx, ny: ny) else { throw .outsideGridCell(nx: nx, ny: ny) }
            return ResolvedLocation(cell: cell)
        case .coordinates(let lat, let lon):
            guard let cell = LambertProjection.cell(latitude: lat, longitude: lon) else {
                throw .outsideGrid(latitude: lat, longitude: lon)
            }
            return ResolvedLocation(cell: cell, latitude: lat, longitude: lon)
        case .place(let query):
            switch directory().lookup(query) {
            case .found(let place):
                return ResolvedLocation(
                    cell: place.cell, latitude: place.hasCoordinates ? place.latitude : nil,
                    longitude: place.hasCoordinates ? place.longitude : nil, name: place.name)
            case .ambiguous(let places):
                throw .ambiguousPlace(query, candidates: places.map(\.name))
            case .notFound(let suggestions):
                throw .unknownPlace(query, suggestions: suggestions)
            }
        }
    }
}
