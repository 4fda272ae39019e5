/// Config `"sources": {"nowcast": false, "airQuality": false, …}`: which optional sources a person wants at all.
/// Each switch is a declaration's `switchKey` (several sources may share one: `nowcast`, `airQuality`); a switch
/// left out is on. `--forecast-only` turns every one off for one run.
package struct SourceSwitches: Equatable, Sendable {
    /// The switches turned off.
    package var off: Set<String>
    /// `--forecast-only`: every optional source off, whatever its switch.
    package var allOff: Bool

    package init(off: Set<String> = [], allOff: Bool = false) {
        (self.off, self.allOff) = (off, allOff)
    }

    /// Every optional source off: `--forecast-only`.
    package static let forecastOnly = SourceSwitches(allOff: true)

    package func isOn(_ key: String) -> Bool { !allOff && !off.contains(key) }
}
