import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The one cache format (`SourceStore`) with the short-term forecast's payload (`CacheEntry`).
@Suite("SourceStore with the short-term forecast")
struct SourceStoreTests {
    let base0500 = base(2026, 11, 30, 5)
    let fetched = kst(2026, 11, 30, 5, 12, 3)

    @Test("file names are vilage-NX-NY-YYYYMMDD-HHmm.json and their issue parses back")
    func fileNames() {
        #expect(SourceStore.fileName(for: seoul, base: base0500) == "vilage-60-127-20261130-0500.json")
        #expect(
            SourceStore.issue(ofName: "vilage-98-76-20261201-2300.json", suffix: ".json")
                == base(2026, 12, 1, 23).time)
        #expect(SourceStore.fileName("air-stations", key: "1980m4520", issue: nil) == "air-stations-1980m4520.json")
    }

    @Test(
        "names that are not kept answers have no issue",
        arguments: [
            "vilage-60-127.lock", "vilage-60-127-20261130-0500.json.tmp", "notes.txt",
            "vilage-60-127-20261131-0500.json", "vilage-60-127-2026113-0500.json", "air-stations-1980m4520.json",
        ])
    func foreignNames(name: String) {
        #expect(SourceStore.issue(ofName: name, suffix: ".json") == nil)
    }

    @Test("a stored issue is read back unchanged, with its fetch time to the second")
    func roundTrip() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let forecast = sampleForecast(cell: seoul, base: base0500)
            try cache.store(forecast, fetchedAt: fetched.addingTimeInterval(0.75))
            let entry = try #require(cache.entry(for: seoul, base: base0500))
            #expect(entry.forecast == forecast)
            #expect(entry.fetchedAt == fetched)
        }
    }

    @Test("a file read twice is the same answer, and a file replaced since is read afresh, not remembered")
    func readTwice() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let first = sampleForecast(cell: seoul, base: base0500)
            try cache.store(first, fetchedAt: fetched)
            #expect(cache.entry(for: seoul, base: base0500)?.forecast == first)
            #expect(cache.entries(GridForecastSource.vilageFcst, seoul).map(\.value) == [first])
            let second = sampleForecast(cell: seoul, base: base0500, hours: 2)
            try cache.store(second, fetchedAt: fetched)
            #expect(cache.entry(for: seoul, base: base0500)?.forecast == second)
            try Data("damaged".utf8).write(to: dir.appendingPathComponent("vilage-60-127-20261130-0500.json"))
            #expect(cache.entry(for: seoul, base: base0500) == nil)
        }
    }

    @Test("another base or another cell is a miss")
    func misses() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            #expect(cache.entry(for: seoul, base: base0500) == nil)
            try cache.store(sampleForecast(cell: seoul, base: base0500), fetchedAt: fetched)
            #expect(cache.entry(for: seoul, base: base0500.next) == nil)
            #expect(cache.entry(for: seoul, base: base0500.previous) == nil)
            #expect(cache.entry(for: busan, base: base0500) == nil)
        }
    }

    @Test("the file is the header line, then compact JSON with the schema version, cell, base, fetch time and rows")
    func entryFormat() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let forecast = KMAForecast(
                cell: seoul, base: base0500,
                items: [
                    KMAItem(category: "TMP", fcstDate: "20261130", fcstTime: "0600", fcstValue: "-3"),
                    KMAItem(category: "PCP", fcstDate: "20261130", fcstTime: "0600", fcstValue: "1mm 미만"),
                ])
            try cache.store(forecast, fetchedAt: fetched)
            let text = try String(
                contentsOf: dir.appendingPathComponent("vilage-60-127-20261130-0500.json"), encoding: .utf8)
            #expect(
                text == "kkeulmit-cache 1 \(Int(fetched.timeIntervalSince1970)) \(3 * 86_400)\n"
                    + #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","#
                    + #""items":[["TMP","20261130","0600","-3"],["PCP","20261130","0600","1mm 미만"]],"#
                    + #""nx":60,"ny":127,"schemaVersion":1}"#)
        }
    }

    @Test(
        "fetch times are written in KST whatever the instant",
        arguments: [
            (0.0, "1970-01-01T09:00:00+09:00"),
            (1_796_000_000.9, "2026-11-30T09:53:20+09:00"),
            (-1.0, "1970-01-01T08:59:59+09:00"),
        ])
    func fetchTimeFormat(epoch: Double, expected: String) {
        #expect(CacheEntry.iso8601Seconds(Date(timeIntervalSince1970: epoch)) == expected)
    }

    /// Damaged or foreign content in the place of the 0500 Seoul entry.
    static let damaged: [(String, String)] = [
        ("garbage", "\u{0}\u{1}not json at all"),
        ("empty file", ""),
        ("truncated", #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","items":[["TMP""#),
        (
            "wrong cell inside",
            #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","#
                + #""items":[["TMP","20261130","0600","-3"]],"nx":98,"ny":76,"schemaVersion":1}"#
        ),
        (
            "wrong base inside",
            #"{"base":"2026-11-30T08:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","#
                + #""items":[["TMP","20261130","0900","-3"]],"nx":60,"ny":127,"schemaVersion":1}"#
        ),
        (
            "no rows",
            #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","#
                + #""items":[],"nx":60,"ny":127,"schemaVersion":1}"#
        ),
        (
            "future schema",
            #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","#
                + #""items":[["TMP","20261130","0600","-3"]],"nx":60,"ny":127,"schemaVersion":2}"#
        ),
        (
            "row with five fields",
            #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","#
                + #""items":[["TMP","20261130","0600","-3","x"]],"nx":60,"ny":127,"schemaVersion":1}"#
        ),
        (
            "row with a number",
            #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","#
                + #""items":[["TMP","20261130","0600",-3]],"nx":60,"ny":127,"schemaVersion":1}"#
        ),
        (
            "unparseable fetch time",
            #"{"base":"2026-11-30T05:00:00+09:00","fetchedAt":"yesterday","#
                + #""items":[["TMP","20261130","0600","-3"]],"nx":60,"ny":127,"schemaVersion":1}"#
        ),
        ("a JSON array", "[1,2,3]"),
    ]

    @Test("a damaged file is a miss, and the next store replaces it", arguments: damaged)
    func damagedFile(scenario: String, content: String) async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            // Behind a valid header line, so that the payload's own checks are what refuses it.
            let file = dir.appendingPathComponent("vilage-60-127-20261130-0500.json")
            try Data(("kkeulmit-cache 1 \(Int(fetched.timeIntervalSince1970)) 0\n" + content).utf8).write(to: file)
            #expect(cache.entry(for: seoul, base: base0500) == nil, "\(scenario)")
            #expect(cache.entries(for: seoul).first == nil, "\(scenario)")
            let forecast = sampleForecast(cell: seoul, base: base0500)
            try cache.store(forecast, fetchedAt: fetched)
            #expect(cache.entry(for: seoul, base: base0500)?.forecast == forecast, "\(scenario)")
        }
    }

    @Test("a file that cannot be read as an entry (a directory, a symbolic link) is a miss, never a crash")
    func unreadable() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let other = SourceStore(directory: dir.appendingPathComponent("elsewhere"))
            try other.store(sampleForecast(cell: seoul, base: base0500), fetchedAt: fetched)
            try FileManager.default.createSymbolicLink(
                at: dir.appendingPathComponent("vilage-60-127-20261130-0500.json"),
                withDestinationURL: other.directory.appendingPathComponent("vilage-60-127-20261130-0500.json"))
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent("vilage-60-127-20261130-0800.json"), withIntermediateDirectories: false)
            #expect(cache.entry(for: seoul, base: base0500) == nil)
            #expect(cache.entry(for: seoul, base: base0500.next) == nil)
            #expect(cache.entries(for: seoul).isEmpty)
        }
    }

    @Test("a missing cache directory is a miss")
    func missingDirectory() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir.appendingPathComponent("never-created"))
            #expect(cache.entry(for: seoul, base: base0500) == nil)
            #expect(cache.entries(for: seoul).first == nil)
        }
    }

    @Test("writes leave no temporary files behind")
    func noTemporaryFiles() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            for b in [base0500, base0500.next, base0500.next.next] {
                try cache.store(sampleForecast(cell: seoul, base: b), fetchedAt: fetched)
                try cache.store(sampleForecast(cell: seoul, base: b, hours: 3), fetchedAt: fetched)
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            #expect(
                names == [
                    "vilage-60-127-20261130-0500.json", "vilage-60-127-20261130-0800.json",
                    "vilage-60-127-20261130-1100.json",
                ])
            #expect(cache.entry(for: seoul, base: base0500)?.forecast.timeline().timeline.slots.count == 3)
        }
    }

    @Test("a store creates the directory 0700 and the entry 0600")
    func permissions() async throws {
        try await withTemporaryDirectory { dir in
            let cacheDir = dir.appendingPathComponent("xdg/kkeulmit")
            let cache = SourceStore(directory: cacheDir)
            try cache.store(sampleForecast(cell: seoul, base: base0500), fetchedAt: fetched)
            #expect(posixPermissions(cacheDir) == 0o700)
            #expect(posixPermissions(dir.appendingPathComponent("xdg")) == 0o700)
            #expect(posixPermissions(cacheDir.appendingPathComponent("vilage-60-127-20261130-0500.json")) == 0o600)
        }
    }

    @Test("an existing directory keeps its mode")
    func existingDirectory() async throws {
        try await withTemporaryDirectory { dir in
            try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: dir.path)
            try SourceStore(directory: dir).prepare()
            #expect(posixPermissions(dir) == 0o750)
        }
    }

    @Test("the directory path being a file makes store throw, and reads miss")
    func directoryIsAFile() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("kkeulmit")
            try Data("x".utf8).write(to: path)
            let cache = SourceStore(directory: path)
            #expect(throws: (any Error).self) {
                try cache.store(sampleForecast(cell: seoul, base: base0500), fetchedAt: fetched)
            }
            #expect(cache.entry(for: seoul, base: base0500) == nil)
        }
    }

    @Test("an issue without rows is not stored")
    func emptyForecast() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try cache.store(KMAForecast(cell: seoul, base: base0500, items: []), fetchedAt: fetched)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        }
    }

    @Test("storing prunes entries whose base is more than two days old, and only those")
    func pruning() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let old = base(2026, 11, 28, 2)  // 51 h before the new 0500 base
            let borderline = base(2026, 11, 28, 8)  // 45 h before
            try cache.store(sampleForecast(cell: seoul, base: old), fetchedAt: kst(2026, 11, 28, 2, 15))
            try cache.store(sampleForecast(cell: busan, base: old), fetchedAt: kst(2026, 11, 28, 2, 15))
            try cache.store(sampleForecast(cell: seoul, base: borderline), fetchedAt: kst(2026, 11, 28, 8, 15))
            try Data("mine".utf8).write(to: dir.appendingPathComponent("notes.txt"))
            let lock = try #require(try await FileLock.acquire(at: cache.lockFile(for: seoul), waitingAtMost: 0))
            lock.release()

            try cache.store(sampleForecast(cell: seoul, base: base0500), fetchedAt: fetched)

            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            #expect(
                names == [
                    "notes.txt", "vilage-60-127-20261128-0800.json", "vilage-60-127-20261130-0500.json",
                    "vilage-60-127.lock",
                ])
        }
    }

    @Test(
        "an issue a newer one superseded goes once its useful time is up; the newest stays whatever its age"
    )
    func supersededIssues() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            // An observation every hour, 00 to 11시 (useful 3 h), fetched ten minutes after each.
            for hour in 0...11 {
                let observation = ForecastBase(
                    KSTDateTime(year: 2026, month: 11, day: 30, hour: hour), product: .ultraSrtNcst)!
                try cache.store(
                    sampleForecast(cell: seoul, base: observation), fetchedAt: kst(2026, 11, 30, hour, 10))
            }
            // Busan's only observation is old: the stale stand-in while the service is down.
            let busanObservation = ForecastBase(
                KSTDateTime(year: 2026, month: 11, day: 30, hour: 2), product: .ultraSrtNcst)!
            try cache.store(sampleForecast(cell: busan, base: busanObservation), fetchedAt: kst(2026, 11, 30, 2, 10))
            // Yesterday's forecast (useful three days) is still read by the comparison with the day before.
            try cache.store(
                sampleForecast(cell: seoul, base: base(2026, 11, 29, 5)), fetchedAt: kst(2026, 11, 29, 5, 12))
            try cache.store(
                sampleForecast(cell: seoul, base: base(2026, 11, 30, 11)), fetchedAt: kst(2026, 11, 30, 11, 12))

            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
            #expect(
                names.sorted() == [
                    "ncst-60-127-20261130-0900.json", "ncst-60-127-20261130-1000.json",
                    "ncst-60-127-20261130-1100.json", "ncst-98-76-20261130-0200.json",
                    "vilage-60-127-20261129-0500.json", "vilage-60-127-20261130-1100.json",
                ])
        }
    }

    @Test("pruning removes a crashed writer's temporary file once it is an hour old, not a fresh one")
    func abandonedTemporaryFiles() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let abandoned = dir.appendingPathComponent(".tmp-vilage-60-127-20261130-0500.json-123-abc")
            let inFlight = dir.appendingPathComponent(".tmp-vilage-60-127-20261130-0800.json-456-def")
            try Data("partial".utf8).write(to: abandoned)
            try Data("partial".utf8).write(to: inFlight)
            try FileManager.default.setAttributes(
                [.modificationDate: fetched.addingTimeInterval(-7200)], ofItemAtPath: abandoned.path)
            try FileManager.default.setAttributes([.modificationDate: fetched], ofItemAtPath: inFlight.path)
            cache.prune(now: fetched)
            #expect(!FileManager.default.fileExists(atPath: abandoned.path))
            #expect(FileManager.default.fileExists(atPath: inFlight.path))
        }
    }

    @Test("entries lists a cell's valid issues newest first, skipping damaged files, other cells and the one excepted")
    func entriesOrder() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let bases = [base0500.previous, base0500, base0500.next]
            for b in bases { try cache.store(sampleForecast(cell: seoul, base: b), fetchedAt: fetched) }
            try cache.store(sampleForecast(cell: busan, base: base0500.next.next), fetchedAt: fetched)
            try Data("{".utf8).write(to: dir.appendingPathComponent(SourceStore.fileName(for: seoul, base: bases[2])))
            #expect(cache.entries(for: seoul).map(\.forecast.base) == [bases[1], bases[0]])
            #expect(cache.entries(for: seoul).first?.forecast.base == bases[1])
            #expect(cache.entries(for: busan).first?.forecast.base == base0500.next.next)
            let others = cache.entries(GridForecastSource.vilageFcst, seoul, except: bases[1].time)
            #expect(others.map(\.value.base) == [bases[0]])
        }
    }

    @Test("no cache or lock file ever holds the service key, raw or percent-encoded")
    func keyNeverWritten() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let client = FakeKMA()
            let caching = pipeline(client, store: cache, deadline: Deadline(seconds: 60, clock: TestClock()))
            let forecast = try await caching.forecast(for: seoul, now: fetched, covers: { _ in true }).forecast
            #expect(client.calls == 1)
            let encodedKey = canaryKey.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            #expect(encodedKey != canaryKey)
            for needle in [canaryKey, encodedKey, "KKEULMIT-SECRET", "serviceKey", "http"] {
                #expect(!forecast.items.contains { "\($0)".contains(needle) })
                let files = allFileContents(dir)
                #expect(files.count == 2)  // the entry and the lock file
                for file in files {
                    #expect(file.data.range(of: Data(needle.utf8)) == nil, "\(needle) in \(file.name)")
                }
            }
        }
    }
}
