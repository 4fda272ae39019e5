import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a process knows of the optional sources' failures that last (`FailureRule`): per provider and operation,
/// in memory for the process and, when there is a cache directory, in one small file each beside the cache
/// (`remembered-dataGoKr-getUVIdxV5`, a `FailureRecord` line), the way `ProviderQuota` keeps the quota.
///
/// Each record names the key it was earned with by an identity (a hash, never the key), so another key forgets
/// everything at once. A record is written atomically (a rename) and read once a process, before an optional source
/// is started (`SourceRegistry.start`: a refused one is not) and before each request it sends (`FailoverTransport`,
/// when a `FailureRecall` is in effect); the required forecast, `doctor` and `setup` never consult it. A success
/// clears it. Best effort throughout: a record that cannot be written costs a request.
package final class FailureMemory: Sendable {
    /// Nil: remembered for the process only (`--no-cache`).
    package let directory: URL?
    private let keyIDs: [ProviderID: String]
    /// What this process knows of each file, its absence included (a `batch` line would otherwise look for each
    /// optional source's file again).
    private let memory = Locked<[String: FailureRecord?]>([:])

    package init(directory: URL?, providers: [ServiceProvider]) {
        self.directory = directory
        var keyIDs: [ProviderID: String] = [:]
        for provider in providers { keyIDs[provider.id] = Self.identity(of: provider.key) }
        self.keyIDs = keyIDs
    }

    /// The record of `provider`'s `operation` for the key in use, whether or not it still holds; nil when none.
    package func record(_ provider: ProviderID, _ operation: String) -> FailureRecord? {
        guard let keyID = keyIDs[provider] else { return nil }
        let name = Self.name(provider, operation)
        if let known = memory.withLock({ $0[name] }) { return known }
        let record = directory.flatMap { PosixFile.readFile($0.appendingPathComponent(name), limit: 256) }.flatMap {
            FailureRecord(line: String(decoding: $0, as: UTF8.self), keyID: keyID)
        }
        memory.withLock { $0[name] = record }
        return record
    }

    /// Remembers `record` for `provider`'s `operation`.
    package func remember(_ record: FailureRecord, _ provider: ProviderID, _ operation: String) {
        guard let keyID = keyIDs[provider] else { return }
        let name = Self.name(provider, operation)
        memory.withLock { $0[name] = record }
        guard let directory else { return }
        try? PosixFile.makeDirectory(directory)
        try? PosixFile.writeAtomically(
            Data((record.line(keyID: keyID) + "\n").utf8), to: directory.appendingPathComponent(name))
    }

    /// Forgets `provider`'s `operation`: it answered.
    package func forget(_ provider: ProviderID, _ operation: String) {
        let name = Self.name(provider, operation)
        memory.withLock { $0[name] = .some(nil) }
        if let directory { unlink(directory.appendingPathComponent(name).path) }
    }

    /// Forgets every remembered failure kept in `directory` (`doctor` and `setup` have just asked afresh).
    package static func forgetAll(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) { unlink(directory.appendingPathComponent(name).path) }
    }

    /// Files of this memory in a cache directory start so.
    package static let prefix = "remembered-"

    /// `remembered-dataGoKr-getUVIdxV5`: the operation's last path component, letters and digits only.
    static func name(_ provider: ProviderID, _ operation: String) -> String {
        let last = operation.split(separator: "/").last.map(String.init) ?? operation
        let safe = last.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        return prefix + provider.rawValue + "-" + String(safe)
    }

    /// The key's identity: FNV-1a, 64 bits, in hex. Enough to tell two keys apart, and it says nothing usable of
    /// the key (a file beside the cache must never hold it).
    package static func identity(of key: ServiceKey) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array("kkeulmit-key\u{0}".utf8) + Array(key.rawValue.utf8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
