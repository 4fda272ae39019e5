import Foundation

/// An optional source's fetch that may act on a remembered failure instead of asking (`FailureMemory`), and what
/// it recalled: set for the source's task by the pipeline (`FailureRecall.$current.withValue`), read by
/// `FailoverTransport` before each request. Without one (the required forecast, `doctor`, `setup`, the library's
/// `WeatherClient`) every request is sent and nothing is remembered: those always ask afresh.
///
/// A task-local rather than a parameter because a source's requests pass through code that is the same for every
/// source (`SourceProvider`, the area-code fallback, the station fallback), which should not carry a flag that only
/// the transport reads.
package final class FailureRecall: Sendable {
    @TaskLocal package static var current: FailureRecall?

    private let recalled = Locked<FailureRecord?>(nil)

    package init() {}

    /// Notes that a request was not sent because of `record`; the one that holds longest is kept, as the source is
    /// not asked again before then.
    package func note(_ record: FailureRecord) {
        recalled.withLock { kept in
            if kept.map({ $0.until < record.until }) ?? true { kept = record }
        }
    }

    /// The failure acted on instead of asking, if any request was not sent.
    package var record: FailureRecord? { recalled.withLock { $0 } }
}
