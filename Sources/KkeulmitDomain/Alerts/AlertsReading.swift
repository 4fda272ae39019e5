/// What the advice knows about official warnings for a window (docs/ALERTS.md, "In force for a place"): the warnings in
/// force at any moment of the window on the place's zones or those above, one per type (the highest level; among equals
/// the place's own zone first, then the earlier), most severe first; and how precisely its zones are known.
package struct AlertsReading: Hashable, Sendable {
    package var alerts: [WeatherAlert]
    package var zones: PlaceZones

    package var precision: WarningZonePrecision { zones.precision }

    package init(alerts: [WeatherAlert], zones: PlaceZones) { (self.alerts, self.zones) = (alerts, zones) }
}
