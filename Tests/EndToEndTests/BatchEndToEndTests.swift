import Foundation
import Testing

/// `kkeulmit batch` on the loopback KMA: JSON lines in, one answer line each, in order; one request per
/// operation, cell and issue per run; none on a warm cache; `--max-requests`; the run's exit code.
@Suite("kkeulmit batch end to end")
struct BatchEndToEndTests {
    private static let cells = [(60, 127), (61, 128), (98, 76)]

    /// `count` lines cycling over `cells`, ids `p0`, `p1`, …
    private static func input(_ count: Int, cells: [(Int, Int)] = cells) -> String {
        (0..<count).map { i in
            let (nx, ny) = cells[i % cells.count]
            return #"{"id": "p\#(i)", "location": {"nx": \#(nx), "ny": \#(ny)}}"#
        }.joined(separator: "\n") + "\n"
    }

    private static func lines(_ r: BinaryRunner.Result) throws -> [[String: Any]] {
        try r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    private static func errorCode(_ line: [String: Any]) -> Int? {
        (line["error"] as? [String: Any])?["exitCode"] as? Int
    }

    private static func scenario() throws -> KMAScenario {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeNowcast(s.id) { r in
            .raw(
                status: 200, headers: [("Content-Type", "application/json;charset=UTF-8")],
                body: E2E.fixture(
                    r.path == "/getUltraSrtNcst"
                        ? "ultra-srt-ncst-0700-success.json" : "ultra-srt-fcst-0630-success.json"
                ))
        }
        return s
    }

    /// Requests per operation and cell, as `"/getVilageFcst 60,127"`.
    private static func asked(_ requests: [LoopbackServer.Request]) -> [String: Int] {
        requests.reduce(into: [:]) { $0["\($1.path) \($1.query["nx"] ?? ""),\($1.query["ny"] ?? "")", default: 0] += 1 }
    }

    @Test("30 people over 3 cells: 30 answers in input order, each operation asked once per cell; warm: no request")
    func dedupesAndCaches() async throws {
        let s = try Self.scenario()
        let r = try await s.run(["batch"], env: E2E.env(), input: Self.input(30))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == "")
        let answers = try Self.lines(r)
        #expect(answers.map { $0["id"] as? String } == (0..<30).map { "p\($0)" })
        #expect(answers.allSatisfy { ($0["advice"] as? [String: Any])?["schemaVersion"] as? Int == 1 })
        let all = s.requests + s.server.requests(for: s.id + LoopbackServer.nowcastSuffix)
        let expected = Self.cells.flatMap { (nx, ny) in
            ["/getVilageFcst", "/getUltraSrtNcst", "/getUltraSrtFcst"].map { "\($0) \(nx),\(ny)" }
        }
        #expect(Self.asked(all) == Dictionary(uniqueKeysWithValues: expected.map { ($0, 1) }))

        let warm = try await s.run(["batch"], env: E2E.env(), input: Self.input(30))
        #expect(warm.status == 0)
        #expect(try Self.lines(warm).count == 30)
        #expect(s.requests.count + s.server.requests(for: s.id + LoopbackServer.nowcastSuffix).count == all.count)
    }

    @Test("a malformed line gets an error line with exit code 64, the rest are advised, and the run exits 64")
    func malformedLines() async throws {
        let s = try Self.scenario()
        let input =
            #"{"id": "a", "location": {"place": "종로구"}}"# + "\nnot json\n"
            + #"{"location": {"nx": 60, "ny": 127}}"# + "\n" + #"{"id": "d", "location": {"place": "없는곳"}}"# + "\n"
            + #"{"id": "e", "location": {"nx": 60, "ny": 127}, "at": "2026-11-30T09:00", "lang": "en"}"# + "\n"
        let r = try await s.run(["batch", "--forecast-only"], env: E2E.env(), input: input)
        #expect(r.status == 64)
        let answers = try Self.lines(r)
        #expect(answers.count == 5)
        #expect(answers.map(Self.errorCode) == [nil, 64, 64, 64, nil])
        #expect(answers[1]["id"] is NSNull && answers[2]["id"] is NSNull)
        #expect(answers[3]["id"] as? String == "d")
        let at = try #require(answers[4]["advice"] as? [String: Any])
        #expect((at["window"] as? [String: Any])?["start"] as? String == "2026-11-30T09:00:00+09:00")
    }

    @Test("--max-requests 2 with one request per cell: two cells advised, the third's lines get 75, exit 75")
    func maxRequests() async throws {
        let s = try Self.scenario()
        let r = try await s.run(
            ["batch", "--max-requests", "2", "--concurrency", "1", "--forecast-only", "--no-cache"], env: E2E.env(),
            input: Self.input(6))
        #expect(r.status == 75)
        #expect(try Self.lines(r).map(Self.errorCode) == [nil, nil, 75, nil, nil, 75])
        #expect(s.requests.count == 2)
    }

    @Test("no key: exit 78, one stderr line, nothing on stdout")
    func noKey() async throws {
        let s = try Self.scenario()
        let r = try await s.run(["batch"], env: ["KKEULMIT_NOW": E2E.morning], input: Self.input(3))
        E2E.expectFailure(r, code: 78)
        #expect(s.requests.isEmpty)
    }
}
