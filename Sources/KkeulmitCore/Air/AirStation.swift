/// An AirKorea measuring station near a place (domain), from `getNearbyMsrstnList`.
package struct AirStation: Hashable, Sendable {
    /// The name the measurement operation is asked with (`종로구`, `중앙동(강원)`).
    package var name: String
    /// The station's street address, as the service writes it.
    package var address: String?
    /// Distance from the place, km; nil when the service sent none that is a finite, non-negative number, so never NaN.
    package var distanceKm: Double?
    /// The station code, when the service sent one (`ver` 1.1 and later).
    package var code: String?

    package init(name: String, address: String? = nil, distanceKm: Double?, code: String? = nil) {
        (self.name, self.address, self.code) = (name, address, code)
        self.distanceKm = distanceKm.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// The stations of an answer, nearest first. Every recorded answer comes sorted, but nothing promises it: sorted
    /// here by distance, ties by name, stations without a distance last. A row without a name is dropped; a name sent
    /// twice keeps its nearest row.
    package static func nearestFirst(_ rows: [NearbyStationRow]) -> [AirStation] {
        var byName: [String: AirStation] = [:]
        for row in rows {
            guard let name = row[.stationName]?.trimmingSpaces, !name.isEmpty else { continue }
            let station = AirStation(
                name: name, address: row[.addr]?.trimmingSpaces.nonEmpty,
                distanceKm: row[.tm].flatMap { Double($0.trimmingSpaces) },
                code: row[.stationCode]?.trimmingSpaces.nonEmpty
            )
            if let kept = byName[name], !station.isNearer(than: kept) { continue }
            byName[name] = station
        }
        return byName.values.sorted { $0.isNearer(than: $1) }
    }

    /// Strict order: known distance before unknown, smaller distance first, then name.
    func isNearer(than other: AirStation) -> Bool {
        switch (distanceKm, other.distanceKm) {
        case (let a?, let b?) where a != b: a < b
        case (.some, nil): true
        case (nil, .some): false
        default: name < other.name
        }
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
