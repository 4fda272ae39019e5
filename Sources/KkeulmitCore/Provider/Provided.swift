/// A source's answer as the pipeline hands it over: the value, the issue it is, and where it came from.
package struct Provided<Value: Sendable>: Sendable {
    package var value: Value
    /// The issue the value is (after any step back, or the stand-in's); nil for a source without issues.
    package var issue: KSTDateTime?
    package var origin: AnswerOrigin
    /// For `.stale`: the failure that made the kept answer stand in (for the warning line and `--verbose`).
    package var fallbackReason: FetchFailure?
    /// The provider that sent the answer, kept ones too (JSON `sources[].provider`); nil when unknown.
    package var provider: ProviderID?

    package var isStale: Bool {
        if case .stale = origin { return true }
        return false
    }
}

extension Provided: Equatable where Value: Equatable {}

/// Where an answer came from: this run's request, the cache, or a kept answer standing in for a failed fetch.
package typealias AnswerOrigin = ShortTermForecast.Origin

/// Why the fetch failed, when a kept answer stood in for it.
package enum FetchFailure: Equatable, Sendable, CustomStringConvertible {
    /// The service answered with, or could not be reached for, an error of the 69 or 75 kind.
    case service(KMAError)
    /// The fetch ran out of time, waiting for what the error says.
    case deadline(DeadlineExceeded)

    package var message: String { "\(error)" }

    package var description: String { message }

    /// The error itself, to throw when nothing stands in.
    var error: any Error {
        switch self {
        case .service(let error): error
        case .deadline(let error): error
        }
    }
}
