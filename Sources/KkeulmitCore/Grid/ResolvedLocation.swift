/// A location the forecast can be fetched for: the grid cell plus what is known about it.
package struct ResolvedLocation: Equatable, Sendable {
    package var cell: GridCell
    package var latitude: Double?
    package var longitude: Double?
    /// The area's name (`서울특별시 종로구`, `인천광역시 검단구`), for `--place`.
    package var name: String?
    /// What `--place` resolved to: the table rows, the area codes, a notice for an old name.
    package var match: PlaceMatch? = nil

    package init(cell: GridCell, latitude: Double? = nil, longitude: Double? = nil, name: String? = nil) {
        (self.cell, self.latitude, self.longitude, self.name) = (cell, latitude, longitude, name)
    }

    /// Where the location is: its own coordinate, else its grid cell's centre (the sun, AirKorea's stations).
    package var coordinate: (latitude: Double, longitude: Double) {
        if let latitude, let longitude { return (latitude, longitude) }
        return LambertProjection.coordinate(of: cell)
    }
}
