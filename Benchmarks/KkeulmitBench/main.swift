// In-process benchmarks for `make bench` (scripts/bench/run.py reads the JSON lines this prints).
//
// Usage: KkeulmitBench FIXTURE [SECONDS_PER_CASE [CASE...]]
// FIXTURE is a full KMA answer (Fixtures/KMA/vilage-fcst-1700-success.json: the 17시 issue, 1052 rows).
// Each case runs in batches for about SECONDS_PER_CASE; the median batch gives the time per operation.
// CASE names pick the cases to run (`engine-12h engine-48h`); none: every case.
import Foundation
import KkeulmitCore

struct BenchCase {
    var name: String
    var what: String
    var body: () throws -> Int
}

/// Defeats dead-code elimination: every case's result feeds this, and it is printed at the end.
nonisolated(unsafe) var sink = 0

/// CPU time of this thread: unlike wall time, it does not grow when other processes share the cores.
func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Wall time per operation gives ops/s; CPU time per operation is the figure to compare on a loaded machine.
func measure(_ bench: BenchCase, seconds: Double) throws -> (
    opsPerSecond: Double, medianMicros: Double, cpuMicros: Double
) {
    let clock = ContinuousClock()
    // Warm up and size a batch to about 10 ms.
    var batch = 1
    while true {
        let start = clock.now
        for _ in 0..<batch { sink &+= try bench.body() }
        let elapsed = start.duration(to: clock.now)
        if elapsed >= .milliseconds(10) || batch >= 1 << 20 { break }
        batch *= 2
    }
    var perOp: [Double] = []
    var cpuPerOp: [Double] = []
    let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
    while clock.now < deadline || perOp.count < 5 {
        let start = clock.now
        let cpuStart = threadCPUSeconds()
        for _ in 0..<batch { sink &+= try bench.body() }
        cpuPerOp.append((threadCPUSeconds() - cpuStart) / Double(batch))
        let d = start.duration(to: clock.now)
        let seconds = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        perOp.append(seconds / Double(batch))
    }
    perOp.sort()
    cpuPerOp.sort()
    let median = perOp[perOp.count / 2]
    return (1 / median, median * 1e6, cpuPerOp[cpuPerOp.count / 2] * 1e6)
}

func json(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
}

func quoted(_ s: String) -> String { "\"" + s + "\"" }

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: KkeulmitBench FIXTURE [SECONDS_PER_CASE [CASE...]]\n".utf8))
    exit(64)
}
let body = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
let secondsPerCase = arguments.count >= 3 ? Double(arguments[2]) ?? 1 : 1
let picked = Set(arguments.dropFirst(3))

let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: body)
let items = response.body?.items ?? []
guard let first = items.first, let date = first.baseDate, let time = first.baseTime,
    let baseTime = KSTDateTime(kmaDate: date, kmaTime: time), let base = ForecastBase(baseTime),
    let nx = first.nx, let ny = first.ny, let cell = GridCell(nx: nx, ny: ny)
else {
    FileHandle.standardError.write(Data("KkeulmitBench: the fixture is not a KMA forecast answer\n".utf8))
    exit(65)
}
let forecast = KMAForecast(cell: cell, base: base, items: items)
let timeline = forecast.timeline().timeline

// The cache round trip uses a private directory, removed at the end.
let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kkeulmit-bench-\(getpid())", isDirectory: true)
let store = SourceStore(directory: cacheDirectory)
let source = GridForecastSource.vilageFcst
let payload = try CacheEntry(forecast: forecast, fetchedAt: baseTime.adding(minutes: 12).instant).encoded()
try store.store(payload, of: source, cell, issue: baseTime, fetchedAt: baseTime.adding(minutes: 12).instant)
defer { try? FileManager.default.removeItem(at: cacheDirectory) }

// AirKorea's three answers, as a cached run with every source reads them back: in process and warm, so that what a
// run pays beyond this is the first use of their types (docs/BENCHMARKS.md, "Row 2d met; 2c narrowed").
let fixtures = URL(fileURLWithPath: arguments[1]).deletingLastPathComponent().deletingLastPathComponent()
let airKorea = try [
    "nearby-msrstn-list-jongno-success.json", "msrstn-rltm-mesure-dnsty-jongno-success.json",
    "minu-dust-frcst-dspth-20261130-0500.json",
].map { try Data(contentsOf: fixtures.appendingPathComponent("AirKorea").appendingPathComponent($0)) }

let cases = [
    BenchCase(name: "decode", what: "KMAResponseDecoder.decode, \(items.count) rows (\(body.count) bytes)") {
        try KMAResponseDecoder.decode(status: 200, headers: [:], body: body).body?.items.count ?? 0
    },
    BenchCase(name: "map", what: "TimelineBuilder: \(items.count) rows to \(timeline.slots.count) slots") {
        forecast.timeline().timeline.slots.count
    },
    BenchCase(name: "decode+map", what: "both, as a cold run does them") {
        let decoded = try KMAResponseDecoder.decode(status: 200, headers: [:], body: body)
        return KMAForecast(cell: cell, base: base, items: decoded.body?.items ?? []).timeline().timeline.slots.count
    },
    BenchCase(name: "engine-48h", what: "window + conditions + OutfitEngine over 48 hours") {
        let window = try WindowPlan.window(requested: baseTime, hours: 48, timeline: timeline)
        let conditions = try WindowConditions(timeline: timeline, window: window)
        let advice = OutfitEngine.advise(conditions: conditions, rules: .builtIn)
        return advice.items.count + advice.notes.count
    },
    // The window `kkeulmit batch` advises by default: what its warm run spends per cell.
    BenchCase(name: "engine-12h", what: "window + conditions + OutfitEngine over 12 hours") {
        let window = try WindowPlan.window(requested: baseTime, hours: 12, timeline: timeline)
        let conditions = try WindowConditions(timeline: timeline, window: window)
        let advice = OutfitEngine.advise(conditions: conditions, rules: .builtIn)
        return advice.items.count + advice.notes.count
    },
    BenchCase(
        name: "air-decode",
        what:
            "PortalResponseDecoder: stations, a day's measurements, dust forecast (\(airKorea.map(\.count).reduce(0, +)) bytes)"
    ) {
        let stations = try PortalResponseDecoder.decode(NearbyStationRow.self, status: 200, body: airKorea[0])
        let measurements = try PortalResponseDecoder.decode(MeasurementRow.self, status: 200, body: airKorea[1])
        let dust = try PortalResponseDecoder.decode(DustForecastRow.self, status: 200, body: airKorea[2])
        return stations.rows.count + measurements.rows.count + dust.rows.count
    },
    BenchCase(name: "cache-hit", what: "SourceStore.entry: read, parse and validate one kept issue") {
        RestoredEntries.forgetAll()  // each iteration parses, as a run's first read does
        return store.entry(source, cell, issue: baseTime)?.value.items.count ?? 0
    },
]

for bench in cases where picked.isEmpty || picked.contains(bench.name) {
    let result = try measure(bench, seconds: secondsPerCase)
    print(
        json([
            ("name", quoted(bench.name)), ("what", quoted(bench.what)),
            ("opsPerSecond", String(format: "%.1f", result.opsPerSecond)),
            ("medianMicros", String(format: "%.2f", result.medianMicros)),
            ("cpuMicros", String(format: "%.2f", result.cpuMicros)),
        ]))
}
FileHandle.standardError.write(Data("checksum \(sink)\n".utf8))
