/// How advice is printed (`--format`, `--json`).
package enum OutputFormat: String, Sendable, CaseIterable {
    /// A few short lines for people (the default).
    case text
    /// One JSON object, schemaVersion 1.
    case json
    /// One line for notifications and status bars.
    case oneline
}
