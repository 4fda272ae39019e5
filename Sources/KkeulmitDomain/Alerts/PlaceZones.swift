/// The warning zones whose warnings apply to a place at a time (docs/ALERTS.md, "From a place to its zones").
package struct PlaceZones: Hashable, Sendable {
    /// The place's own zones, valid at the time, most specific first: one zone; a split city's zone and all its
    /// sub-zones; a province's zone and everything under it.
    package let zones: [String]
    /// `zones` and every valid zone above them up to 전국: a warning on any of them applies to the place.
    package let applicable: [String]
    /// How well `zones` is known (said in JSON, never hidden).
    package let precision: WarningZonePrecision

    package init(zones: [String], applicable: [String], precision: WarningZonePrecision) {
        (self.zones, self.applicable, self.precision) = (zones, applicable, precision)
    }

    /// No zone at all (이어도, or a place the map cannot place).
    package static let none = PlaceZones(zones: [], applicable: [], precision: .none)

    /// Whether a warning issued for `zone` applies: the zone is one of the place's or above them.
    package func applies(_ zone: String) -> Bool { applicable.contains(zone) }

    /// Own zones come before the zones above them: the more specific, the smaller the rank.
    package func rank(of zone: String) -> Int { applicable.firstIndex(of: zone) ?? applicable.count }

    /// Several places (a name of today made of several rows): their zones' union, as precise as the least precise.
    package static func union(_ parts: [PlaceZones]) -> PlaceZones {
        guard parts.count > 1 else { return parts.first ?? .none }
        // Each zone once, where it first appears: the own zones, then the zones above them.
        func once(_ ids: [String]) -> [String] { ids.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        let zones = once(parts.flatMap(\.zones))
        return PlaceZones(
            zones: zones, applicable: once(zones + parts.flatMap(\.applicable)),
            precision: parts.map(\.precision).max() ?? .none)
    }
}
