import KkeulmitCore

/// Everything any output format needs, built once by `ReportBuilder` over the domain values the pipeline made: the
/// engine's advice (the window's conditions and hours, the outfit, every note, the way home, the air, UV, warning
/// and pollen readings), the observed current hour, where it is for and from which issue, and how each source fared.
/// Renderers only read it; nothing changes it after it is built.
package struct AdviceReport: Equatable, Sendable {
    /// The report's hours are the window's slots as the engine saw them.
    package typealias Hour = WindowSlot

    /// True when the built-in sample was used (`--demo`).
    package let demo: Bool
    /// Set when a cached forecast stood in because KMA failed.
    package let stale: Staleness?
    package let location: ResolvedLocation
    /// The UV `areaNo` that answered (else the first one asked), when UV was asked.
    package let areaNo: String?
    /// base_date + base_time of the issue used.
    package let forecastBase: KSTDateTime
    /// Slots asked for (the advice covers fewer when the forecast ends first).
    package let requestedHours: Int
    /// What to wear and why, with the conditions it was made for.
    package let advice: OutfitAdvice
    /// The observed current hour (초단기실황), when `ultraSrtNcst` answered.
    package let current: WindowSlot?
    /// Every source of the contract's table, in its order, with how it fared.
    package let sources: [SourceLine]
    /// What the reader should know of the report itself (a return hour past the forecast, a sample for another place).
    package let warnings: [Note]
    /// `tomorrow`: the window against the same hours of the day before, when they were at hand.
    package let comparison: Comparison?
    /// `run-schedule`: the config entry and the scheduled time the advice is for.
    package let schedule: ScheduledRun?

    package var conditions: WindowConditions { advice.conditions }
    /// One slot per hour of the window, in order.
    package var hourly: [WindowSlot] { advice.conditions.slots }
    /// The sun, mean radiant temperature and UTCI of `hourly[index]`, when the engine had the place and the hour
    /// its temperature, humidity and wind.
    package func heatHour(_ index: Int) -> HeatHour? {
        advice.heatHours.indices.contains(index) ? advice.heatHours[index] : nil
    }
    /// JSON `air`: the fine-dust reading the advice used.
    package var air: AirQualityReading? { advice.air }
    /// JSON `uv`: the window's largest UV index.
    package var uv: UVReading? { advice.uv }
    /// JSON `alerts`: the official warnings in force in the window; nil when the source gave no answer.
    package var alerts: AlertsReading? { advice.alerts }
    /// The warnings in force, most severe first (none when the source gave no answer).
    package var alertsInForce: [WeatherAlert] { advice.alerts?.alerts ?? [] }
    /// JSON `pollen`: the grades for the window's day.
    package var pollen: PollenReading? { advice.pollen }
    /// The hours covered, and how many were asked for.
    package var window: Window {
        Window(start: conditions.start, hours: conditions.hours, requestedHours: requestedHours)
    }

    /// One entry of JSON `sources`.
    package struct SourceLine: Equatable, Sendable {
        package var id: SourceID
        package var status: SourceStatus
        /// The issue used, when one was.
        package var issued: KSTDateTime?
        /// The provider that sent the answer used (a kept one too); nil when none was or it is not known.
        package var provider: ProviderID?
        /// When the status is remembered from an earlier run rather than asked: until when (JSON `until`).
        package var until: KSTDateTime?
        /// Its name in failure lines (its declaration's); nil for the required forecast, whose failure is the run's.
        package var names: SourceNames?
    }

    /// The window's temperatures against the same hours one day earlier.
    package struct Comparison: Equatable, Sendable {
        package var previousDate: KSTDate
        /// Hours present on both days.
        package var hours: Int
        package var previousMin: Double
        package var previousMax: Double
        package var tomorrowMin: Double
        package var tomorrowMax: Double
        /// Mean of the window minus the day before, hour by hour, one decimal.
        package var meanChange: Double
        package var verdict: TomorrowComparison.Verdict
        /// Which command's window was compared: the wording differs ("오늘보다" / "어제 이 시간보다").
        package var kind: Kind = .tomorrow

        /// `tomorrow`: tomorrow's daytime against today's; `now`: the hours from now against the same hours yesterday.
        package enum Kind: String, Equatable, Sendable {
            case tomorrow
            case now
        }
    }

    /// Which schedule a `run-schedule` report answers.
    package struct ScheduledRun: Equatable, Sendable {
        package var name: String
        /// The scheduled date-time (KST) the run belongs to, whenever cron actually started it.
        package var occurrence: KSTDateTime
    }

    package struct Staleness: Equatable, Sendable {
        package var fetchedAt: KSTDateTime
        package var ageMinutes: Int
        /// Why KMA could not be used, one line (for the stderr warning).
        package var reason: String
    }

    package struct Window: Equatable, Sendable {
        package var start: KSTDateTime
        /// Slots actually covered (fewer than requested when the forecast ends first).
        package var hours: Int
        package var requestedHours: Int

        /// Exclusive: `start + hours`.
        package var end: KSTDateTime { start.adding(hours: hours) }
    }

    /// A warning on the report: what it says, and the numbers behind it.
    package struct Note: Equatable, Sendable {
        /// Stable identifier, e.g. `back-outside-forecast`, `demo-place`.
        package var id: String
        package var text: LocalizedText
        /// The numbers behind the note, by name (written in name order).
        package var values: [String: Double] = [:]
    }
}

extension AdviceReport.SourceLine {
    /// An optional source's line, named by its declaration.
    package init(_ result: SourceResult, names: SourceNames?) {
        self.init(
            id: result.id, status: result.status, issued: result.issued, provider: result.provider,
            until: result.until, names: names)
    }
}

/// What the renderers read of an hour, by the names the JSON gives them.
extension WindowSlot {
    package var temperature: Double? { forecast.temperature }
    package var precipitationProbability: Int? { forecast.precipitationProbability }
    package var precipitationType: PrecipitationType? { forecast.precipitationType }
    package var sky: SkyCondition? { forecast.sky }
    package var precipitationMm: Double? { forecast.precipitationMillimetres }
    package var snowCm: Double? { forecast.snowCentimetres }
    package var humidity: Double? { forecast.humidity }
    package var windSpeed: Double? { forecast.windSpeed }
    package var source: SlotSource { forecast.source }
}
