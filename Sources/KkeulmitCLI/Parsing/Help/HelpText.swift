/// Help pages: the hand-written headlines, examples and explanations. Synopses, command lists and option lists
/// are generated from `CommandSpec` by `HelpRenderer`, so they are always what the parser accepts.
package enum HelpText {
    /// The page `kkeulmit --help` or `kkeulmit COMMAND --help` prints.
    package static func text(for topic: HelpTopic) -> String {
        HelpRenderer.page(for: topic)
    }

    /// One line naming the command's form, used under usage errors with `--verbose`.
    package static func synopsis(for topic: HelpTopic) -> String {
        HelpRenderer.synopsis(for: topic)
    }
}
