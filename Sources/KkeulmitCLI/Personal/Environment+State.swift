extension Environment {
    /// `$XDG_STATE_HOME/kkeulmit`, with `~/.local/state` when the variable is unset, empty or relative (as for the
    /// config and cache directories). Nil without a usable home.
    package var stateDirectory: String? {
        if let value = nonEmpty("XDG_STATE_HOME"), value.hasPrefix("/") {
            return (value.count > 1 && value.hasSuffix("/") ? String(value.dropLast()) : value) + "/kkeulmit"
        }
        return home.map { ($0 == "/" ? "" : $0) + "/.local/state/kkeulmit" }
    }
}
