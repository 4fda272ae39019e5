import Foundation

/// The answers this process read back from the cache most recently, so that a file read twice in one run is parsed
/// once: a cached `now` reads the short-term issue for the advice and again among the cell's kept issues for the
/// comparison with the day before (`SourceStore.entries`), and restoring its 1,052 rows is the largest piece of
/// kkeulmit's own work in such a run.
///
/// A kept value is reused only for the same file, the same bytes (compared whole: a file replaced since, by this
/// process or another, is parsed again), the same source type and an equal subject; a subject that is not
/// `Hashable` is never memoised. At most `capacity` answers are held, the oldest let go first, so `batch`'s
/// thousands of cells hold no more than a run of one.
package enum RestoredEntries {
    static let capacity = 8

    private struct Kept: @unchecked Sendable {
        // @unchecked: `AnyHashable` is not `Sendable`; it only ever holds a subject that is (`IssuedSource.Subject`).
        var path: String
        var payload: Data
        var subject: AnyHashable
        var value: any Sendable
    }

    private static let kept = Locked<[Kept]>([])

    /// The value restored earlier from exactly these bytes at `path` for `subject`, if one is kept.
    static func value<Value: Sendable, Subject: Sendable>(
        at path: String, payload: Data, subject: Subject, as: Value.Type
    ) -> Value? {
        guard let subject = hashable(subject) else { return nil }
        return kept.withLock { kept in
            kept.last { $0.path == path && $0.subject == subject && $0.payload == payload }?.value as? Value
        }
    }

    /// Keeps `value`, restored from `payload` at `path` for `subject`.
    static func keep<Value: Sendable, Subject: Sendable>(
        _ value: Value, at path: String, payload: Data, subject: Subject
    ) {
        guard let subject = hashable(subject) else { return }
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

    private static func hashable<Subject>(_ subject: Subject) -> AnyHashable? {
        guard let hashable = subject as? any Hashable else { return nil }
        return AnyHashable(hashable)
    }
}
