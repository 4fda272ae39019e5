/// Help pages: the hand-written headlines, examples and explanations (`HelpText+*` in this folder), put together
/// with what `CommandSpec` generates by `HelpText+Page`.
package enum HelpText {}

/// The hand-written parts of one help page; `HelpText.text(for:)` puts the generated synopsis and options between them.
struct HelpProse: Sendable {
    /// `kkeulmit now — what to wear for the hours from now`.
    var headline: String
    /// Command lines, one a line, with or without a comment after them.
    var examples: String
    /// What follows the synopsis.
    var description: [HelpBlock]
    /// What follows the options: environment, config file, exit codes.
    var trailer: [HelpBlock]
}

/// A piece of hand-written explanation, for a help page and for the man page.
enum HelpBlock: Sendable {
    /// Prose, wrapped by hand for an 80–110 column terminal; the man page refills it.
    case text(String)
    /// A line of prose, then lines shown as they are, indented (config and JSON samples).
    case literal(title: String, String)
    /// `title:` (none when empty), then each term with its explanation starting at `column`.
    case definitions(title: String, column: Int, [(term: String, text: String)])
}

extension HelpBlock {
    /// The "Exit codes" block a page ends with: each code, then what it means.
    static func exitCodes(_ codes: [(term: String, text: String)], column: Int = 6) -> HelpBlock {
        .definitions(title: "Exit codes", column: column, codes)
    }
}
