import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cache of the optional sources' answers, in the forecast cache's directory and by its rules: one file per
/// `DocumentKey` (mode 0600, written through a temporary file and a rename), a lock file per kind and place for
/// single-flight fetches, and reading that never fails loudly (a missing, damaged or foreign file is a miss).
///
/// A file is a header line, `kkeulmit-document 1 FETCHED_AT\n` (seconds since 1970), then the answer's body as
/// received: only answers with result code `00` are stored, which never echo the key.
package struct DocumentCache: Sendable {
    /// Station lists are kept this long (CLI contract: 30 days).
    package static let stationRetention: Double = 30 * 86_400
    /// Every other document is pruned after this.
    package static let defaultRetention: Double = 2 * 86_400
    static let maxBytes = 4 << 20
    static let header = "kkeulmit-document 1 "

    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// A cached answer and when it was fetched.
    package struct Document: Sendable {
        package var body: Data
        package var fetchedAt: Date
    }

    package func read(_ key: DocumentKey) -> Document? {
        read(name: key.fileName)
    }

    /// The most recently fetched document of `key`'s kind and place (any issue), for a stale stand-in.
    package func newest(like key: DocumentKey) -> Document? {
        listing().filter { $0.hasPrefix(key.family) && $0.hasSuffix(".json") }
            .compactMap { read(name: $0) }
            .max { $0.fetchedAt < $1.fetchedAt }
    }

    package func lockFile(for key: DocumentKey) -> URL {
        directory.appendingPathComponent(key.lockName)
    }

    package func prepareDirectory() throws {
        try PosixFile.makeDirectory(directory)
    }

    /// Stores `body` under `key`, replacing any previous file, then prunes.
    /// - Throws: when the directory or the file cannot be written; callers only log it.
    package func store(_ body: Data, for key: DocumentKey, fetchedAt: Date) throws {
        try prepareDirectory()
        var data = Data((Self.header + String(Int(fetchedAt.timeIntervalSince1970.rounded(.down))) + "\n").utf8)
        data.append(body)
        try PosixFile.writeAtomically(data, to: directory.appendingPathComponent(key.fileName))
        prune(now: fetchedAt, keeping: key.fileName)
    }

    /// Deletes documents fetched longer ago than their retention (30 days for station lists, 2 days otherwise)
    /// and temporary files of writers that died. Lock files stay (see `ForecastCache.prune`).
    package func prune(now: Date, keeping: String? = nil) {
        for name in listing() where name != keeping {
            let path = directory.appendingPathComponent(name).path
            if name.hasPrefix(DocumentKey.prefix), name.hasSuffix(".json") {
                // An issue's file is aged by the issue its name holds (no read); a station list by its header.
                if let issue = Self.issue(ofFileName: name) {
                    if now.timeIntervalSince(issue.instant) > Self.defaultRetention { unlink(path) }
                } else if let document = read(name: name),
                    now.timeIntervalSince(document.fetchedAt) <= Self.stationRetention
                {
                    continue
                } else {
                    unlink(path)
                }
            } else if name.hasPrefix(PosixFile.temporaryPrefix + DocumentKey.prefix),
                let modified = PosixFile.modificationTime(path),
                modified < now.addingTimeInterval(-ForecastCache.abandonedTemporaryAge)
            {
                unlink(path)
            }
        }
    }

    /// The issue hour a file name ends with (`…-2026113007.json`); nil for a station list.
    static func issue(ofFileName name: String) -> KSTDateTime? {
        let stem = name.dropLast(".json".count)
        guard let dash = stem.lastIndex(of: "-") else { return nil }
        let digits = Array(stem[stem.index(after: dash)...].utf8)
        guard digits.count == 10, let hour = KSTDate.digits(digits[8..<10]), hour < 24,
            let day = KSTDate(kmaString: String(decoding: digits[0..<8], as: UTF8.self))
        else { return nil }
        return KSTDateTime(date: day, hour: hour)
    }

    private func read(name: String) -> Document? {
        guard let data = PosixFile.readFile(directory.appendingPathComponent(name), limit: Self.maxBytes),
            let newline = data.firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let line = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        guard line.hasPrefix(Self.header), let seconds = Int(line.dropFirst(Self.header.count)) else { return nil }
        return Document(
            body: Data(data[data.index(after: newline)...]), fetchedAt: Date(timeIntervalSince1970: Double(seconds)))
    }

    private func listing() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }
}
