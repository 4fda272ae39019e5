/// How advice is printed (`--format`, `--json`). A `--format` value holding `{` is a template instead
/// (`OutputTemplate`): no format name has one.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// A few short lines for people (the default).
    case text
    /// One JSON object, schemaVersion 1.
    case json
    /// One line for notifications and status bars.
    case oneline
    /// One JSON line `{"text", "tooltip", "class", "alt"}` for waybar's custom modules.
    case waybar
}
