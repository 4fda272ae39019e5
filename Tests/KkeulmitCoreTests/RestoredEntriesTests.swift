import Foundation
import Testing

@testable import KkeulmitCore

/// A kept file read again in one process is restored once, for the same bytes and an equal subject only; a source
/// whose subject cannot be compared is restored every time.
@Suite("RestoredEntries: a kept answer parsed once a process", .serialized)
struct RestoredEntriesTests {
    /// A source of areas, counting what it restores (the payload's text, tagged with the area): every area's
    /// answer is one file.
    struct ByArea: CountingSource {
        let restores = Locked(0)
        func key(for subject: String) -> String { "same-file" }
        func tagged(_ text: String, _ subject: String) -> String { text + " for " + subject }
    }

    /// The same about the whole country (`Void`, as the dust forecast's subject).
    struct Nationwide: CountingSource {
        let restores = Locked(0)
        func key(for subject: Void) -> String { "kr" }
        func tagged(_ text: String, _ subject: Void) -> String { text }
    }

    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    static func withStore(_ body: (SourceStore) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        RestoredEntries.forgetAll()
        defer { RestoredEntries.forgetAll() }
        try body(SourceStore(directory: directory))
    }

    @Test("an equal subject and the same bytes: restored once; new bytes or another subject of the same file: again")
    func comparable() throws {
        try Self.withStore { store in
            let source = ByArea()
            try store.store(Data("one".utf8), of: source, "a", issue: nil, fetchedAt: Self.now)
            #expect(store.entry(source, "a", issue: nil)?.value == "one for a")
            #expect(store.entry(source, "a", issue: nil)?.value == "one for a")
            #expect(source.restores.withLock { $0 } == 1)
            #expect(store.entry(source, "b", issue: nil)?.value == "one for b")
            #expect(source.restores.withLock { $0 } == 2)
            try store.store(Data("two".utf8), of: source, "b", issue: nil, fetchedAt: Self.now)
            #expect(store.entry(source, "b", issue: nil)?.value == "two for b")
            #expect(source.restores.withLock { $0 } == 3)
        }
    }

    @Test("a subject that cannot be compared (Void): restored at every read")
    func incomparable() throws {
        try Self.withStore { store in
            let source = Nationwide()
            try store.store(Data("one".utf8), of: source, (), issue: nil, fetchedAt: Self.now)
            for _ in 0..<3 { #expect(store.entry(source, (), issue: nil)?.value == "one") }
            #expect(source.restores.withLock { $0 } == 3)
        }
    }
}

/// A source that restores a payload's text (`tagged` by its subject) and counts how often.
protocol CountingSource: IssuedSource where Value == String {
    var restores: Locked<Int> { get }
    func tagged(_ text: String, _ subject: Subject) -> String
}

extension CountingSource {
    var traits: SourceTraits { SourceTraits(name: "counting", schedule: nil, usefulSeconds: 3600) }

    func fetch(_ subject: Subject, issue: KSTDateTime?, at now: Date, through exchange: Exchange) async throws
        -> Fetched<String>
    { Fetched(value: "", payload: nil) }

    func restore(_ payload: Data, subject: Subject, issue: KSTDateTime?) -> String? {
        restores.withLock { $0 += 1 }
        return tagged(String(decoding: payload, as: UTF8.self), subject)
    }
}
