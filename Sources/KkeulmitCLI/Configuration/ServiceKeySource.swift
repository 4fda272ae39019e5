/// Finds the data.go.kr service key: `KMA_SERVICE_KEY`, else the file named by config `serviceKeyFile`.
///
/// The key is returned as a plain `String`; this is the one place it is produced, so turning it into the
/// client's `ServiceKey` type is a change here. It never appears in any message.
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

    /// The key, trimmed, and where it came from. `warn` receives one line when the key file is readable by group
    /// or others.
    package static func resolve(
        environment: Environment, configuration: Configuration, configPath: String?, fileSystem: any FileSystem,
        warn: (String) -> Void
    ) throws(ConfigurationError) -> (key: String, origin: Origin) {
        if let raw = environment["KMA_SERVICE_KEY"] {
            let key = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if !key.isEmpty { return (key, .environment) }
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
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw ConfigurationError("serviceKeyFile \(path) is empty; \(howToGetOne)") }
        guard !key.contains(where: \.isNewline) else {
            throw ConfigurationError("serviceKeyFile \(path) must hold the key alone, on one line")
        }
        if let mode = fileSystem.permissions(atPath: path), mode & 0o077 != 0 {
            warn("serviceKeyFile \(path) is readable by other users; run: chmod 600 \(path)")
        }
        return (key, .file(path))
    }
}
