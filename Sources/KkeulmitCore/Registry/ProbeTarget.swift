/// The place `doctor` and `setup` ask each service about (`SourceProbe`): the configured location, else 서울특별시 종로구. Which place does
/// not change whether a key is registered; a real one keeps the answers ordinary.
package struct ProbeTarget: Equatable, Sendable {
    package var name: String
    package var cell: GridCell
    /// AirKorea's EPSG:5174 point, for `getNearbyMsrstnList`.
    package var point: TMPoint
    /// The 10-digit area code, for the UV index.
    package var areaNo: String

    /// 서울특별시 종로구: cell 60,127, areaNo 1111000000.
    package static let jongno: ProbeTarget = {
        let place = PlaceDirectory.official.place(code: defaultAreaNo)
        let cell = place?.cell ?? GridCell(nx: 60, ny: 127)!
        let point =
            place.flatMap(AirKoreaTMProjection.project)
            ?? AirKoreaTMProjection.project(latitude: 37.5730, longitude: 126.9794)
        return ProbeTarget(name: "서울특별시 종로구", cell: cell, point: point, areaNo: defaultAreaNo)
    }()

    package static let defaultAreaNo = "1111000000"
    /// `getMsrstnAcctoRltmMesureDnsty` needs a station; the key's registration does not depend on which.
    package static let station = "종로구"

    package init(name: String, cell: GridCell, point: TMPoint, areaNo: String) {
        (self.name, self.cell, self.point, self.areaNo) = (name, cell, point, areaNo)
    }
}
