import KkeulmitCore

/// Options every advice command shares (`[common options]` in synopses, `OptionSection.common`).
package struct CommonOptions: Equatable, Sendable {
    /// `--base-url`, validated (http/https, no query) and without a trailing slash.
    package var baseURL: String?
    /// `--timeout SECONDS`, positive.
    package var timeoutSeconds: Double?
    /// `--no-cache`.
    package var noCache = false
    /// `--verbose`.
    package var verbose = false
    /// `--max-stale HOURS`: how old a cached forecast may be and still stand in when KMA fails.
    package var maxStaleHours: Double?
    /// `--config PATH`: use this config file instead of the XDG one.
    package var configPath: String?
}

extension CommonOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(noCache: arguments.flag(.noCache), verbose: arguments.flag(.verbose))
        if let raw = arguments.value(.baseURL) {
            switch BaseURL.validate(raw, source: "--base-url") {
            case .success(let url): baseURL = url
            case .failure(let error): throw arguments.error(error.message)
            }
        }
        if let raw = arguments.value(.timeout) {
            guard let seconds = ParsedArguments.number(raw), seconds > 0 else {
                throw arguments.error("--timeout must be a positive number of seconds, got \(quoted(raw))")
            }
            timeoutSeconds = seconds
        }
        if let raw = arguments.value(.maxStale) {
            guard let hours = ParsedArguments.number(raw), hours >= 0 else {
                throw arguments.error("--max-stale must be a number of hours, 0 or more, got \(quoted(raw))")
            }
            maxStaleHours = hours
        }
        if let raw = arguments.value(.config) {
            guard !raw.isEmpty else { throw arguments.error("--config needs a file path") }
            configPath = raw
        }
    }
}
