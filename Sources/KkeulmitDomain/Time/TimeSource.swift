import Foundation

/// Where the civil "now" comes from: which forecast issue is the latest, how old a cached one is, where a window
/// starts. Injected so that base choice, caching and windows are reproducible in tests and replays
/// (`KKEULMIT_NOW`), and never read the machine's clock or zone behind the caller's back. Never used to measure how
/// long something takes: that is `Deadline`'s business, on a monotonic clock.
package protocol TimeSource: Sendable {
    func now() -> Date
}

/// The machine's clock.
package struct SystemTimeSource: TimeSource {
    package init() {}
    package func now() -> Date { Date() }
}
