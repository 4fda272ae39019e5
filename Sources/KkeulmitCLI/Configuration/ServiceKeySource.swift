import KkeulmitCore

/// Finds the data.go.kr service key: `KMA_SERVICE_KEY`, else the file named by config `serviceKeyFile`.
///
/// This is the one place a key is read, and it leaves as a checked `ServiceKey`: text that cannot be a key (a
/// space inside, a broken `%` escape) is refused here, naming where it came from (exit 78), rather than deep in
/// the pipeline. The key never appears in any message.
package enum ServiceKeySource {
    /// Where the key was found, for `--verbose` (never the key itself).
    package enum Origin: Equatable, Sendable, CustomStringConvertible {
        case environment
        case file(String)

        package var description: String {
            switch self {
            case .environment: "KMA_SERVICE_KEY"
            case .file(let path): "serviceKeyFile \(path)"
            }
        }
    }

    static let howToGetOne =
        "get a key for 기상청_단기예보 조회서비스 (VilageFcstInfoService_2.0) at https://www.data.go.kr"
    static let howToPasteOne =
        "it holds spaces, control characters or a broken %-escape; paste the \"Encoding\" or \"Decoding\" key "
        + "from data.go.kr as it is"

    /// The key and where it came from. `warn` receives one line when the key file is readable by group or
    /// others.
    package static func resolve(
        environment: Environment, configuration: Configuration, configPath: String?, fileSystem: any FileSystem,
        warn: (String) -> Void
    ) throws(ConfigurationError) -> (key: ServiceKey, origin: Origin) {
        if let raw = environment["KMA_SERVICE_KEY"], !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            guard let key = ServiceKey(raw) else {
                throw ConfigurationError("KMA_SERVICE_KEY is not a usable service key: \(howToPasteOne)")
            }
            return (key, .environment)
        }
        guard let path = configuration.serviceKeyFile else {
            let where_ = configPath.map { " in \($0)" } ?? ""
            throw ConfigurationError(
                "no service key: set KMA_SERVICE_KEY or add \"serviceKeyFile\": \"/path/to/key\"\(where_); "
                    + howToGetOne)
        }
        let data: [UInt8]
        do {
            data = Array(try fileSystem.contents(atPath: path))
        } catch {
            throw ConfigurationError("cannot read serviceKeyFile \(path): \(error.reason)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ConfigurationError("serviceKeyFile \(path) is not text")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ConfigurationError("serviceKeyFile \(path) is empty; \(howToGetOne)") }
        guard !trimmed.contains(where: \.isNewline) else {
            throw ConfigurationError("serviceKeyFile \(path) must hold the key alone, on one line")
        }
        guard let key = ServiceKey(trimmed) else {
            throw ConfigurationError("serviceKeyFile \(path) does not hold a usable service key: \(howToPasteOne)")
        }
        if let mode = fileSystem.permissions(atPath: path), mode & 0o077 != 0 {
            warn("serviceKeyFile \(path) is readable by other users; run: chmod 600 \(path)")
        }
        return (key, .file(path))
    }
}
