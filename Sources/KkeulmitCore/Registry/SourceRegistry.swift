import Foundation

/// Every optional source, one declaration each, in the order of JSON `sources` (after the required `vilageFcst`).
/// The pipeline's fetches, JSON `sources`, the config's switches, `--forecast-only`, the demo, `batch` and `doctor`
/// are all made from this list: a source listed here needs no other edit to appear in any of them.
package struct SourceRegistry: Sendable {
    package var optional: [any SourceDeclaration]

    package init(_ optional: [any SourceDeclaration]) {
        self.optional = optional
    }

    /// The sources kkeulmit ships with (docs/CLI.md, "Sources").
    package static let builtIn = SourceRegistry([
        NowcastDeclaration.observation, NowcastDeclaration.ultraShort, AirQualityDeclaration(),
        DustForecastDeclaration(), UVIndexDeclaration(), WeatherAlertsDeclaration(), PollenDeclaration(),
    ])

    /// JSON `sources` in order: the required forecast, then each declaration.
    package var ids: [SourceID] { [ForecastDeclaration.id] + optional.map(\.id) }

    /// The config's switches, each once, in the order of the sources they turn off.
    package var switchKeys: [String] {
        var keys: [String] = []
        for key in optional.map(\.switchKey) where !keys.contains(key) { keys.append(key) }
        return keys
    }

    package func declaration(_ id: SourceID) -> (any SourceDeclaration)? {
        optional.first { $0.id == id }
    }

    /// Whether a run uses `declaration`: a command that does not use it is `notApplicable`, a switch turned off
    /// `off`, a window it cannot speak of `notApplicable`.
    package func use(_ declaration: any SourceDeclaration, _ window: SourceWindow, _ switches: SourceSwitches)
        -> SourceUse
    {
        guard declaration.isUsed(by: window) else { return .notApplicable }
        guard switches.isOn(declaration.switchKey) else { return .off }
        return declaration.applies(to: window) ? .on : .notApplicable
    }

    /// The light requests `doctor` and `setup` send: each provider's forecast, then data.go.kr's sources'.
    package func probes(_ target: ProbeTarget, now: Date, providers: [ProviderID]) -> [SourceProbe] {
        var probes: [SourceProbe] = []
        if providers.contains(.dataGoKr) {
            probes.append(ForecastDeclaration.probe(target, now: now, provider: .dataGoKr))
            probes += optional.flatMap { $0.probes(target, now: now) }
        }
        if providers.contains(.apiHub) { probes.append(ForecastDeclaration.probe(target, now: now, provider: .apiHub)) }
        return probes
    }

    /// The engine's readings from what the sources gave, for the window's hours.
    package func readings(_ results: SourceResults, window: ReadingWindow) -> Readings {
        var readings = Readings.none
        for declaration in optional {
            if let result = results[declaration.id] { Self.read(declaration, result, window, into: &readings) }
        }
        return readings
    }

    private static func read<D: SourceDeclaration>(
        _ declaration: D, _ result: SourceResult, _ window: ReadingWindow, into readings: inout Readings
    ) {
        guard [.ok, .stale].contains(result.status), let value = result.value as? D.Value else { return }
        declaration.read(value, window: window, into: &readings)
    }
}
