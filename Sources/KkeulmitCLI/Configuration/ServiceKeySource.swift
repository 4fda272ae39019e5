import KkeulmitCore

/// The one place a key is read (each provider's `Setting`: API Hub does not take a data.go.kr key): it leaves as a
/// checked `ServiceKey`, so text that cannot be a key (a space inside, a broken `%` escape) is refused here, naming
/// where it came from (exit 78), not deep in the pipeline. The key never appears in any message.
package enum ServiceKeySource {
    /// Where the key was found, for `--verbose` (never the key itself).
    package enum Origin: Equatable, Sendable, CustomStringConvertible {
        /// The environment variable named.
        case environment(String)
        /// The config setting named, and the file it names.
        case file(String, setting: String)

        package var description: String {
            switch self {
            case .environment(let variable): variable
            case .file(let path, let setting): "\(setting) \(path)"
            }
        }
    }

    /// Where one provider's key is set and how to get one.
    package struct Setting: Sendable {
        package var provider: ProviderID
        package var variable: String
        package var fileSetting: String
        package var howToGetOne: String
        /// What a key that cannot be one is told.
        var howToPaste: String
        var file: @Sendable (Configuration) -> String?

        package static let dataGoKr = Setting(
            provider: .dataGoKr, variable: "KMA_SERVICE_KEY", fileSetting: "serviceKeyFile",
            howToGetOne: ServiceKeySource.howToGetOne,
            howToPaste: "it holds spaces, control characters or a broken %-escape; paste the \"Encoding\" or "
                + "\"Decoding\" key from data.go.kr as it is", file: \.serviceKeyFile)
        package static let apiHub = Setting(
            provider: .apiHub, variable: "KMA_APIHUB_KEY", fileSetting: "apiHubKeyFile",
            howToGetOne:
                "get an authKey at https://apihub.kma.go.kr and apply (활용신청) for the short-term forecast's "
                + "operations (VilageFcstInfoService_2.0)",
            howToPaste: "it holds spaces, control characters or a broken %-escape; paste it as API Hub shows it",
            file: \.apiHubKeyFile)

        package static func of(_ provider: ProviderID) -> Setting { provider == .dataGoKr ? .dataGoKr : .apiHub }
    }

    /// A provider's key, where it came from.
    package struct Found: Equatable, Sendable {
        package var provider: ProviderID
        package var key: ServiceKey
        package var origin: Origin
    }

    static let howToGetOne =
        "get a key for 기상청_단기예보 조회서비스 (VilageFcstInfoService_2.0) at https://www.data.go.kr"

    /// Every provider's key that is set, in the order config `"providers"` gives (data.go.kr, then API Hub, by default;
    /// a provider left out of the list is not asked). `warn` receives one line for each key file readable by group or
    /// others. Throws `ConfigurationError` (78) for a key that is set but unusable, and when no provider has a key.
    package static func resolveAll(
        environment: Environment, configuration: Configuration, configPath: String?, fileSystem: any FileSystem,
        warn: (String) -> Void
    ) throws(ConfigurationError) -> [Found] {
        var found: [Found] = []
        for provider in configuration.providers ?? ProviderID.defaultOrder {
            let setting = Setting.of(provider)
            if let (key, origin) = try find(
                setting, environment: environment, configuration: configuration, fileSystem: fileSystem, warn: warn)
            {
                found.append(Found(provider: provider, key: key, origin: origin))
            }
        }
        guard !found.isEmpty else { throw noKey(configPath: configPath) }
        return found
    }

    static func noKey(configPath: String?) -> ConfigurationError {
        let where_ = configPath.map { " in \($0)" } ?? ""
        return ConfigurationError(
            "no service key: set KMA_SERVICE_KEY or add \"serviceKeyFile\": \"/path/to/key\"\(where_) (for KMA API "
                + "Hub: KMA_APIHUB_KEY or \"apiHubKeyFile\"); " + howToGetOne)
    }

    /// One provider's key: its variable, else its config file setting; nil when neither is set.
    package static func find(
        _ setting: Setting, environment: Environment, configuration: Configuration, fileSystem: any FileSystem,
        warn: (String) -> Void
    ) throws(ConfigurationError) -> (key: ServiceKey, origin: Origin)? {
        let variable = setting.variable
        if let raw = environment[variable], !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            guard let key = ServiceKey(raw) else {
                throw ConfigurationError("\(variable) is not a usable service key: \(setting.howToPaste)")
            }
            return (key, .environment(variable))
        }
        guard let path = setting.file(configuration) else { return nil }
        let name = setting.fileSetting
        let data: [UInt8]
        do {
            data = Array(try fileSystem.contents(atPath: path))
        } catch {
            throw ConfigurationError("cannot read \(name) \(path): \(error.reason)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ConfigurationError("\(name) \(path) is not text")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw ConfigurationError("\(name) \(path) is empty; \(setting.howToGetOne)")
        }
        guard !trimmed.contains(where: \.isNewline) else {
            throw ConfigurationError("\(name) \(path) must hold the key alone, on one line")
        }
        guard let key = ServiceKey(trimmed) else {
            throw ConfigurationError("\(name) \(path) does not hold a usable service key: \(setting.howToPaste)")
        }
        if let mode = fileSystem.permissions(atPath: path), mode & 0o077 != 0 {
            warn("\(name) \(path) is readable by other users; run: chmod 600 \(path)")
        }
        return (key, .file(path, setting: name))
    }
}
