import Foundation

/// The answers this process read back from the cache most recently, so that a file read again is parsed once (each
/// `batch` line reads its cell's other kept issues for the comparison; restoring 1,052 rows is most of reading one).
/// Reused only for the same file and bytes (compared whole), source type and an equal subject; a subject its source
/// cannot compare (`IssuedSource.isSameSubject`) is never kept. At most `capacity`, the oldest let go first.
package enum RestoredEntries {
    static let capacity = 8

    private struct Kept: Sendable {
        var path: String
        var payload: Data
        var subject: any Sendable
        var value: any Sendable
    }

    private static let kept = Locked<[Kept]>([])

    /// The value `source` restored earlier from exactly these bytes at `path` for `subject`, if one is kept.
    static func value<S: IssuedSource>(_ source: S, at path: String, payload: Data, subject: S.Subject) -> S.Value? {
        guard source.isSameSubject(subject, subject) else { return nil }
        return kept.withLock { kept in
            kept.last {
                $0.path == path && ($0.subject as? S.Subject).map { source.isSameSubject($0, subject) } == true
                    && $0.payload == payload
            }?.value as? S.Value
        }
    }

    /// Keeps `value`, restored by `source` from `payload` at `path` for `subject`.
    static func keep<S: IssuedSource>(_ source: S, _ value: S.Value, at path: String, payload: Data, subject: S.Subject)
    {
        guard source.isSameSubject(subject, subject) else { return }
        let entry = Kept(path: path, payload: payload, subject: subject, value: value)
        kept.withLock { kept in
            kept.removeAll { $0.path == path }
            if kept.count >= capacity { kept.removeFirst(kept.count - capacity + 1) }
            kept.append(entry)
        }
    }

    /// Forgets every kept answer: `KkeulmitBench` times the parse itself, not the memo.
    package static func forgetAll() {
        kept.withLock { $0.removeAll() }
    }
}
