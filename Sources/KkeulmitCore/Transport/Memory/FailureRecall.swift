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

    private let kept = Locked<(recalled: FailureRecord?, learnt: FailureRecord?)>((nil, nil))

    package init() {}

    /// Notes that a request was not sent because of `record` (`asked` false), or that it failed and is now
    /// remembered as `record` (`asked` true); of each, the one that holds longest is kept.
    package func note(_ record: FailureRecord, asked: Bool) {
        kept.withLock { kept in
            if asked {
                if kept.learnt.map({ $0.until < record.until }) ?? true { kept.learnt = record }
            } else if kept.recalled.map({ $0.until < record.until }) ?? true {
                kept.recalled = record
            }
        }
    }

    /// The failure acted on instead of asking, if a request was not sent.
    package var record: FailureRecord? { kept.withLock { $0.recalled } }

    /// Until when the source's status is remembered, asked this run or not: the run that learns a failure reports
    /// it as the runs after it will, so that their output is the same.
    package var until: KSTDateTime? {
        kept.withLock { [$0.recalled?.until, $0.learnt?.until].compactMap { $0 }.max() }
    }
}
