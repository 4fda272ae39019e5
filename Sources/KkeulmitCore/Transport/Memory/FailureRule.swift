import Foundation

/// Which failures of an optional source are remembered, and until when. Pure; `FailureMemory` keeps what it says.
///
/// A status bar refreshing every minute with a key registered for the forecast alone would otherwise send five
/// requests a run that are rejected (7,200 a day); a service that is down would be asked every run though its
/// answer cannot change for minutes.
package enum FailureRule {
    /// Why a provider is not asked again for a while.
    package enum Reason: String, Sendable, Equatable {
        /// It rejected the key (code 30 and the gateway's other key codes, API Hub's 401/403 for an operation
        /// never approved): that lasts until 00:00 KST or another key.
        case rejected
        /// It failed in a way that may mend soon (5xx, refused, timed out, KMA's backend errors): a short back-off.
        case failed
    }

    /// The first back-off, doubled after each failure that follows one (2, 4, 8 … minutes).
    package static let firstBackOffMinutes = 2
    /// No back-off is longer, even for a source without issues.
    package static let longestBackOffMinutes = 64
    /// A failure this long after the last back-off ended starts again at the first back-off.
    package static let forgetfulnessSeconds: Double = 3_600

    /// Why `error` is worth remembering, if it is: a rejected key (unless the failover read it as the quota:
    /// `ProviderQuota`'s), or a failure that says the service may answer later; not `03` (step back instead) nor
    /// `99` (often a reason about the parameters, like an unknown area): answers about the request.
    package static func reason(for error: any Error, verdict: FailoverRule.Verdict) -> Reason? {
        guard verdict != .outOfQuota, let error = (error as? KMAError)?.telling else { return nil }
        switch error.kind {
        case .keyRejected: return .rejected
        case .unavailable:
            let code = error.resultCode?.rawValue
            return code == "03" || code == "99" ? nil : .failed
        case .rateLimited, .unusable: return nil
        }
    }

    /// The next 00:00 KST after `now`, in fixed UTC+9.
    package static func nextMidnight(after now: Date) -> KSTDateTime {
        KSTDateTime(date: KSTDateTime(now).date.adding(days: 1), hour: 0)
    }

    /// How many failures in a row this one makes, after `previous` (the one remembered, even if its back-off is
    /// over): one more than it when it was a failure whose back-off ended less than `forgetfulnessSeconds` ago.
    package static func failures(after previous: FailureRecord?, now: Date) -> Int {
        guard let previous, previous.reason == .failed,
            now.timeIntervalSince(previous.until.instant) < forgetfulnessSeconds
        else { return 1 }
        return previous.failures + 1
    }

    /// Until when the `failures`-th failure in a row at `now` is remembered: 2, 4, 8 … minutes (at most
    /// `longestBackOffMinutes`), never past `nextIssue` (a new issue is worth asking for at once).
    package static func backOff(now: Date, failures: Int, nextIssue: KSTDateTime?) -> KSTDateTime {
        let doublings = min(max(0, failures - 1), 10)
        let minutes = min(firstBackOffMinutes << doublings, longestBackOffMinutes)
        let until = KSTDateTime(now).adding(minutes: minutes)
        guard let nextIssue, nextIssue > KSTDateTime(now) else { return until }
        return min(until, nextIssue)
    }

    /// Until when a failure for `reason` at `now` is remembered.
    package static func until(
        _ reason: Reason, now: Date, previous: FailureRecord?, nextIssue: KSTDateTime?
    ) -> (until: KSTDateTime, failures: Int) {
        switch reason {
        case .rejected: return (nextMidnight(after: now), 1)
        case .failed:
            let failures = failures(after: previous, now: now)
            return (backOff(now: now, failures: failures, nextIssue: nextIssue), failures)
        }
    }
}

extension IssueSchedule {
    /// When the issue after the newest callable at `now` becomes callable.
    package func nextCallable(after now: KSTDateTime) -> KSTDateTime {
        var best: KSTDateTime?
        for offset in 0...1 {
            let date = now.date.adding(days: offset)
            for hour in hours {
                for minute in minutes {
                    let callable = callableAt(KSTDateTime(date: date, hour: hour, minute: minute))
                    if callable > now, best.map({ callable < $0 }) ?? true { best = callable }
                }
            }
        }
        // Every schedule has an issue a day, so tomorrow's first is always later than `now`.
        return best ?? now.adding(minutes: 24 * 60)
    }
}
