import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cache of every source's answers, one format for all (docs/CLI.md, "Cache and resilience"): a file per source,
/// subject and issue (`NAME-KEY-YYYYMMDD-HHmm.json`; `NAME-KEY.json` without issues), a header line
/// `kkeulmit-cache 1 FETCHED KEEP [PROVIDER]\n` (seconds since 1970; seconds kept after that without an issue; who
/// sent it, absent in earlier versions' files), then the source's payload. Mode 0600 in a directory made 0700,
/// written by rename; `….lock` makes fetches single-flight across processes, `….nodata` marks an issue not published
/// yet. A missing, damaged or foreign file is a miss. Pruned once per run time in a process, on the first store.
package struct SourceStore: Sendable {
    /// Answers with an issue are kept this long after it: the comparison with the day before reads yesterday's.
    package static let issueRetention: Double = 2 * 86_400
    /// Leftover temporary files older than this belong to a writer that died.
    static let abandonedTemporaryAge: Double = 3_600
    static let maxBytes = 8 << 20
    static let header = "kkeulmit-cache 1 "

    package let directory: URL

    private let directoryPath: String

    package init(directory: URL) {
        self.directory = directory
        directoryPath = directory.path
    }

    package struct Entry<Value: Sendable>: Sendable {
        package var value: Value
        /// Nil for a source without issues.
        package var issue: KSTDateTime?
        /// When it was fetched, to the second (the run's time then).
        package var fetchedAt: Date
        /// Who sent it; nil when unknown (a file of an earlier version).
        package var provider: ProviderID? = nil

        /// Seconds since it was fetched; never negative (a replay may run "before" a real fetch).
        package func age(at now: Date) -> Double { max(0, now.timeIntervalSince(fetchedAt)) }
    }

    // MARK: Names

    /// `NAME-KEY-YYYYMMDD-HHmm.json`, or `NAME-KEY.json` without an issue.
    package static func fileName(_ name: String, key: String, issue: KSTDateTime?) -> String {
        stem(name, key: key, issue: issue) + ".json"
    }

    private static func stem(_ name: String, key: String, issue: KSTDateTime?) -> String {
        name + "-" + key + (issue.map { "-" + $0.date.kmaString + "-" + $0.kmaTime } ?? "")
    }

    /// The issue a name ends with (`…-20261130-0500` before `suffix`); nil for any other name.
    static func issue(ofName name: String, suffix: String) -> KSTDateTime? {
        guard name.hasSuffix(suffix) else { return nil }
        let stem = name.dropLast(suffix.count)
        guard stem.count > 14 else { return nil }
        let tail = stem.suffix(14)
        guard tail.first == "-", tail.dropFirst(9).first == "-" else { return nil }
        return KSTDateTime(kmaDate: String(tail.dropFirst().prefix(8)), kmaTime: String(tail.suffix(4)))
    }

    /// The file `FileLock` takes to make fetches of one source for one subject single-flight across processes.
    package func lockFile<S: IssuedSource>(_ source: S, _ subject: S.Subject) -> URL {
        file(source.name + "-" + source.key(for: subject) + ".lock")
    }

    /// The file `name` in the directory. Said to be a file: `appendingPathComponent(_:)` alone asks the file system
    /// whether the name is a directory, a `stat` for every file a run reads.
    private func file(_ name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: false)
    }

    /// `file(name).path` without building a URL: a warm `batch` reads about eleven files a cell.
    private func path(_ name: String) -> String {
        directoryPath.hasSuffix("/") ? directoryPath + name : directoryPath + "/" + name
    }

    /// Creates the directory (and missing parents) with mode 0700 if it does not exist.
    package func prepare() throws {
        try PosixFile.makeDirectory(directory)
    }

    // MARK: Reading

    /// The kept answer of `source` for `subject` and exactly `issue`.
    package func entry<S: IssuedSource>(_ source: S, _ subject: S.Subject, issue: KSTDateTime?) -> Entry<S.Value>? {
        let key = source.key(for: subject)
        let name = Self.fileName(source.name, key: key, issue: issue)
        guard let (payload, header) = read(name) else { return nil }
        // Read again in a process (each `batch` line compares with the cell's other kept issues): parsed once.
        let filePath = path(name)
        let value: S.Value
        if let kept = RestoredEntries.value(source, at: filePath, payload: payload, subject: subject) {
            value = kept
        } else {
            guard let restored = source.restore(payload, subject: subject, issue: issue) else { return nil }
            RestoredEntries.keep(source, restored, at: filePath, payload: payload, subject: subject)
            value = restored
        }
        return Entry(value: value, issue: issue, fetchedAt: header.fetchedAt, provider: header.provider)
    }

    /// Every kept answer of `source` for `subject`, newest issue first; `except` one issue, which is not read.
    package func entries<S: IssuedSource>(_ source: S, _ subject: S.Subject, except: KSTDateTime? = nil)
        -> [Entry<S.Value>]
    {
        guard source.schedule != nil else { return entry(source, subject, issue: nil).map { [$0] } ?? [] }
        let family = source.name + "-" + source.key(for: subject) + "-"
        return listing()
            .compactMap { name -> KSTDateTime? in
                guard name.hasPrefix(family), let issue = Self.issue(ofName: name, suffix: ".json"),
                    name.count == family.count + 18, issue != except
                else { return nil }
                return issue
            }
            .sorted(by: >)
            .compactMap { entry(source, subject, issue: $0) }
    }

    /// A payload kept under a name of the caller's (`place-KEY.json`), and when it was stored.
    package func record(_ name: String, key: String) -> (payload: Data, storedAt: Date)? {
        read(Self.fileName(name, key: key, issue: nil)).map { ($0.payload, $0.header.fetchedAt) }
    }

    // MARK: Writing

    /// Keeps `payload` as the answer of `source` for `subject` and `issue` that `provider` sent, replacing any
    /// earlier file (an issue is the same whoever sent it), and clears the issue's unpublished mark. Callers only
    /// log what it throws.
    package func store<S: IssuedSource>(
        _ payload: Data, of source: S, _ subject: S.Subject, issue: KSTDateTime?, fetchedAt: Date,
        provider: ProviderID? = nil
    ) throws {
        let stem = Self.stem(source.name, key: source.key(for: subject), issue: issue)
        try write(payload, name: stem + ".json", fetchedAt: fetchedAt, keep: source.usefulSeconds, provider: provider)
        unlink(path(stem + ".nodata"))
    }

    /// Keeps `payload` under a name of the caller's for `keepSeconds` (a memo of work that needs no request).
    package func storeRecord(_ payload: Data, _ name: String, key: String, at now: Date, keepSeconds: Double) throws {
        try write(payload, name: Self.fileName(name, key: key, issue: nil), fetchedAt: now, keep: keepSeconds)
    }

    /// Remembers that the service had not published `issue` at `time`, so that runs in the next few minutes step
    /// back without asking (best effort).
    package func markUnpublished<S: IssuedSource>(_ source: S, _ subject: S.Subject, issue: KSTDateTime, at time: Date)
    {
        guard (try? prepare()) != nil else { return }
        let name = Self.stem(source.name, key: source.key(for: subject), issue: issue) + ".nodata"
        try? PosixFile.writeAtomically(
            Data(String(Int(time.timeIntervalSince1970)).utf8), to: file(name))
    }

    /// When the service last said `issue` was not published, if a mark says so.
    package func unpublishedMark<S: IssuedSource>(_ source: S, _ subject: S.Subject, issue: KSTDateTime) -> Date? {
        let name = Self.stem(source.name, key: source.key(for: subject), issue: issue) + ".nodata"
        guard let data = PosixFile.readFile(atPath: path(name), limit: 64),
            let seconds = Int(String(decoding: data, as: UTF8.self).trimmingSpaces)
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private func write(
        _ payload: Data, name: String, fetchedAt: Date, keep: Double, provider: ProviderID? = nil
    ) throws {
        try prepare()
        let keepSeconds = keep.isFinite ? Int(max(0, keep)) : Int(Int32.max)
        var data = Data(
            (Self.header + String(Int(fetchedAt.timeIntervalSince1970.rounded(.down))) + " " + String(keepSeconds)
                + (provider.map { " " + $0.rawValue } ?? "") + "\n").utf8)
        data.append(payload)
        try PosixFile.writeAtomically(data, to: file(name))
        // Once per directory and run time in a process: a run storing thousands of answers (`kkeulmit batch`, whose
        // lines share one time) would otherwise list the whole directory after each one.
        let due = Self.pruned.withLock { pruned in
            guard pruned[directory.path] != fetchedAt else { return false }
            pruned[directory.path] = fetchedAt
            return true
        }
        if due { prune(now: fetchedAt, keeping: name) }
    }

    /// The time each directory was last pruned for by this process.
    private static let pruned = Locked<[String: Date]>([:])

    // MARK: Pruning

    /// Deletes answers and marks of issues over `issueRetention` old, answers a newer issue has superseded once
    /// their header's time is up (else the warnings, polled every 10 minutes, keep about 290 files), answers without
    /// issues past their time, earlier versions' files (`doc-…`) and abandoned temporary files. The newest issue of
    /// each source and subject stays whatever its age (the stale stand-in); lock files stay too, since removing one
    /// under a waiting process would let two processes hold "the" lock.
    package func prune(now: Date, keeping: String? = nil) {
        let oldest = now.addingTimeInterval(-Self.issueRetention)
        let names = listing()
        // The newest issue kept of each source and subject (the name without `-YYYYMMDD-HHmm.json`).
        var newest: [String: KSTDateTime] = [:]
        for name in names {
            guard let issue = Self.issue(ofName: name, suffix: ".json") else { continue }
            let subject = String(name.dropLast(Self.issueSuffixLength))
            if newest[subject].map({ $0 < issue }) ?? true { newest[subject] = issue }
        }
        for name in names where name != keeping {
            let target = path(name)
            if let issue = Self.issue(ofName: name, suffix: ".json") {
                if issue.instant < oldest {
                    unlink(target)
                } else if let latest = newest[String(name.dropLast(Self.issueSuffixLength))], issue < latest,
                    let header = read(name)?.header, now.timeIntervalSince(header.fetchedAt) > header.keep
                {
                    unlink(target)
                }
            } else if let issue = Self.issue(ofName: name, suffix: ".nodata") {
                if issue.instant < oldest { unlink(target) }
            } else if name.hasSuffix(".json"), name.hasPrefix("doc-") {
                unlink(target)
            } else if name.hasSuffix(".json") {
                guard let header = read(name)?.header, now.timeIntervalSince(header.fetchedAt) > header.keep else {
                    continue
                }
                unlink(target)
            } else if name.hasPrefix(PosixFile.temporaryPrefix),
                // Its own time, not a symbolic link's target's (the attributes are lstat's).
                let modified = (try? FileManager.default.attributesOfItem(atPath: target))?[.modificationDate] as? Date,
                modified < now.addingTimeInterval(-Self.abandonedTemporaryAge)
            {
                unlink(target)
            }
        }
    }

    /// `-YYYYMMDD-HHmm.json`: what an answer's name adds to its source and subject.
    private static let issueSuffixLength = 19

    // MARK: Files

    private func read(_ name: String) -> (payload: Data, header: Header)? {
        guard let data = PosixFile.readFile(atPath: path(name), limit: Self.maxBytes),
            let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = Self.parseHeader(data[data.startIndex..<newline])
        else { return nil }
        return (Data(data[data.index(after: newline)...]), header)
    }

    private struct Header {
        var fetchedAt: Date
        var keep: Double
        var provider: ProviderID?
    }

    private static func parseHeader(_ line: Data) -> Header? {
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix(header) else { return nil }
        let fields = text.dropFirst(header.count).split(separator: " ")
        guard fields.count == 2 || fields.count == 3, let fetched = Int(fields[0]), let keep = Int(fields[1]) else {
            return nil
        }
        // A provider this version does not know is no reason to lose the answer.
        let provider = fields.count == 3 ? ProviderID(rawValue: String(fields[2])) : nil
        return Header(fetchedAt: Date(timeIntervalSince1970: Double(fetched)), keep: Double(keep), provider: provider)
    }

    private func listing() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }
}
