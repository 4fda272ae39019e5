import Foundation

/// What a process knows of each provider's daily quota: which ran out today (KST) and which answered today, kept
/// in memory for the process and, when there is a cache directory, in two small marks beside the cache
/// (`provider-apiHub.exhausted`, `provider-apiHub.answered`, each holding the KST day `YYYYMMDD`).
///
/// Quotas reset at 00:00 KST (docs/KMA.md, "Two providers"), so a mark says its day and means nothing on the
/// next: nothing needs clearing at midnight. The day is the run's time (`RequestContext.now`) in fixed UTC+9,
/// never the host's clock or zone. A mark is written atomically (a rename) and says the same whoever writes it, so
/// runs racing to write one agree; a run reads the marks before each request, and runs asking for the same answer
/// take turns under its cache lock, so the second of them sees the first one's mark and does not ask. A provider
/// that ran out stays skipped for the rest of the process (a `batch` run), whatever the clock says meanwhile.
package final class ProviderQuota: Sendable {
    private struct Memory {
        var exhausted: Set<ProviderID> = []
        var answered: [ProviderID: KSTDate] = [:]
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
        guard let day, read(provider, "exhausted") == day else { return false }
        memory.withLock { _ = $0.exhausted.insert(provider) }
        return true
    }

    /// Remembers that `provider` ran out of quota on `day`.
    package func markExhausted(_ provider: ProviderID, on day: KSTDate?) {
        memory.withLock { _ = $0.exhausted.insert(provider) }
        if let day { write(provider, "exhausted", day) }
    }

    /// Whether `provider` answered on `day` (so that API Hub's 403 then means the quota, not a missing approval).
    package func hasAnswered(_ provider: ProviderID, on day: KSTDate?) -> Bool {
        guard let day else { return false }
        if memory.withLock({ $0.answered[provider] == day }) { return true }
        guard read(provider, "answered") == day else { return false }
        memory.withLock { $0.answered[provider] = day }
        return true
    }

    /// Remembers that `provider` answered on `day`; written once a day.
    package func markAnswered(_ provider: ProviderID, on day: KSTDate?) {
        guard let day, !hasAnswered(provider, on: day) else { return }
        memory.withLock { $0.answered[provider] = day }
        write(provider, "answered", day)
    }

    private func mark(_ provider: ProviderID, _ what: String) -> URL? {
        directory?.appendingPathComponent("provider-\(provider.rawValue).\(what)")
    }

    private func read(_ provider: ProviderID, _ what: String) -> KSTDate? {
        guard let url = mark(provider, what), let data = PosixFile.readFile(url, limit: 64) else { return nil }
        return KSTDate(kmaString: String(decoding: data, as: UTF8.self).trimmingSpaces)
    }

    /// Best effort: a mark that cannot be written costs one request a run, no more.
    private func write(_ provider: ProviderID, _ what: String, _ day: KSTDate) {
        guard let directory, let url = mark(provider, what) else { return }
        try? PosixFile.makeDirectory(directory)
        try? PosixFile.writeAtomically(Data(day.kmaString.utf8), to: url)
    }
}
