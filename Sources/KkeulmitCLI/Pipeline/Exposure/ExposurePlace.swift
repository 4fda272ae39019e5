import KkeulmitCore

/// Where the fine-dust and UV sources ask about for a location: the place of KMA's table (its 10-digit code is the
/// UV `areaNo`, its first digits and names the dust forecast's region) and the EPSG:5174 point the station list is
/// asked for. `--place` is its own table row; a cell or a coordinate takes the nearest row of the table.
struct ExposurePlace: Equatable, Sendable {
    var place: Place
    var point: TMPoint

    init?(_ location: ResolvedLocation, directory: PlaceDirectory = .official) {
        let centre = LambertProjection.coordinate(of: location.cell)
        let latitude = location.latitude ?? centre.latitude
        let longitude = location.longitude ?? centre.longitude
        var found: Place?
        if let name = location.name, case .found(let place) = directory.lookup(name) { found = place }
        guard let place = found ?? directory.nearest(latitude: latitude, longitude: longitude) else { return nil }
        self.place = place
        // The given coordinate where there is one, else the place's own point, else the cell's centre.
        if location.latitude != nil, location.longitude != nil {
            point = AirKoreaTMProjection.project(latitude: latitude, longitude: longitude)
        } else {
            point =
                AirKoreaTMProjection.project(place)
                ?? AirKoreaTMProjection.project(latitude: latitude, longitude: longitude)
        }
    }

    /// The dust forecast's regions for the place (one, or two where its side of a split province is unknown).
    var regions: [DustForecastRegion] { DustForecastRegion.regions(for: place) }
}
