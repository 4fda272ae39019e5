import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// `FailureMemory` through `FailoverTransport`: an optional source's request (a `FailureRecall` in effect) is not
/// sent while a failure is remembered; one without (the required forecast) always is. Every time is the run's
/// (`RequestContext.now`), never the clock.
@Suite("FailureMemory: an optional source's lasting failures, remembered beside the cache")
struct FailureMemoryTests {
    static let request = FailoverTransportTests.request
    static let portal = FailoverTransportTests.portal
    static let hub = FailoverTransportTests.hub
    static let notRegistered = KMAError.gateway(reasonCode: "30", authMessage: "", httpStatus: 403)

    static func at(_ iso: String) -> Date { ISO8601.parse(iso)! }

    /// A scratch cache directory, removed by `body`'s end.
    static func withDirectory(_ body: (URL) async throws -> Void) async rethrows {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    /// A new process's transport over `legs`, remembering in `directory`.
    static func transport(_ legs: [(ServiceProvider, ScriptedLeg)], directory: URL?) -> FailoverTransport {
        FailoverTransport(
            legs.map { FailoverTransport.Leg($0.0, $0.1) }, quota: ProviderQuota(directory: directory),
            memory: FailureMemory(directory: directory, providers: legs.map(\.0)))
    }

    /// Sends the request at `now` as an optional source does (`optional`) or as the required one; what it recalled.
    @discardableResult
    static func send(
        _ transport: FailoverTransport, now: String, optional: Bool = true, nextIssue: KSTDateTime? = nil
    ) async -> (answer: String?, recalled: FailureRecord?) {
        var context = RequestContext(deadline: Deadline(seconds: 30), requestTimeout: 10, now: at(now))
        context.nextIssue = nextIssue
        let recall = FailureRecall()
        let answer = try? await FailureRecall.$current.withValue(optional ? recall : nil) {
            try await transport.send(request, context) { String(decoding: $0.body, as: UTF8.self) }
        }
        return (answer, recall.record)
    }

    @Test("a rejected key: not asked again that KST day, asked after 00:00 KST; the file holds no key")
    func rejectedUntilMidnight() async throws {
        try await Self.withDirectory { directory in
            let leg = ScriptedLeg([.fail(Self.notRegistered)])
            await Self.send(
                Self.transport([(Self.portal, leg)], directory: directory), now: "2026-12-02T12:01:00+09:00")
            #expect(leg.count == 1)
            // Another process, later that day: not asked; the status it would have earned, and until when.
            let later = await Self.send(
                Self.transport([(Self.portal, leg)], directory: directory), now: "2026-12-02T23:59:00+09:00")
            #expect(leg.count == 1 && later.answer == nil)
            let record = try #require(later.recalled)
            #expect(record.reason == .rejected && record.until == KSTDateTime(year: 2026, month: 12, day: 3, hour: 0))
            #expect(record.error(provider: .dataGoKr).resultCode == .keyNotRegistered)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names == ["remembered-dataGoKr-getVilageFcst"])
            let line = try String(contentsOf: directory.appendingPathComponent(names[0]), encoding: .utf8)
            #expect(!line.contains("portal-key") && line.hasPrefix("1 "))
            // After 00:00 KST: asked again.
            await Self.send(
                Self.transport([(Self.portal, leg)], directory: directory), now: "2026-12-03T00:00:00+09:00")
            #expect(leg.count == 2)
        }
    }

    @Test("another key forgets: asked again at once")
    func newKey() async throws {
        try await Self.withDirectory { directory in
            let leg = ScriptedLeg([.fail(Self.notRegistered), .answer])
            await Self.send(
                Self.transport([(Self.portal, leg)], directory: directory), now: "2026-12-02T12:01:00+09:00")
            let renewed = ServiceProvider.dataGoKr(key: ServiceKey("another-key")!)
            let answer = await Self.send(
                Self.transport([(renewed, leg)], directory: directory), now: "2026-12-02T12:02:00+09:00")
            #expect(leg.count == 2 && answer.answer == "ok" && answer.recalled == nil)
        }
    }

    @Test("the required forecast (no recall in effect) is always asked, and nothing is remembered of it")
    func requiredAlwaysAsks() async throws {
        try await Self.withDirectory { directory in
            let leg = ScriptedLeg([.fail(Self.notRegistered)])
            let transport = Self.transport([(Self.portal, leg)], directory: directory)
            await Self.send(transport, now: "2026-12-02T12:01:00+09:00", optional: false)
            await Self.send(transport, now: "2026-12-02T12:02:00+09:00", optional: false)
            #expect(leg.count == 2)
            #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] == [])
        }
    }

    @Test("a failure backs off 2, then 4 minutes, capped at the next issue; a success forgets it")
    func backOff() async throws {
        try await Self.withDirectory { directory in
            let down = KMAError.httpStatus(500, retryAfterSeconds: nil)
            let leg = ScriptedLeg([.fail(down), .fail(down), .answer, .fail(down)])
            let run = { (now: String) in
                await Self.send(Self.transport([(Self.portal, leg)], directory: directory), now: now)
            }
            _ = await run("2026-12-02T12:01:00+09:00")
            let held = await run("2026-12-02T12:02:59+09:00")
            #expect(
                leg.count == 1
                    && held.recalled?.until == KSTDateTime(year: 2026, month: 12, day: 2, hour: 12, minute: 3))
            #expect(held.recalled?.error(provider: .dataGoKr).kind == .unavailable)
            _ = await run("2026-12-02T12:03:00+09:00")
            #expect(leg.count == 2)
            // The second failure in a row: 4 minutes.
            #expect((await run("2026-12-02T12:06:59+09:00")).recalled?.failures == 2)
            #expect(leg.count == 2)
            let answered = await run("2026-12-02T12:07:00+09:00")
            #expect(leg.count == 3 && answered.answer == "ok")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] == [])
            // Forgotten: the next failure starts at 2 minutes, and the next issue at 12:08 caps it.
            let next = KSTDateTime(year: 2026, month: 12, day: 2, hour: 12, minute: 8)
            await Self.send(
                Self.transport([(Self.portal, leg)], directory: directory), now: "2026-12-02T12:07:00+09:00",
                nextIssue: next)
            #expect(leg.count == 4)
            #expect((await run("2026-12-02T12:07:30+09:00")).recalled?.until == next)
        }
    }

    @Test("data.go.kr remembered, API Hub asked: its answer is used, and no status is recalled")
    func otherProviderAnswers() async throws {
        try await Self.withDirectory { directory in
            let portal = ScriptedLeg([.fail(Self.notRegistered)])
            let hub = ScriptedLeg([.answer])
            let legs = [(Self.portal, portal), (Self.hub, hub)]
            await Self.send(Self.transport(legs, directory: directory), now: "2026-12-02T12:01:00+09:00")
            let second = await Self.send(Self.transport(legs, directory: directory), now: "2026-12-02T12:05:00+09:00")
            #expect(portal.count == 1 && hub.count == 2)
            #expect(second.answer == "ok" && second.recalled == nil)
        }
    }

    @Test("without a cache directory, remembered for the process alone")
    func processOnly() async throws {
        let leg = ScriptedLeg([.fail(Self.notRegistered)])
        let transport = Self.transport([(Self.portal, leg)], directory: nil)
        await Self.send(transport, now: "2026-12-02T12:01:00+09:00")
        let again = await Self.send(transport, now: "2026-12-02T12:02:00+09:00")
        #expect(leg.count == 1 && again.recalled?.reason == .rejected)
        await Self.send(Self.transport([(Self.portal, leg)], directory: nil), now: "2026-12-02T12:03:00+09:00")
        #expect(leg.count == 2)
    }

    static let lines: [(String, Bool)] = [
        ("1 KEY rejected 1 1796180460 1796223600 30 403", true),
        ("1 OTHER rejected 1 1796180460 1796223600 30 403", false),
        ("2 KEY rejected 1 1796180460 1796223600 30 403", false),
        ("1 KEY forgotten 1 1796180460 1796223600 30 403", false),
        ("1 KEY failed 0 1796180460 1796223600 - 500", false),
        ("1 KEY failed 2 1796180460 1796223600 - 500\n", true),
        ("garbage", false),
    ]

    @Test("a kept line is read for its key only, and never a damaged one", arguments: lines)
    func readsLine(line: String, valid: Bool) {
        #expect((FailureRecord(line: line, keyID: "KEY") != nil) == valid, "\(line)")
    }

    @Test("the key's identity: 16 hex digits, the same for the same key, another for another")
    func identity() {
        let a = FailureMemory.identity(of: ServiceKey("ab+cd/ef==")!)
        #expect(a.count == 16 && a.allSatisfy(\.isHexDigit))
        #expect(a == FailureMemory.identity(of: ServiceKey("ab%2Bcd%2Fef%3D%3D")!))
        #expect(a != FailureMemory.identity(of: ServiceKey("ab+cd/ef=")!))
    }
}
