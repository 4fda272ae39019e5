import Foundation

@testable import KkeulmitCore
@testable import KkeulmitDomain

// Test doubles shared by the cache, lock, retry and provider suites. Every instance is created per test: no shared
// mutable state between suites.

/// A service key the fake transport "holds" the way `ProviderTransport` would; no cache or lock file may ever contain it.
let canaryKey = "CANARY+key/Zq9==KKEULMIT-SECRET"

/// Counts events and lets tasks wait, without polling or sleeping, until there have been `target` of them.
final class CountGate: Sendable {
    private struct State {
        var count = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Locked(State())
    let target: Int

    init(target: Int) { self.target = target }

    var count: Int { state.value.count }

    /// Counts one event; the one that reaches `target` lets every waiting task go.
    func record() {
        let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
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
            let open = state.withLock { state -> Bool in
                if state.count >= target { return true }
                state.waiting.append(continuation)
                return false
            }
            if open { continuation.resume() }
        }
    }
}

/// KMA's forecast service as a `Transport` that answers from a script and records every request: each request is
/// read back into its cell and issue, and the script's forecast goes back as the JSON KMA sends, through the real
/// `GridForecastSource` decoding. A thrown `KMAError` is what the answer amounted to.
final class FakeKMA: Transport, Sendable {
    typealias Handler = @Sendable (_ cell: GridCell, _ base: ForecastBase, _ call: Int) async throws -> KMAForecast

    /// What a real transport would put in its query string; the fake only keeps it to prove it never leaks.
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

    var calls: Int { log.value.count }
    var requestedBases: [ForecastBase] { log.value }

    func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        guard let product = IssuedProduct.all.first(where: { $0.operation == request.path }),
            let time = KSTDateTime(kmaDate: query["base_date"] ?? "", kmaTime: query["base_time"] ?? ""),
            let base = ForecastBase(time, product: product),
            let cell = GridCell(nx: Int(query["nx"] ?? "") ?? 0, ny: Int(query["ny"] ?? "") ?? 0)
        else { throw KMAError.content("not a forecast request: \(request.label)") }
        let call = log.withLock {
            $0.append(base)
            return $0.count - 1
        }
        let forecast = try await handler(cell, base, call)
        return try decode(HTTPAnswer(status: 200, body: kmaAnswer(forecast)))
    }
}

/// `forecast` as KMA sends it: every row in one page.
func kmaAnswer(_ forecast: KMAForecast) -> Data {
    let rows: [[String: Any]] = forecast.items.map { item in
        var row: [String: Any] = [:]
        for (key, value) in [
            ("baseDate", item.baseDate), ("baseTime", item.baseTime), ("category", item.category),
            ("fcstDate", item.fcstDate), ("fcstTime", item.fcstTime), ("fcstValue", item.fcstValue),
            ("obsrValue", item.obsrValue),
        ] {
            if let value { row[key] = value }
        }
        if let nx = item.nx { row["nx"] = nx }
        if let ny = item.ny { row["ny"] = ny }
        return row
    }
    let document: [String: Any] = [
        "response": [
            "header": ["resultCode": "00", "resultMsg": "NORMAL_SERVICE"],
            "body": [
                "dataType": "JSON", "items": ["item": rows], "pageNo": 1, "numOfRows": max(1, rows.count),
                "totalCount": rows.count,
            ],
        ]
    ]
    return (try? JSONSerialization.data(withJSONObject: document)) ?? Data()
}

/// The pipeline over `kma`, as one run has it: no memo unless given, each request bounded by 10 s.
func pipeline(
    _ kma: any Transport, store: SourceStore?, deadline: Deadline, lockWait: Double = 10, pollInterval: Double = 0.05,
    memo: SingleFlight<SourceKey, any Sendable>? = nil, log: @escaping @Sendable (String) -> Void = { _ in }
) -> SourceProvider {
    SourceProvider(
        exchange: Exchange(transport: kma, context: RequestContext(deadline: deadline, requestTimeout: 10, log: log)),
        store: store, memo: memo, lockWait: lockWait, pollInterval: pollInterval)
}

/// One issue asked through `transport` as the pipeline asks it (`GridForecastSource`), without cache or memo.
struct IssueFetcher: Sendable {
    var transport: any Transport
    var deadline = Deadline(seconds: Deadline.maxSeconds)
    var requestTimeout = 10.0
    var log: @Sendable (String) -> Void = { _ in }
    var maxResponseBytes = GridForecastSource.defaultMaxResponseBytes

    func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast {
        let context = RequestContext(deadline: deadline, requestTimeout: requestTimeout, log: log)
        return try await GridForecastSource(product: base.product, maxResponseBytes: maxResponseBytes).forecast(
            for: cell, base: base, through: Exchange(transport: transport, context: context))
    }

    /// The latest issue published by `now`, stepping back on `03 NO_DATA` through the pipeline (no cache).
    func latestForecast(for cell: GridCell, now: Date) async throws -> KMAForecast {
        let context = RequestContext(deadline: deadline, requestTimeout: requestTimeout, log: log)
        let provider = SourceProvider(exchange: Exchange(transport: transport, context: context), store: nil)
        return try await provider.forecast(for: cell, now: now, covers: { _ in true }).value
    }

    /// This fetcher with every request bounded by `deadline`.
    func bounded(by deadline: Deadline) -> IssueFetcher {
        var copy = self
        copy.deadline = deadline
        return copy
    }
}

extension SourceProvider {
    /// The issue of `product` for `cell` at `now`, as the advice pipeline asks for the short-term forecast.
    func forecast(
        for cell: GridCell, now: Date, product: IssuedProduct = .vilageFcst, maxStale: Double = 86_400,
        covers: (KMAForecast) -> Bool
    ) async throws -> Provided<KMAForecast> {
        try await provide(GridForecastSource(product: product), cell, now: now, maxStale: maxStale, accepts: covers)
    }
}

extension Provided where Value == KMAForecast {
    var forecast: KMAForecast { value }
}

extension SourceStore {
    /// Keeps `forecast` as the pipeline would have (nothing, without rows).
    func store(_ forecast: KMAForecast, fetchedAt: Date) throws {
        guard !forecast.items.isEmpty else { return }
        let payload = try CacheEntry(forecast: forecast, fetchedAt: fetchedAt).encoded()
        try store(
            payload, of: GridForecastSource(product: forecast.base.product), forecast.cell, issue: forecast.base.time,
            fetchedAt: fetchedAt)
    }

    func entry(for cell: GridCell, base: ForecastBase) -> Entry<KMAForecast>? {
        entry(GridForecastSource(product: base.product), cell, issue: base.time)
    }

    func entries(for cell: GridCell, product: IssuedProduct = .vilageFcst) -> [Entry<KMAForecast>] {
        entries(GridForecastSource(product: product), cell)
    }

    func lockFile(for cell: GridCell, product: IssuedProduct = .vilageFcst) -> URL {
        lockFile(GridForecastSource(product: product), cell)
    }

    func markUnpublished(cell: GridCell, base: ForecastBase, at time: Date) {
        markUnpublished(GridForecastSource(product: base.product), cell, issue: base.time, at: time)
    }

    func unpublishedMark(cell: GridCell, base: ForecastBase) -> Date? {
        unpublishedMark(GridForecastSource(product: base.product), cell, issue: base.time)
    }

    /// `vilage-60-127-20261130-0500.json`.
    static func fileName(for cell: GridCell, base: ForecastBase) -> String {
        fileName(base.product.cachePrefix, key: "\(cell.nx)-\(cell.ny)", issue: base.time)
    }
}

extension SourceStore.Entry where Value == KMAForecast {
    var forecast: KMAForecast { value }
}

/// A clock tests drive. `sleep` returns at once, having recorded the wait and moved time forward by it, so waits
/// (backoff, lock polls) cost nothing and what was waited can be checked; `advance(by:)` moves time by hand, for
/// work that "took" time. A deadline on this clock passes only when time is moved past it; a timer racing work
/// (`Deadline.bound`, `withDeadline`) fires at once, so use one only where the work never finishes by itself.
final class TestClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleeps: [Double] = []
    }

    private let state = Locked(State())
    private let onSleep: (@Sendable (_ callIndex: Int) async throws -> Void)?

    /// - Parameter onSleep: told the index of each sleep, after time has moved; may throw to fail the sleep.
    init(onSleep: (@Sendable (_ callIndex: Int) async throws -> Void)? = nil) {
        self.onSleep = onSleep
    }

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// Every wait asked for, in seconds, in order.
    var recorded: [Double] { state.withLock { $0.sleeps } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        let index = state.withLock { state in
            state.sleeps.append(seconds(state.now.duration(to: deadline)))
            if state.now < deadline { state.now = deadline }
            return state.sleeps.count - 1
        }
        try await onSleep?(index)
    }

    func advance(by seconds: Double) {
        state.withLock { $0.now = $0.now.advanced(by: .seconds(seconds)) }
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// A seeded SplitMix64: reproducible jitter.
final class SeededRandom: Sendable {
    private let state: Locked<UInt64>
    init(seed: UInt64) { state = Locked(seed) }
    func nextUnit() -> Double {
        let z0 = state.withLock {
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
        // The timeline's slots, not the rows: a short-term issue read back from the cache keeps its timeline alone.
        let slots = Set(forecast.timeline().timeline.slots.map(\.time))
        return (0..<hours).allSatisfy { slots.contains(start.adding(hours: $0)) }
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
