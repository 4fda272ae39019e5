import Foundation

/// What a process knows of each provider's daily quota: which ran out today (KST) and which operations it answered
/// today (per operation: API Hub approves each on its own, so its 403 for one never approved is not the quota), in
/// memory and, with a cache directory, in marks beside the cache holding the KST day `YYYYMMDD`
/// (`provider-apiHub.exhausted`, `provider-apiHub-getVilageFcst.answered`). Quotas reset at 00:00 KST (docs/KMA.md,
/// "Two providers"), so a mark means nothing the next day; the day is the run's time in fixed UTC+9. Marks are
/// written by rename and read before each request, and runs asking for one answer take turns under its cache lock,
/// so the second sees the first one's mark. A provider that ran out stays skipped for the rest of the process.
package final class ProviderQuota: Sendable {
    private struct Memory {
        var exhausted: Set<ProviderID> = []
        var answered: [String: KSTDate] = [:]
    }

    /// Nil: remembered for the process only (`--no-cache`).
    package let directory: URL?
    private let memory = Locked(Memory())

    package init(directory: URL?) {
        self.directory = directory
    }

    /// Whether `provider` ran out of quota on `day` (or earlier in this process).
    package func isExhausted(_ provider: ProviderID, on day: KSTDate?) -> Bool {
        if memory.withLock({ $0.exhausted.contains(provider) }) { return true }
        guard let day, read("provider-\(provider.rawValue).exhausted") == day else { return false }
        memory.withLock { _ = $0.exhausted.insert(provider) }
        return true
    }

    /// Remembers that `provider` ran out of quota on `day`.
    package func markExhausted(_ provider: ProviderID, on day: KSTDate?) {
        memory.withLock { _ = $0.exhausted.insert(provider) }
        if let day { write("provider-\(provider.rawValue).exhausted", day) }
    }

    /// Whether `provider` answered `operation` on `day` (so that API Hub's 403 for it then means the quota, not a
    /// missing approval).
    package func hasAnswered(_ provider: ProviderID, _ operation: String, on day: KSTDate?) -> Bool {
        guard let day else { return false }
        let name = provider.file("provider-", operation)
        if memory.withLock({ $0.answered[name] == day }) { return true }
        guard read(name + ".answered") == day else { return false }
        memory.withLock { $0.answered[name] = day }
        return true
    }

    /// Remembers that `provider` answered `operation` on `day`; written once a day.
    package func markAnswered(_ provider: ProviderID, _ operation: String, on day: KSTDate?) {
        guard let day, !hasAnswered(provider, operation, on: day) else { return }
        let name = provider.file("provider-", operation)
        memory.withLock { $0.answered[name] = day }
        write(name + ".answered", day)
    }

    private func read(_ file: String) -> KSTDate? {
        guard let url = directory?.appendingPathComponent(file),
            let data = PosixFile.readFile(atPath: url.path, limit: 64)
        else {
            return nil
        }
        return KSTDate(kmaString: String(decoding: data, as: UTF8.self).trimmingSpaces)
    }

    /// Best effort: a mark that cannot be written costs one request a run, no more.
    private func write(_ file: String, _ day: KSTDate) {
        guard let directory else { return }
        let url = directory.appendingPathComponent(file)
        try? PosixFile.makeDirectory(directory)
        try? PosixFile.writeAtomically(Data(day.kmaString.utf8), to: url)
    }
}

extension ProviderID {
    /// `remembered-apiHub-getVilageFcst` (`prefix` with its dash): the name of a file beside the cache for one of
    /// this provider's operations, by the operation's last path component, letters and digits only.
    func file(_ prefix: String, _ operation: String) -> String {
        let last = operation.split(separator: "/").last.map(String.init) ?? operation
        let safe = last.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        return prefix + rawValue + "-" + String(safe)
    }
}
