import Foundation
import Testing

/// The cache and the base fallbacks, seen from outside: which requests are made and what the run says.
@Suite("kkeulmit cache and base fallback end to end")
struct BaseFallbackEndToEndTests {
    /// No `--timeout`: the default 30 s leaves each request 13.75 s, so a slow answer on a loaded machine cannot
    /// turn into a retry and change the request counts these tests check (`--timeout 5` left 1.25 s).
    private static let args = ["now", "--nx", "60", "--ny", "127", "--json"]

    private static func cacheFiles(_ s: KMAScenario) -> [String] {
        let root = s.sandbox.cacheDirectory
        return (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .map { root + "/" + $0 }
            .filter {
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    @Test("KMA down after the next base is published: the cached issue is used, stale, with one warning line")
    func staleFallback() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let fresh = try await s.run(Self.args, env: E2E.env())
        #expect(fresh.status == 0)
        #expect(try E2E.report(fresh).stale == false)

        s.server.route(s.id) { _ in .raw(status: 503, body: Data("down".utf8)) }
        let r = try await s.run(Self.args, env: E2E.env(now: "2026-11-30T08:30:00+09:00"))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(r.stderr.contains("warning") && r.stderr.contains("cache"))
        let j = try E2E.report(r)
        #expect(j.stale == true)
        #expect(j.forecastBase == "2026-11-30T05:00:00+09:00")
        #expect(j.window.start == "2026-11-30T08:00:00+09:00" && j.hourly.count == 12)
        // The 0800 issue was asked for (and retried) before falling back.
        let later = s.requests.dropFirst()
        #expect(later.count >= 1 && later.allSatisfy { $0.query["base_time"] == "0800" })
    }

    @Test("KMA down and nothing cached: 69, not a stale answer")
    func noCacheNoFallback() async throws {
        let s = try KMAScenario { _ in .raw(status: 503, body: Data("down".utf8)) }
        let r = try await s.run(Self.args, env: E2E.env())
        E2E.expectFailure(r, code: 69)
    }

    @Test("--no-cache neither reads nor writes the cache")
    func noCacheFlag() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let first = try await s.run(Self.args + ["--no-cache"], env: E2E.env())
        #expect(first.status == 0)
        #expect(Self.cacheFiles(s).isEmpty)
        _ = try await s.run(Self.args, env: E2E.env())
        #expect(!Self.cacheFiles(s).isEmpty)
        let third = try await s.run(Self.args + ["--no-cache"], env: E2E.env())
        #expect(third.status == 0)
        #expect(s.requests.count == 3)
    }

    @Test("a damaged cache file is ignored and replaced, never fatal")
    func damagedCache() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let first = try await s.run(Self.args, env: E2E.env())
        let files = Self.cacheFiles(s)
        try #require(!files.isEmpty)
        for file in files { try Data("{\"trunc".utf8).write(to: URL(fileURLWithPath: file)) }
        let second = try await s.run(Self.args, env: E2E.env())
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(s.requests.count == 2)
        let third = try await s.run(Self.args, env: E2E.env())
        #expect(third.stdout == first.stdout)
        #expect(s.requests.count == 2, "the replaced cache file should answer the third run")
    }

    @Test("03 NO_DATA for the newest base: one step back to the previous base")
    func noDataStepsBack() async throws {
        let s = try KMAScenario { request in
            request.query["base_time"] == "0800"
                ? .raw(status: 200, body: E2E.fixture("vilage-fcst-no-data.json"))
                : .kmaPaged(fullIssue: E2E.issue0500)
        }
        let r = try await s.run(Self.args + ["--no-cache"], env: E2E.env(now: "2026-11-30T08:15:00+09:00"))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == "")
        #expect(s.requests.map { $0.query["base_time"] } == ["0800", "0500"])
        let j = try E2E.report(r)
        #expect(j.forecastBase == "2026-11-30T05:00:00+09:00")
        #expect(j.window.start == "2026-11-30T08:00:00+09:00")
    }

    @Test("03 NO_DATA for every base: at most two steps back, then exit 69 with one line")
    func noDataEverywhere() async throws {
        let s = try KMAScenario { _ in .raw(status: 200, body: E2E.fixture("vilage-fcst-no-data.json")) }
        let r = try await s.run(Self.args + ["--no-cache"], env: E2E.env(now: "2026-11-30T08:15:00+09:00"))
        // Three unpublished issues: KMA is behind, a try-later condition like the contract's other 69 causes.
        #expect(r.status == 69)
        #expect(r.stdout == "" && r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(s.requests.map { $0.query["base_time"] } == ["0800", "0500", "0200"])
    }
}
