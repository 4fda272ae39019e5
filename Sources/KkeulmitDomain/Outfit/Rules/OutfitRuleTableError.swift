/// A user's rule table is unusable: `path` names the bad field (`bands[3].minimumTemperature`), `problem` what's wrong.
package struct OutfitRuleTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A JSON path such as `thresholds.swing` or `bands[2].items[0].id`; empty when the document itself is bad.
    package var path: String
    package var problem: String

    /// The error at `path`: how validation, which throws only this, says each problem.
    static func at(_ path: String, _ problem: String) -> Self { Self(path: path, problem: problem) }

    /// `path: problem`, or the problem alone for a document-level error.
    package var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
}
