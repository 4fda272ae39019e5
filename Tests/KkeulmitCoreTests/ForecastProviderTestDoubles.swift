import Foundation

@testable import KkeulmitCore

// Test doubles shared by the cache, lock, retry and provider suites. Every instance is created per test: no shared
// mutable state between suites.

/// A service key the fake client "holds" the way `KMAClient` would; no cache or lock file may ever contain it.
let canaryKey = "CANARY+key/Zq9==KKEULMIT-SECRET"

/// A lock-guarded value for test bookkeeping across tasks.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
    var current: Value { withValue { $0 } }
}

/// Counts events and lets tasks wait, without polling or sleeping, until there have been `target` of them.
final class CountGate: Sendable {
    private struct State {
        var count = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Locked(State())
    let target: Int

    init(target: Int) { self.target = target }

    var count: Int { state.current.count }

    /// Counts one event; the one that reaches `target` lets every waiting task go.
    func record() {
        let released = state.withValue { state -> [CheckedContinuation<Void, Never>] in
            state.count += 1
            guard state.count >= target else { return [] }
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in released { continuation.resume() }
    }

    /// Returns once `target` events have been counted (at once if they already have).
    func wait() async {
        await withCheckedContinuation { continuation in
            let open = state.withValue { state -> Bool in
                if state.count >= target { return true }
                state.waiting.append(continuation)
                return false
            }
            if open { continuation.resume() }
        }
    }
}

/// A `WeatherClient` that answers from a script and records every request.
final class FakeWeatherClient: WeatherClient, @unchecked Sendable {
    typealias Handler = @Sendable (_ cell: GridCell, _ base: ForecastBase, _ call: Int) async throws -> KMAForecast

    /// What a real client would put in its query string; the fake only keeps it to prove it never leaks.
    let serviceKey = canaryKey
    private let handler: Handler
    private let log = Locked<[ForecastBase]>([])

    init(_ handler: @escaping Handler = { cell, base, _ in sampleForecast(cell: cell, base: base) }) {
        self.handler = handler
    }

    /// Fails with `errors` in order, then succeeds.
    convenience init(failing errors: [KMAError]) {
        self.init { cell, base, call in
            if call < errors.count { throw errors[call] }
            return sampleForecast(cell: cell, base: base)
        }
    }

    var calls: Int { log.current.count }
    var requestedBases: [ForecastBase] { log.current }

    func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast {
        let call = log.withValue {
            $0.append(base)
            return $0.count - 1
        }
        return try await handler(cell, base, call)
    }
}

/// A clock tests move by hand (or that a `RecordingSleeper` moves).
final class FakeClock: TimeSource, @unchecked Sendable {
    private let instant: Locked<Date>
    init(_ start: Date) { instant = Locked(start) }
    func now() -> Date { instant.current }
    func advance(by seconds: Double) { instant.withValue { $0 = $0.addingTimeInterval(seconds) } }
}

/// A sleeper that returns at once, records every requested delay, and advances `clock` by it.
final class RecordingSleeper: Sleeper, @unchecked Sendable {
    private let delays = Locked<[Double]>([])
    private let clock: FakeClock?
    private let onSleep: (@Sendable (Int) async -> Void)?

    init(clock: FakeClock? = nil, onSleep: (@Sendable (_ callIndex: Int) async -> Void)? = nil) {
        self.clock = clock
        self.onSleep = onSleep
    }

    var recorded: [Double] { delays.current }

    func sleep(seconds: Double) async throws {
        let index = delays.withValue {
            $0.append(seconds)
            return $0.count - 1
        }
        clock?.advance(by: seconds)
        await onSleep?(index)
    }
}

/// A seeded SplitMix64: reproducible jitter.
final class SeededRandom: RandomSource, @unchecked Sendable {
    private let state: Locked<UInt64>
    init(seed: UInt64) { state = Locked(seed) }
    func nextUnit() -> Double {
        let z0 = state.withValue {
            $0 &+= 0x9E37_79B9_7F4A_7C15
            return $0
        }
        var z = z0
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

/// A fixed jitter, for exact delays.
struct ConstantRandom: RandomSource {
    var value: Double
    func nextUnit() -> Double { value }
}

/// A unique directory for one test, removed when the test's `withTemporaryDirectory` body ends.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("kkeulmit-cache-tests-\(getpid())-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}

let seoul = GridCell(nx: 60, ny: 127)!
let busan = GridCell(nx: 98, ny: 76)!

func kst(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> Date {
    KSTDateTime(year: year, month: month, day: day, hour: hour, minute: minute).instant.addingTimeInterval(
        Double(second))
}

func base(_ year: Int, _ month: Int, _ day: Int, _ hour: Int) -> ForecastBase {
    ForecastBase(date: KSTDate(year: year, month: month, day: day), hour: hour)!
}

/// A small issue shaped like KMA's: hourly slots from base + 1 h, a few categories each, rows carrying the base and
/// the cell like the real answer does.
func sampleForecast(cell: GridCell, base: ForecastBase, hours: Int = 6) -> KMAForecast {
    var items: [KMAItem] = []
    for h in 1...hours {
        let slot = base.time.adding(hours: h)
        for (category, value) in [("TMP", String(h - 3)), ("SKY", "1"), ("PTY", "0"), ("POP", "10"), ("PCP", "강수없음")] {
            items.append(
                KMAItem(
                    baseDate: base.baseDate, baseTime: base.baseTime, category: category,
                    fcstDate: slot.date.kmaString, fcstTime: slot.kmaTime, fcstValue: value, nx: cell.nx,
                    ny: cell.ny))
        }
    }
    return KMAForecast(cell: cell, base: base, items: items)
}

/// Whether `forecast` has an hourly slot for every hour of `[start, start + hours)`.
func coversWindow(start: KSTDateTime, hours: Int) -> (KMAForecast) -> Bool {
    { forecast in
        let slots = Set(
            forecast.items.compactMap { item -> String? in
                guard let d = item.fcstDate, let t = item.fcstTime else { return nil }
                return d + t
            })
        return (0..<hours).allSatisfy {
            let slot = start.adding(hours: $0)
            return slots.contains(slot.date.kmaString + slot.kmaTime)
        }
    }
}

/// Every byte of every file in `directory`.
func allFileContents(_ directory: URL) -> [(name: String, data: Data)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { name in
        (try? Data(contentsOf: directory.appendingPathComponent(name))).map { (name, $0) }
    }
}

func posixPermissions(_ url: URL) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? Int
}
