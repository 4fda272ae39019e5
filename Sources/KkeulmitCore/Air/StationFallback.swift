/// Which nearby station's measurement describes the place now (docs/AIR-UV.md: "the nearest station with a usable value
/// is used, the next ones when a value is missing (`-`) or flagged"). One station supplies every value of the reading,
/// so that `air.station` names where the numbers were measured: the nearest station whose current hour has both PM10
/// and PM2.5; if none has both, the nearest with either.
package enum StationFallback {
    /// - Parameter measurements: each station's `StationMeasurement.current(…)`, nearest station first; nil for a
    ///   station that failed, answered nothing current or nothing usable.
    package static func choose(_ measurements: [StationMeasurement?]) -> StationMeasurement? {
        let usable = measurements.compactMap { $0 }.filter(\.hasAnyValue)
        return usable.first(where: \.hasBothValues) ?? usable.first
    }

    /// Whether asking a farther station can still improve on what the nearer ones gave: false once one has both
    /// values, so a caller fetching station by station stops there.
    package static func needsAnotherStation(after measurements: [StationMeasurement?]) -> Bool {
        !measurements.contains { $0?.hasBothValues == true }
    }
}
