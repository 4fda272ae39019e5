import Foundation
import KkeulmitCore

/// Everything the advice pipeline needs, resolved from the command line, config file and environment.
package struct AdviceRequest: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Nil only for `--demo`, which uses the sample's own place.
    package var location: LocationSpec?
    /// `location` already looked up (the runner does so to report place errors before asking for a key), so the
    /// pipeline does not look it up again; nil when the caller did not.
    package var resolvedLocation: ResolvedLocation?
    /// The current time (`KKEULMIT_NOW` or the clock): chooses the forecast base and ages the cache.
    package var now: Date
    /// Where the window starts before minutes are dropped: `now` for `now`, DATETIME for `at`.
    package var windowStart: Date
    /// Hourly slots asked for, 1–48.
    package var hours: Int
    /// Where `hours` came from, for the message when it is out of range.
    package var hoursSource: SettingSource
    package var language: OutputLanguage
    /// Config `temperatureOffset`, 0 when unset.
    package var temperatureOffset: Double
    /// `--demo`: the built-in sample, no key, no network.
    package var demo: Bool
    /// Service root without a trailing slash; operations are appended (`/getVilageFcst`).
    package var baseURL: String
    /// Where `baseURL` came from, for the message when it is not a URL.
    package var baseURLSource: SettingSource
    /// Bounds the whole run (the runner enforces it too).
    package var timeoutSeconds: Double
    /// False with `--no-cache`.
    package var useCache: Bool
    /// `$XDG_CACHE_HOME/kkeulmit`; nil when no cache directory can be named.
    package var cacheDirectory: String?
    /// How old a cached forecast may be to stand in when KMA fails.
    package var maxStaleHours: Double
    /// The service key, checked where it was read; nil for `--demo`. `ServiceKey` never prints it, nor do
    /// `description` and `dump`.
    package var serviceKey: ServiceKey?
    package var verbose: Bool
    /// The time the forecast issue is chosen by, when it is not `now`: `run-schedule` pins it to the scheduled
    /// time, so that a late or repeated run reads the issue a punctual one did and prints the same advice.
    package var forecastTime: Date?
    /// The config's outfit rule table; nil: the service's own (the built-in chart).
    package var rules: OutfitRuleTable?
    /// Set by `tomorrow`: compare the window with the same hours of the day before when the forecast or the
    /// cache holds them.
    package var tomorrow: TomorrowWindow?
    /// Wardrobe, learned offset and return time; the defaults change nothing.
    package var outfit = OutfitPreferences()
    /// Set by `now`: compare the window with the same hours of the day before when the cached issues have them.
    package var comparesWithYesterday = false
    /// `run-schedule`: the config entry and the scheduled time the advice is for (JSON `schedule`).
    package var schedule: AdviceReport.ScheduledRun?
    /// Whether the ultra-short observation and forecast are fetched and merged (set by `now` and `run-schedule`).
    package var nowcast = SourceUse.notApplicable
    /// Config `"sources"`, or all off for `--forecast-only`: which optional sources the person wants.
    package var sourceSwitches = SourceSwitches()
    /// AirKorea's root (`KKEULMIT_AIRKOREA_URL`), its services appended; checked where it is used.
    package var airKoreaURL = AirKoreaSource.defaultRoot.absoluteString
    /// The living-weather index root (`KKEULMIT_LIVING_URL`), `/getUVIdxV5` appended.
    package var livingURL = UVIndexSource.defaultRoot.absoluteString

    package init(
        location: LocationSpec?, now: Date, windowStart: Date, hours: Int, hoursSource: SettingSource = .builtIn,
        language: OutputLanguage, temperatureOffset: Double = 0, demo: Bool = false, baseURL: String = BaseURL.kma,
        baseURLSource: SettingSource = .builtIn, timeoutSeconds: Double = 30, useCache: Bool = true,
        cacheDirectory: String? = nil, maxStaleHours: Double = 24, serviceKey: ServiceKey?, verbose: Bool = false,
        forecastTime: Date? = nil, rules: OutfitRuleTable? = nil, tomorrow: TomorrowWindow? = nil,
        resolvedLocation: ResolvedLocation? = nil
    ) {
        self.location = location
        self.resolvedLocation = resolvedLocation
        self.now = now
        self.windowStart = windowStart
        self.hours = hours
        self.hoursSource = hoursSource
        self.language = language
        self.temperatureOffset = temperatureOffset
        self.demo = demo
        self.baseURL = baseURL
        self.baseURLSource = baseURLSource
        self.timeoutSeconds = timeoutSeconds
        self.useCache = useCache
        self.cacheDirectory = cacheDirectory
        self.maxStaleHours = maxStaleHours
        self.serviceKey = serviceKey
        self.verbose = verbose
        self.forecastTime = forecastTime
        self.rules = rules
        self.tomorrow = tomorrow
    }

    /// When the forecast issue is chosen and the cache's ages are measured: `forecastTime`, else `now`.
    package var issueTime: Date { forecastTime ?? now }

    package var description: String {
        let place = demo ? "demo sample" : location?.description ?? "none"
        return "location \(place), now \(KSTDateTime(now).iso8601), window from \(KSTDateTime(windowStart).iso8601) "
            + "for \(hours) h, lang \(language.rawValue), offset \(NumberText.compact(temperatureOffset)), "
            + "base URL \(baseURL), timeout \(NumberText.compact(timeoutSeconds)) s, "
            + "cache \(useCache ? cacheDirectory ?? "unavailable" : "off"), max stale \(NumberText.compact(maxStaleHours)) h"
            + (forecastTime.map { ", issue chosen at \(KSTDateTime($0).iso8601)" } ?? "")
            + (rules == nil ? "" : ", own rule table") + (tomorrow == nil ? "" : ", compared with the day before")
            + (outfit.wardrobe == nil ? "" : ", wardrobe")
            + (outfit.learned.map { ", learned offset \(NumberText.compact($0.value)) from \($0.answers) answers" }
                ?? "")
            + (outfit.back.map { ", back at \($0)" } ?? "")
    }

    package var debugDescription: String { description }
}
