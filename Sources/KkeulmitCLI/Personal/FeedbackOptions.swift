import Foundation
import KkeulmitCore

/// `kkeulmit feedback cold|ok|hot [--at DATETIME]`.
package struct FeedbackOptions: Equatable, Sendable {
    /// `cold`, `ok` or `hot`.
    package var verdict: FeedbackVerdict
    /// `--at`: answer the advice whose window held this time, rather than the last one printed.
    package var at: Date?
    package var language: OutputLanguage?
    package var configPath: String?
    package var verbose: Bool

    package init(
        verdict: FeedbackVerdict, at: Date? = nil, language: OutputLanguage? = nil, configPath: String? = nil,
        verbose: Bool = false
    ) {
        self.verdict = verdict
        self.at = at
        self.language = language
        self.configPath = configPath
        self.verbose = verbose
    }
}
