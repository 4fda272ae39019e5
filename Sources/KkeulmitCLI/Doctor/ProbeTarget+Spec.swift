import KkeulmitCore

extension ProbeTarget {
    /// The target for a configured location; nil when it cannot be resolved (then `jongno` stands in).
    init?(_ spec: LocationSpec) {
        func centre(_ cell: GridCell) -> TMPoint {
            let centre = LambertProjection.coordinate(of: cell)
            return AirKoreaTMProjection.project(latitude: centre.latitude, longitude: centre.longitude)
        }
        switch spec {
        case .place(let query):
            guard case .found(let match) = PlaceDirectory.official.lookup(query) else { return nil }
            let place = match.place
            let point = AirKoreaTMProjection.project(place) ?? centre(place.cell)
            // The code the UV service answers for the place today (the table's may be retired, e.g. 29…).
            self.init(name: match.name, cell: place.cell, point: point, areaNo: match.areaCode ?? place.code)
        case .coordinates(let lat, let lon):
            guard let cell = LambertProjection.cell(latitude: lat, longitude: lon) else { return nil }
            self.init(
                name: "lat \(lat), lon \(lon)", cell: cell,
                point: AirKoreaTMProjection.project(latitude: lat, longitude: lon), areaNo: Self.defaultAreaNo)
        case .cell(let nx, let ny):
            guard let cell = GridCell(nx: nx, ny: ny) else { return nil }
            self.init(name: "grid \(nx),\(ny)", cell: cell, point: centre(cell), areaNo: Self.defaultAreaNo)
        }
    }
}
