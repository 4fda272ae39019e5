import Foundation

/// One optional source, declared once (as swift-format keeps one rule a type and Telegraf one input a plugin): JSON id,
/// the config switch turning it off, the commands and windows using it, how the run's pipeline asks for it (composite
/// sources included), its `--demo` sample, the engine's reading, its `doctor` probes and its failure's name.
/// `SourceRegistry` makes the pipeline's fetches, JSON `sources`, the config switches, `--forecast-only`, the demo,
/// `batch` and `doctor` from these alone; adding a source is one conformer listed in `SourceRegistry.builtIn`.
package protocol SourceDeclaration: Sendable {
    /// What one answer of the source is, for the reading.
    associatedtype Value: Sendable

    /// JSON `sources[].id`.
    var id: SourceID { get }
    /// Config `"sources": {switchKey: false}` turns it off; sources from one registration share one.
    var switchKey: String { get }
    /// The service root it is asked at: a root that is not a usable URL leaves it out (`unavailable`).
    var root: ServiceRoot { get }
    /// Whether it is asked about a place of the table (`SourcePlace`) rather than the grid cell alone.
    var needsPlace: Bool { get }
    /// What the source and its service are called in the line a failure prints (`미세먼지`, `에어코리아`).
    var names: SourceNames { get }
    /// The data.go.kr operation (`ServiceRequest.path`) a run with nothing kept asks first. While the key in use
    /// is remembered refused for it (`FailureMemory`: until 00:00 KST), the registry settles the source as that
    /// refusal without starting it. Nil: always started (a failure is then recalled request by request).
    var openingOperation: String? { get }

    /// Whether the command asks for it at all (the ultra-short sources: `now` and `run-schedule`). A command that
    /// does not is `notApplicable` whatever the switch says.
    func isUsed(by window: SourceWindow) -> Bool
    /// Whether the window is one it can speak of (checked after the switch: an `off` source stays `off`).
    func applies(to window: SourceWindow) -> Bool
    /// Asks for it through the run's pipeline; a thrown error becomes a status (`OptionalSource.fetch`).
    func fetch(_ run: SourceRun) async throws -> OptionalSource<Value>
    /// `--demo`: the built-in sample, read by the same decoders as a live answer; nil when there is none.
    func demo(_ run: SourceRun) -> OptionalSource<Value>?
    /// Adds what the engine decides on from an answer to `readings`, for the window from `start` until `end`.
    func read(_ value: Value, window: ReadingWindow, into readings: inout Readings)
    /// The light requests `doctor` and `setup` send for it; none when another source's probe covers its registration.
    func probes(_ target: ProbeTarget, now: Date) -> [SourceProbe]
}

extension SourceDeclaration {
    package var needsPlace: Bool { true }
    package var openingOperation: String? { nil }
    package func isUsed(by window: SourceWindow) -> Bool { true }
    package func applies(to window: SourceWindow) -> Bool { true }
    package func demo(_ run: SourceRun) -> OptionalSource<Value>? { nil }
    package func read(_ value: Value, window: ReadingWindow, into readings: inout Readings) {}
    package func probes(_ target: ProbeTarget, now: Date) -> [SourceProbe] { [] }
}

extension SourceNames {
    /// `source`, asked at `root`: a failure names the service whose registration that root needs.
    package init(_ source: LocalizedText, at root: ServiceRoot) {
        self.init(source, service: root.registration)
    }
}

extension ServiceRoot {
    /// The service a failure line says a key must be registered for; nil for the forecast's own (the key's first).
    var registration: LocalizedText? {
        switch self {
        case .forecast: nil
        case .airKorea: LocalizedText(ko: "에어코리아", en: "AirKorea")
        case .living: LocalizedText(ko: "생활기상지수", en: "the living-weather index service")
        case .alerts: LocalizedText(ko: "기상특보 조회서비스", en: "the weather warning service")
        case .health: LocalizedText(ko: "보건기상지수", en: "the health-weather index service")
        }
    }
}

/// What decides whether a run uses a source: the run's now, the window and whether the command is about the
/// present (`now`, `run-schedule`).
package struct SourceWindow: Sendable {
    /// The run's now (`KKEULMIT_NOW` or the clock; the sample's moment for `--demo`).
    package var now: Date
    package var start: KSTDateTime
    package var hours: Int
    /// `tomorrow`: the next day's daytime, never "near now".
    package var isTomorrow: Bool
    /// `now` and `run-schedule`: the ultra-short sources apply.
    package var isPresent: Bool

    package init(now: Date, start: KSTDateTime, hours: Int, isTomorrow: Bool, isPresent: Bool) {
        (self.now, self.start, self.hours, self.isTomorrow, self.isPresent) = (now, start, hours, isTomorrow, isPresent)
    }

    package var today: KSTDate { KSTDateTime(now).date }
    package var end: KSTDateTime { start.adding(minutes: max(1, hours) * 60) }
}

/// The window a reading is for (the conditions' hours), and the place the sources were asked about.
package struct ReadingWindow: Sendable {
    package var start: KSTDateTime
    package var end: KSTDateTime
    package var place: SourcePlace?

    package init(start: KSTDateTime, end: KSTDateTime, place: SourcePlace?) {
        (self.start, self.end, self.place) = (start, end, place)
    }
}

/// One source's fetch in one run: the run's pipeline and now, the place asked about, and the log.
package struct SourceRun: Sendable {
    package var window: SourceWindow
    /// The time the issues are chosen by (`run-schedule`: its scheduled time).
    package var issueTime: Date
    package var location: ResolvedLocation
    /// The table place, found once a run; nil when none is near or the source does not need one.
    package var place: SourcePlace?
    /// Nil for `--demo`.
    package var provider: SourceProvider?
    package var maxStale: Double
    package var log: @Sendable (String) -> Void

    package init(
        window: SourceWindow, issueTime: Date, location: ResolvedLocation, place: SourcePlace?,
        provider: SourceProvider?, maxStale: Double, log: @escaping @Sendable (String) -> Void
    ) {
        (self.window, self.issueTime, self.location, self.place) = (window, issueTime, location, place)
        (self.provider, self.maxStale, self.log) = (provider, maxStale, log)
    }

    /// The run's pipeline; a live fetch without one is a mistake of the caller's.
    package var pipeline: SourceProvider {
        get throws {
            guard let provider else { throw SourceRunError.noPipeline }
            return provider
        }
    }

    /// `place`, for a source that declared it needs one (the registry does not start it without).
    package var requiredPlace: SourcePlace {
        get throws {
            guard let place else { throw SourceRunError.noPlace }
            return place
        }
    }
}

/// A source asked without what the registry promises it.
package enum SourceRunError: Error {
    case noPipeline, noPlace
}
