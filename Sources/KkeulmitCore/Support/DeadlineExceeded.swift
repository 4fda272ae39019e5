/// The run's time (`--timeout`) ran out, and what it was being spent on then: not `KMAError.timedOut`, so that time
/// spent waiting for another run's cache lock or for `crontab` is not blamed on KMA. Exit 69 whatever the activity.
package struct DeadlineExceeded: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the run was waiting for when its time ran out.
    package enum Activity: Equatable, Sendable {
        /// A request to a service, named in the message by its own name (AirKorea never as KMA).
        case request(ServiceRoot)
        /// Another kkeulmit run holding the cache lock of the cell (the single-flight fetch).
        case cacheLock
        /// An external command, named with its arguments (`crontab -l`).
        case command(String)
        /// Nothing in particular: the run as a whole, or a step that had no time left to start.
        case run
    }

    package var activity: Activity
    /// How long the wait lasted: the time that was left when it began; for `.run`, the run's whole budget.
    package var seconds: Double

    package init(_ activity: Activity, seconds: Double) {
        (self.activity, self.seconds) = (activity, seconds)
    }

    /// One line saying what the time went to and what to do next: raise `timeLimit` (the CLI names its option).
    package func message(timeLimit: String) -> String {
        let within = formatSeconds(max(0, seconds))
        switch activity {
        case .request(let root):
            return KMAError.timedOut(seconds: seconds).message(as: ServiceVoice(root, timeLimit: timeLimit))
        case .cacheLock:
            return
                "waited \(within) s for another kkeulmit run holding the cache lock: try again, or raise \(timeLimit)"
        case .command(let command):
            return "'\(command)' did not finish within \(within) s and was stopped: check that cron works"
        case .run:
            return "the run did not finish within its \(within) s: try again later or raise \(timeLimit)"
        }
    }

    /// The line in Core's words ("raise the time limit").
    package var message: String { message(timeLimit: ServiceVoice.timeLimit) }

    package var description: String { message }
}
