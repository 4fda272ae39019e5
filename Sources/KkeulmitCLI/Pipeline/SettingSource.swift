/// Where a setting of a request came from, so that a message about it names what the user can change: a
/// command-line option, an environment variable, a config file key, a config schedule, or kkeulmit's default.
package enum SettingSource: Equatable, Sendable, CustomStringConvertible {
    /// `--hours`, `--base-url`.
    case option(String)
    /// `KKEULMIT_BASE_URL`.
    case environment(String)
    /// A top-level key of the config file at `path`: `"hours"`, `"tomorrow"`.
    case configFile(path: String, key: String)
    /// The entry `name` of the config file's `"schedules"`.
    case schedule(name: String, path: String)
    /// Nobody set it: kkeulmit's own default.
    case builtIn

    /// The setting as a message names it: `--hours`, `KKEULMIT_BASE_URL`, `config file X: "hours"`,
    /// `config file X: schedule 'commute'`, `the built-in default`.
    package var description: String {
        switch self {
        case .option(let name), .environment(let name): name
        case .configFile(let path, let key): "config file \(path): \"\(key)\""
        case .schedule(let name, let path): "config file \(path): schedule '\(name)'"
        case .builtIn: "the built-in default"
        }
    }
}
