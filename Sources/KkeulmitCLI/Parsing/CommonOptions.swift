import KkeulmitCore

/// Options every advice command shares (`[common options]` in synopses, `OptionSection.common`).
package struct CommonOptions: Equatable, Sendable {
    /// `--base-url`, validated (http/https, no query) and without a trailing slash.
    package var baseURL: String?
    /// `--timeout SECONDS`, positive.
    package var timeoutSeconds: Double?
    package var noCache = false
    package var verbose = false
    /// `--max-stale HOURS`: how old a cached forecast may be and still stand in when KMA fails.
    package var maxStaleHours: Double?
    /// `--config PATH`: use this config file instead of the XDG one.
    package var configPath: String?
}

extension CommonOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(
            baseURL: try arguments.value(.baseURL).map { raw throws(UsageError) in
                try BaseURL.validate(raw, source: "--base-url").mapError { arguments.error($0.message) }.get()
            },
            timeoutSeconds: try arguments.decimal(.timeout, must: "a positive number of seconds") { $0 > 0 },
            noCache: arguments.flag(.noCache), verbose: arguments.flag(.verbose),
            maxStaleHours: try arguments.decimal(.maxStale, must: "a number of hours, 0 or more") { $0 >= 0 },
            configPath: arguments.value(.config))
        if configPath?.isEmpty == true { throw arguments.error("--config needs a file path") }
    }
}
