import KkeulmitCore

/// Turns what the user typed into a grid cell: `--nx/--ny` as given, `--lat/--lon` through KMA's projection,
/// `--place` through KMA's official table and today's names for its places (the table's cell wins over the
/// formula at cell edges; a name made of several rows takes its representative's).
package enum LocationResolver {
    package static func resolve(_ spec: LocationSpec) throws(LocationError) -> ResolvedLocation {
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
            let match = try self.match(query)
            let place = match.place
            var location = ResolvedLocation(
                cell: place.cell, latitude: place.hasCoordinates ? place.latitude : nil,
                longitude: place.hasCoordinates ? place.longitude : nil, name: match.name)
            location.match = match
            return location
        }
    }

    /// The place `query` names in KMA's table; an unknown or ambiguous name throws, with the suggestions or candidates.
    package static func match(_ query: String) throws(LocationError) -> PlaceMatch {
        switch PlaceDirectory.official.lookup(query) {
        case .found(let match): return match
        case .ambiguous(let places): throw .ambiguousPlace(query, candidates: places.map(\.name))
        case .notFound(let suggestions): throw .unknownPlace(query, suggestions: suggestions)
        }
    }

    /// The `--verbose` line for a place: the rows of KMA's 2023 table it stands for, the cell and the area codes.
    package static func describe(_ match: PlaceMatch) -> String {
        let rows = match.rows.map { "\($0.name) (\($0.code))" }
        let stands =
            match.isComposite
            ? "stands for \(rows.count) rows of KMA's 2023 table: " + rows.joined(separator: ", ")
                + "; cell \(match.cell) from \(match.place.name)"
            : "is KMA's row \(rows[0]); cell \(match.cell)"
        let codes = match.areaCodes.isEmpty ? "" : "; areaNo " + match.areaCodes.joined(separator: ", then ")
        return "place: \(match.name) " + stands + codes
    }
}
