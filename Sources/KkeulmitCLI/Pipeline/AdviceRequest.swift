import Foundation
import KkeulmitCore

/// Everything the advice pipeline needs, resolved from the command line, config file and environment: values only,
/// nothing left to look up or check. Built only in `AdviceRequestBuilder.request`, by the memberwise initializer.
package struct AdviceRequest: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    package var source: Source
    /// The current time (`KKEULMIT_NOW` or the clock): chooses each source's issue and ages the cache.
    package var now: Date
    /// Where the window starts before minutes are dropped: `now` for `now`, DATETIME for `at`.
    package var windowStart: Date
    /// Hourly slots asked for, 1–48.
    package var hours: Int
    /// Where `hours` came from, for the message when it is out of range.
    package var hoursSource: SettingSource = .builtIn
    package var language: OutputLanguage
    /// Config `temperatureOffset`, 0 when unset.
    package var temperatureOffset: Double = 0
    /// The time the issues are chosen by, when it is not `now`: `run-schedule` pins it to the scheduled time, so
    /// that a late or repeated run reads the issues a punctual one did and prints the same advice.
    package var forecastTime: Date?
    /// The config's outfit rule table; nil: the service's own (the built-in chart).
    package var rules: OutfitRuleTable?
    /// Set by `tomorrow`: compare the window with the day before's same hours when the forecast or cache holds them.
    package var tomorrow: TomorrowWindow?
    /// Wardrobe, learned offset and return time; the defaults change nothing.
    package var outfit = OutfitPreferences()
    /// Set by `now`: compare the window with the same hours of the day before when the cached issues have them.
    package var comparesWithYesterday = false
    /// `run-schedule`: the config entry and the scheduled time the advice is for (JSON `schedule`).
    package var schedule: AdviceReport.ScheduledRun?
    /// `now` and `run-schedule`: the window is about the present, so the ultra-short observation and forecast
    /// apply (`SourceWindow.isPresent`).
    package var isPresent = false
    /// Config `"sources"`, or all off for `--forecast-only`: which optional sources the person wants.
    package var sourceSwitches = SourceSwitches()
    /// `--demo summer`: which built-in sample a demo request reads.
    package var demoSample = DemoSampleKind.winter

    /// The built-in sample (`--demo`: no key or network; a location given is only mentioned), or a place's services.
    package enum Source: Equatable, Sendable {
        case demo(askedFor: LocationSpec?)
        case live(LiveSource)
    }

    /// `--demo`: the built-in sample.
    package var demo: Bool { live == nil }

    /// The live part, nil for `--demo`.
    package var live: LiveSource? {
        if case .live(let live) = source { return live }
        return nil
    }

    /// When the issues are chosen and the cache's ages measured: `forecastTime`, else `now`.
    package var issueTime: Date { forecastTime ?? now }

    /// What decides which optional sources the request uses, with `now` as the run's now (`--demo`: the sample's).
    package func sourceWindow(now: Date) -> SourceWindow {
        SourceWindow(
            now: now, start: tomorrow?.start ?? KSTDateTime(windowStart), hours: tomorrow?.hours ?? hours,
            isTomorrow: tomorrow != nil, isPresent: isPresent)
    }

    package var description: String {
        let place =
            switch source {
            case .demo: demoSample == .summer ? "summer demo sample" : "demo sample"
            case .live(let live):
                "cell \(live.location.cell)" + (live.location.name.map { " (\($0))" } ?? "")
                    + ", forecast root \(live.sources.roots[.forecast].absoluteString)"
                    + ", cache \(live.sources.cache.directory?.path ?? "off"), max stale "
                    + "\(NumberText.compact(live.sources.cache.maxStaleHours)) h"
            }
        return "\(place), now \(KSTDateTime(now).iso8601), window from \(KSTDateTime(windowStart).iso8601) "
            + "for \(hours) h, lang \(language.rawValue), offset \(NumberText.compact(temperatureOffset))"
            + (forecastTime.map { ", issue chosen at \(KSTDateTime($0).iso8601)" } ?? "")
            + (rules == nil ? "" : ", own rule table") + (tomorrow == nil ? "" : ", compared with the day before")
            + (outfit.wardrobe == nil ? "" : ", wardrobe")
            + (outfit.learned.map { ", learned offset \(NumberText.compact($0.value)) from \($0.answers) answers" }
                ?? "")
            + (outfit.back.map { ", back at \($0)" } ?? "")
    }

    package var debugDescription: String { description }
}

/// A live request's part: the place, resolved, and the process's sources (key, every root, the cache policy).
package struct LiveSource: Equatable, Sendable {
    package var location: ResolvedLocation
    package var sources: SourceSet
}

/// Which built-in sample `--demo` reads: the winter one (the default, `now --demo`) or the summer one
/// (`now --demo summer`), each a forecast for 서울특별시 종로구 at one fixed moment.
package enum DemoSampleKind: String, Equatable, Sendable {
    /// `DemoSample`: a cold windy November morning with evening rain, and every optional source's sample.
    case winter
    /// `DemoSummerSample`: a clear July noon at 33 °C clouding over; the forecast alone.
    case summer

    /// The sample's issue time.
    package var base: ForecastBase { self == .summer ? DemoSummerSample.base : DemoSample.base }
    /// The moment the sample describes: the clock of a demo run.
    package var now: KSTDateTime { self == .summer ? DemoSummerSample.now : DemoSample.now }
    /// The first hour the sample forecasts: where a demo window starts.
    package var windowStart: KSTDateTime { base.time.adding(hours: 1) }

    /// The sample, decoded as if KMA had just sent it.
    package func forecast() throws -> KMAForecast {
        self == .summer ? try DemoSummerSample.forecast() : try DemoSample.forecast()
    }
}
