import Foundation
import KkeulmitCore

/// The files `setup` writes, in the config's directory: each key alone in its file (created 0600, replaced whole:
/// a temporary file and a rename), the old config kept as `config.json.bak`, and the merged config put in its place
/// the same way. A key is written nowhere else.
struct SetupFiles {
    var fileSystem: any WritableFileSystem
    /// The config file; the keys go next to it.
    var configPath: String

    var directory: String {
        let url = URL(fileURLWithPath: configPath).deletingLastPathComponent().path
        return url.isEmpty ? "." : url
    }

    /// `serviceKeyFile`: `key`, as the contract's example names it.
    var serviceKeyPath: String { directory + "/key" }
    /// `apiHubKeyFile`.
    var apiHubKeyPath: String { directory + "/apihub-key" }
    /// The config as it was before.
    var backupPath: String { configPath + ".bak" }

    func keyPath(_ provider: ProviderID) -> String {
        provider == .dataGoKr ? serviceKeyPath : apiHubKeyPath
    }

    /// The config now, or nil when there is none.
    ///
    /// - Throws: `ConfigurationError` (78) when it is there but cannot be read.
    func readConfig() throws(ConfigurationError) -> Data? {
        do {
            return try fileSystem.contents(atPath: configPath)
        } catch .notFound {
            return nil
        } catch {
            throw ConfigurationError(
                "cannot read config file \(configPath): \(error.reason); setup merges into it, so nothing was written")
        }
    }

    /// Writes the keys, then the backup of `original` (when there was a config), then `merged`.
    ///
    /// - Throws: `ConfigurationError` (78) naming the file that could not be written.
    func write(keys: [(ProviderID, String)], original: Data?, merged: Data) throws(ConfigurationError) {
        for (provider, key) in keys {
            try replace(keyPath(provider), with: Data((key + "\n").utf8))
        }
        if let original { try replace(backupPath, with: original) }
        try replace(configPath, with: merged)
    }

    private func replace(_ path: String, with data: Data) throws(ConfigurationError) {
        do {
            try fileSystem.replaceFile(atPath: path, with: data)
        } catch {
            throw ConfigurationError("cannot write \(path): \(error.reason)")
        }
    }
}
