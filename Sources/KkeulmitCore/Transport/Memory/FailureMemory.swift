import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a process knows of the optional sources' failures that last (`FailureRule`; docs/CLI.md, "Two providers"):
/// per provider and operation, in memory and, with a cache directory, in a file each beside the cache
/// (`remembered-dataGoKr-getUVIdxV5`, a `FailureRecord` line naming the key by a hash, so another key forgets all).
/// Written by rename, read once a process: before an optional source is started (`SourceRegistry.start`) and before
/// each request it sends (`FailoverTransport`, under a `FailureRecall`). A success clears it; best effort throughout.
package final class FailureMemory: Sendable {
    /// Nil: remembered for the process only (`--no-cache`).
    package let directory: URL?
    private let keyIDs: [ProviderID: String]
    /// What this process knows of each file, its absence included (else each `batch` line looks again).
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
        let name = provider.file(Self.prefix, operation)
        if let known = memory.withLock({ $0[name] }) { return known }
        let bytes = directory.flatMap { PosixFile.readFile(atPath: $0.appendingPathComponent(name).path, limit: 256) }
        let record = bytes.flatMap { FailureRecord(line: String(decoding: $0, as: UTF8.self), keyID: keyID) }
        memory.withLock { $0[name] = record }
        return record
    }

    /// Remembers `record` for `provider`'s `operation`.
    package func remember(_ record: FailureRecord, _ provider: ProviderID, _ operation: String) {
        guard let keyID = keyIDs[provider] else { return }
        let name = provider.file(Self.prefix, operation)
        memory.withLock { $0[name] = record }
        guard let directory else { return }
        try? PosixFile.makeDirectory(directory)
        try? PosixFile.writeAtomically(
            Data((record.line(keyID: keyID) + "\n").utf8), to: directory.appendingPathComponent(name))
    }

    /// Remembers `error` of `provider`'s `operation` at `context.now` when it is a failure that lasts (`FailureRule`).
    func learn(
        _ error: any Error, verdict: FailoverRule.Verdict, _ provider: ProviderID, _ operation: String,
        previous: FailureRecord?, _ context: RequestContext
    ) -> FailureRecord? {
        guard let now = context.now, let reason = FailureRule.reason(for: error, verdict: verdict) else { return nil }
        let (until, failures) = FailureRule.until(reason, now: now, previous: previous, nextIssue: context.nextIssue)
        let answered = FailureRecord.answered(error)
        let record = FailureRecord(
            reason: reason, failures: failures, since: now, until: until, code: answered.code, status: answered.status)
        remember(record, provider, operation)
        context.log("\(provider.displayName) \(operation): not asked again until \(until.iso8601)")
        return record
    }

    /// Forgets `provider`'s `operation`: it answered.
    package func forget(_ provider: ProviderID, _ operation: String) {
        let name = provider.file(Self.prefix, operation)
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

/// An optional source's fetch that may act on a remembered failure instead of asking (`FailureMemory`), and what
/// it recalled: set for the source's task by the pipeline, read by `FailoverTransport` before each request. Without
/// one (the required forecast, `doctor`, `setup`, `WeatherClient`) every request is sent and nothing remembered.
/// A task-local, not a parameter: the code every source's requests pass through should not carry a flag only the
/// transport reads.
package final class FailureRecall: Sendable {
    @TaskLocal package static var current: FailureRecall?

    private let kept = Locked<(recalled: FailureRecord?, learnt: FailureRecord?)>((nil, nil))

    package init() {}

    /// Notes that a request was not sent because of `record` (`asked` false), or that it failed and is now
    /// remembered as `record` (`asked` true); of each, the one that holds longest is kept.
    package func note(_ record: FailureRecord, asked: Bool) {
        kept.withLock { kept in
            if asked {
                if kept.learnt.map({ $0.until < record.until }) ?? true { kept.learnt = record }
            } else if kept.recalled.map({ $0.until < record.until }) ?? true {
                kept.recalled = record
            }
        }
    }

    /// The failure acted on instead of asking, if a request was not sent.
    package var record: FailureRecord? { kept.withLock { $0.recalled } }

    /// Until when the source's status is remembered, asked this run or not: the run that learns a failure reports
    /// it as the runs after it will, so that their output is the same.
    package var until: KSTDateTime? {
        kept.withLock { [$0.recalled?.until, $0.learnt?.until].compactMap { $0 }.max() }
    }
}
