/// `--color auto|always|never`. `auto` (the default) colours only a terminal, and not with `NO_COLOR` set or
/// `TERM=dumb`; the other two decide regardless, as an explicit option beats the environment.
package enum ColourChoice: String, Sendable, CaseIterable {
    case auto
    case always
    case never

    /// Whether to colour, given what `auto` would decide.
    package func resolve(auto automatic: Bool) -> Bool {
        switch self {
        case .auto: automatic
        case .always: true
        case .never: false
        }
    }
}
