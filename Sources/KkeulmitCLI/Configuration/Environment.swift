import KkeulmitCore

/// The process environment as a value, so nothing below `main` reads `ProcessInfo` and tests pass their own.
package struct Environment: Sendable, Equatable {
    package var values: [String: String]

    package init(_ values: [String: String] = [:]) {
        self.values = values
    }

    package subscript(_ name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The variable's value, nil when unset or empty.
    package func nonEmpty(_ name: String) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
        return value
    }

    /// `$XDG_CONFIG_HOME/kkeulmit/config.json`, with `~/.config` when the variable is unset, empty or relative
    /// (the XDG spec says relative values are invalid and must be ignored). Nil without a usable home.
    package var defaultConfigPath: String? {
        configHome.map { $0 + "/kkeulmit/config.json" }
    }

    /// `$XDG_CONFIG_HOME`, with `~/.config` as the fallback, by the same rules.
    package var configHome: String? { xdgDirectory("XDG_CONFIG_HOME", fallback: ".config") }

    /// `$XDG_CACHE_HOME/kkeulmit`, with `~/.cache` as the fallback, by the same rules.
    package var cacheDirectory: String? {
        xdgDirectory("XDG_CACHE_HOME", fallback: ".cache").map { $0 + "/kkeulmit" }
    }

    /// `$XDG_STATE_HOME/kkeulmit`, with `~/.local/state` as the fallback, by the same rules.
    package var stateDirectory: String? {
        xdgDirectory("XDG_STATE_HOME", fallback: ".local/state").map { $0 + "/kkeulmit" }
    }

    /// `KKEULMIT_AMBIGUOUS_WIDTH` (`narrow` or `wide`), checked where it is used; nil when unset or empty.
    package var ambiguousWidth: String? { nonEmpty("KKEULMIT_AMBIGUOUS_WIDTH") }

    /// `$HOME` when absolute.
    package var home: String? { absolute("HOME") }

    private func xdgDirectory(_ name: String, fallback: String) -> String? {
        absolute(name) ?? home.map { ($0 == "/" ? "" : $0) + "/" + fallback }
    }

    /// The variable's value when it is an absolute path, without a trailing slash.
    private func absolute(_ name: String) -> String? {
        guard let value = nonEmpty(name), value.hasPrefix("/") else { return nil }
        return value.count > 1 && value.hasSuffix("/") ? String(value.dropLast()) : value
    }
}
