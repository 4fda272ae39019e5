import KkeulmitCore

/// The place `doctor` asks each service about: the configured location, else 서울특별시 종로구. Which place does
/// not change whether a key is registered; a real one keeps the answers ordinary.
struct DoctorTarget: Equatable, Sendable {
    var name: String
    var cell: GridCell
    /// AirKorea's EPSG:5174 point, for `getNearbyMsrstnList`.
    var point: TMPoint
    /// The 10-digit area code, for the UV index.
    var areaNo: String

    /// 서울특별시 종로구: cell 60,127, areaNo 1111000000.
    static let jongno: DoctorTarget = {
        let place = PlaceDirectory.official.place(code: defaultAreaNo)
        let cell = place?.cell ?? GridCell(nx: 60, ny: 127)!
        let point =
            place.flatMap(AirKoreaTMProjection.project)
            ?? AirKoreaTMProjection.project(latitude: 37.5730, longitude: 126.9794)
        return DoctorTarget(name: "서울특별시 종로구", cell: cell, point: point, areaNo: defaultAreaNo)
    }()

    static let defaultAreaNo = "1111000000"
    /// `getMsrstnAcctoRltmMesureDnsty` needs a station; the key's registration does not depend on which.
    static let station = "종로구"

    /// The target for a configured location; nil when it cannot be resolved (then `jongno` stands in).
    init?(_ spec: LocationSpec) {
        switch spec {
        case .place(let query):
            guard case .found(let match) = PlaceDirectory.official.lookup(query) else { return nil }
            let place = match.place
            let point =
                AirKoreaTMProjection.project(place)
                ?? AirKoreaTMProjection.project(
                    latitude: LambertProjection.coordinate(of: place.cell).latitude,
                    longitude: LambertProjection.coordinate(of: place.cell).longitude)
            // The code the UV service answers for the place today (the table's may be retired, e.g. 29…).
            self.init(name: match.name, cell: place.cell, point: point, areaNo: match.areaCode ?? place.code)
        case .coordinates(let lat, let lon):
            guard let cell = LambertProjection.cell(latitude: lat, longitude: lon) else { return nil }
            self.init(
                name: "lat \(lat), lon \(lon)", cell: cell,
                point: AirKoreaTMProjection.project(latitude: lat, longitude: lon), areaNo: Self.defaultAreaNo)
        case .cell(let nx, let ny):
            guard let cell = GridCell(nx: nx, ny: ny) else { return nil }
            let centre = LambertProjection.coordinate(of: cell)
            self.init(
                name: "grid \(nx),\(ny)", cell: cell,
                point: AirKoreaTMProjection.project(latitude: centre.latitude, longitude: centre.longitude),
                areaNo: Self.defaultAreaNo)
        }
    }

    init(name: String, cell: GridCell, point: TMPoint, areaNo: String) {
        self.name = name
        self.cell = cell
        self.point = point
        self.areaNo = areaNo
    }
}
