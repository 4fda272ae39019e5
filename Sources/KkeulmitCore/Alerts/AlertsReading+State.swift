/// The warnings in force for a window, read from the warnings service's state (the domain's `AlertsReading` knows
/// nothing of the service).
extension AlertsReading {
    /// The warnings of `state` in force at some moment of `[start, end)` for `zones`.
    package init(
        state: WarningState, zones: PlaceZones, from start: KSTDateTime, until end: KSTDateTime,
        table: WarningZoneTable = .official, reading: WarnVarReading = .guide
    ) {
        struct Kind: Hashable {
            var type: AlertType
            var code: Int
        }
        var best: [Kind: (alert: WeatherAlert, rank: Int)] = [:]
        for key in state.keys where zones.applies(key.zone) {
            let type = AlertType(warnVar: key.warnVar, reading: reading)
            let kind = Kind(type: type, code: type == .other ? key.warnVar : 0)
            let rank = zones.rank(of: key.zone)
            for interval in state.intervals(zone: key.zone, warnVar: key.warnVar, from: start, until: end) {
                let alert = WeatherAlert(
                    type: type, level: AlertLevel(warnStress: interval.level), zone: key.zone,
                    zoneName: table[key.zone]?.name ?? key.zone, since: interval.since, until: interval.until,
                    code: key.warnVar)
                if let held = best[kind],
                    (held.alert.level, -held.rank, -held.alert.since.minutesSinceEpoch)
                        >= (alert.level, -rank, -alert.since.minutesSinceEpoch)
                {
                    continue
                }
                best[kind] = (alert, rank)
            }
        }
        let types = AlertType.allCases
        func order(_ a: WeatherAlert) -> (Int, Int, Int, Int, String) {
            (
                -AlertLevel.allCases.firstIndex(of: a.level)!, a.since.minutesSinceEpoch, types.firstIndex(of: a.type)!,
                a.code, a.zone
            )
        }
        self.init(alerts: best.values.map(\.alert).sorted { order($0) < order($1) }, zones: zones)
    }
}
