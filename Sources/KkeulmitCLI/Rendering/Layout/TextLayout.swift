import KkeulmitCore

/// How text meets the terminal: the width lines wrap at (nil when stdout is not a terminal: piped text is never
/// wrapped) and how wide the terminal draws ambiguous-width characters.
package struct TextLayout: Equatable, Sendable {
    package var width: Int?
    package var ambiguous: AmbiguousWidth = .narrow

    /// Text as it is, one line per line.
    package static let unwrapped = TextLayout(width: nil)

    /// Used when nothing says how wide the terminal is.
    package static let defaultWidth = 80

    /// The width to wrap at: `COLUMNS` when it is a positive number, else what the terminal reports, else 80; nil
    /// when stdout is not a terminal. `measured` is the terminal's size, read once at the edge.
    package static func width(isTerminal: Bool, columnsVariable: String?, measured: Int?) -> Int? {
        guard isTerminal else { return nil }
        if let text = columnsVariable, let columns = Int(text), columns > 0 { return columns }
        if let measured, measured > 0 { return measured }
        return defaultWidth
    }

    /// `KKEULMIT_AMBIGUOUS_WIDTH`, else the config's `"ambiguousWidth"`, else narrow: the environment wins, as
    /// `KMA_SERVICE_KEY` does over the config file, since it describes the terminal at hand.
    package static func ambiguousWidth(environment: Environment, configuration: Configuration)
        throws(ConfigurationError) -> AmbiguousWidth
    {
        guard let value = environment.ambiguousWidth else { return configuration.ambiguousWidth ?? .narrow }
        guard let width = AmbiguousWidth(rawValue: value) else {
            throw ConfigurationError(
                "KKEULMIT_AMBIGUOUS_WIDTH must be \"narrow\" or \"wide\" (how your terminal draws characters such as "
                    + "· and ▄); unset it for narrow")
        }
        return width
    }

    /// One logical line as the terminal should get it: wrapped at `width` with continuation lines indented under
    /// the text after `bullet`, or whole when not wrapping.
    func lines(_ text: String, bullet: String = "") -> [String] {
        guard let width else { return [bullet + text] }
        let hanging = String(repeating: " ", count: DisplayWidth.of(bullet, ambiguous: ambiguous))
        return LineWrapper.wrap(text, width: width, lead: bullet, hanging: hanging, ambiguous: ambiguous)
    }
}
