import Foundation

/// Where the fine-dust and UV sources ask about for a location: the place of KMA's table (its first digits and names
/// give the dust forecast's region), the UV `areaNo`s (the code the service answers for the place today, then its 시군구
/// and 시도 codes: `AreaCode`) and the EPSG:5174 point the station list is asked for. `--place` is its own table row (a
/// name standing for several rows, its representative); a cell or a coordinate takes the nearest row of the table.
package struct SourcePlace: Equatable, Sendable {
    package var place: Place
    package var point: TMPoint
    /// The UV `areaNo`s in the order asked (`PlaceMatch.areaCodes`).
    package var areaCodes: [String]

    package init?(_ location: ResolvedLocation, directory: PlaceDirectory = .official) {
        var found = location.match
        if found == nil, let name = location.name, case .found(let match) = directory.lookup(name) { found = match }
        if let found {
            self.init(place: found.place, areaCodes: found.areaCodes, location: location)
            return
        }
        let (latitude, longitude) = Self.coordinate(location)
        guard let place = directory.nearest(latitude: latitude, longitude: longitude) else { return nil }
        self.init(place: place, areaCodes: directory.areaCodes(for: place), location: location)
    }

    package init(place: Place, areaCodes: [String], location: ResolvedLocation) {
        self.place = place
        self.areaCodes = areaCodes
        let (latitude, longitude) = Self.coordinate(location)
        // The given coordinate where there is one, else the place's own point, else the cell's centre.
        let given = location.latitude != nil && location.longitude != nil
        point =
            (given ? nil : AirKoreaTMProjection.project(place))
            ?? AirKoreaTMProjection.project(latitude: latitude, longitude: longitude)
    }

    /// The dust forecast's regions for the place (one, or two where its side of a split province is unknown).
    package var regions: [DustForecastRegion] { DustForecastRegion.regions(for: place) }

    /// How long the nearest place of a cell or a coordinate is remembered: the place table changes with releases.
    package static let memoSeconds: Double = 30 * 86_400

    /// `init(_:)`, keeping the nearest place of a cell or a coordinate in the cache for 30 days (`place-…json`, a
    /// record of the one cache format): finding it reads the whole place table (about 10 ms of CPU), which a run
    /// answered from the cache otherwise never does. A named place needs no memo: its lookup read the table already.
    package static func resolve(_ location: ResolvedLocation, store: SourceStore?, now: Date) -> SourcePlace? {
        guard location.name == nil, let store else { return SourcePlace(location) }
        let (latitude, longitude) = coordinate(location)
        let key = "\(Int((latitude * 10_000).rounded()))y\(Int((longitude * 10_000).rounded()))"
        if let record = store.record("place", key: key), abs(now.timeIntervalSince(record.storedAt)) <= memoSeconds,
            let memo = try? JSONValueDecoder.decodeOrFallBack(Memo.self, from: record.payload),
            let place = memo.place,
            let areaCodes = memo.areaCodes, !areaCodes.isEmpty
        {
            return SourcePlace(place: place, areaCodes: areaCodes, location: location)
        }
        guard let found = SourcePlace(location) else { return nil }
        if let body = try? JSONEncoder().encode(Memo(found.place, areaCodes: found.areaCodes)) {
            try? store.storeRecord(body, "place", key: key, at: now, keepSeconds: memoSeconds)
        }
        return found
    }

    private static func coordinate(_ location: ResolvedLocation) -> (Double, Double) {
        let centre = LambertProjection.coordinate(of: location.cell)
        return (location.latitude ?? centre.latitude, location.longitude ?? centre.longitude)
    }

    /// A place as the memo keeps it.
    struct Memo: Codable {
        var code: String
        var level1: String
        var level2, level3: String?
        var nx, ny: Int
        var latitude, longitude: Double
        /// Absent from memos written before area codes had fallbacks: such a memo is found again.
        var areaCodes: [String]?

        init(_ place: Place, areaCodes: [String]) {
            (self.areaCodes, code, level1, level2, level3) = (
                areaCodes, place.code, place.level1, place.level2, place.level3
            )
            (nx, ny, latitude, longitude) = (place.cell.nx, place.cell.ny, place.latitude, place.longitude)
        }

        var place: Place? {
            guard code.count == 10, code.allSatisfy(\.isASCII), let cell = GridCell(nx: nx, ny: ny),
                latitude.isFinite, longitude.isFinite
            else { return nil }
            return Place(
                code: code, level1: level1, level2: level2, level3: level3, cell: cell, latitude: latitude,
                longitude: longitude)
        }
    }
}
