/// How a source fared in a run (JSON `sources[].status`).
package enum SourceStatus: String, Sendable, CaseIterable {
    /// Answered, or its issue was in the cache.
    case ok
    /// Served from the cache after a failure.
    case stale
    /// Failed, nothing usable cached.
    case unavailable
    /// The key is not registered for the service (code 30 from it).
    case notRegistered
    /// Turned off (`--forecast-only`, config `"sources"`, or not built yet).
    case off
    /// The command or window does not use it.
    case notApplicable
}
