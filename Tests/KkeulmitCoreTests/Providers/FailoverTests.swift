import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Which failure moves a request to the next provider (docs/KMA.md, "Two providers").
@Suite("FailoverRule: which failures move on, which are quota, which stop")
struct FailoverRuleTests {
    static let cases: [(String, any Error, ProviderID, Bool, FailoverRule.Verdict)] = [
        ("refused connection", KMAError.transport("connection refused"), .dataGoKr, false, .moveOn),
        ("timeout", KMAError.timedOut(seconds: 4), .dataGoKr, false, .moveOn),
        ("HTTP 503", KMAError.httpStatus(503, retryAfterSeconds: nil), .dataGoKr, false, .moveOn),
        ("HTML page", KMAError.content("an HTML page instead of JSON"), .dataGoKr, false, .moveOn),
        ("05 after its retry", KMAError.resultCode(.serviceTimeout, message: ""), .dataGoKr, false, .moveOn),
        ("HTTP 401", KMAError.httpStatus(401, retryAfterSeconds: nil), .dataGoKr, false, .moveOn),
        ("gateway 30", KMAError.gateway(reasonCode: "30", authMessage: "", httpStatus: 403), .dataGoKr, false, .moveOn),
        ("gateway 20", KMAError.gateway(reasonCode: "20", authMessage: ""), .dataGoKr, false, .moveOn),
        ("gateway 21", KMAError.gateway(reasonCode: "21", authMessage: ""), .dataGoKr, false, .moveOn),
        ("gateway 23", KMAError.gateway(reasonCode: "23", authMessage: "", httpStatus: 429), .dataGoKr, false, .moveOn),
        ("gateway 31", KMAError.gateway(reasonCode: "31", authMessage: ""), .dataGoKr, false, .moveOn),
        ("gateway 32", KMAError.gateway(reasonCode: "32", authMessage: ""), .dataGoKr, false, .moveOn),
        ("gateway 22", KMAError.gateway(reasonCode: "22", authMessage: ""), .dataGoKr, false, .outOfQuota),
        (
            "22 under 429", KMAError.gateway(reasonCode: "22", authMessage: "", httpStatus: 429), .dataGoKr, true,
            .outOfQuota
        ),
        ("HTTP 429", KMAError.httpStatus(429, retryAfterSeconds: nil), .dataGoKr, false, .outOfQuota),
        (
            "HTTP 429, Retry-After 1 s: a rate limit", KMAError.httpStatus(429, retryAfterSeconds: 1), .dataGoKr, false,
            .moveOn
        ),
        (
            "HTTP 429, Retry-After 3 h", KMAError.httpStatus(429, retryAfterSeconds: 10_800), .dataGoKr, false,
            .outOfQuota
        ),
        ("03 steps back", KMAError.resultCode(.noData, message: "NO_DATA"), .dataGoKr, false, .stop),
        ("10", KMAError.resultCode(KMAResultCode(rawValue: "10"), message: ""), .dataGoKr, false, .stop),
        ("11", KMAError.resultCode(KMAResultCode(rawValue: "11"), message: ""), .dataGoKr, false, .stop),
        ("12", KMAError.gateway(reasonCode: "12", authMessage: "", httpStatus: 400), .dataGoKr, false, .stop),
        ("99", KMAError.resultCode(.unknown, message: ""), .dataGoKr, false, .stop),
        ("HTTP 404", KMAError.httpStatus(404, retryAfterSeconds: nil), .dataGoKr, false, .stop),
        ("API Hub 401", KMAError.apiHub(status: 401, message: "", httpStatus: 401), .apiHub, false, .moveOn),
        ("API Hub 403, not yet answered today", KMAError.apiHub(status: 403, message: ""), .apiHub, false, .moveOn),
        ("API Hub 403 after answering today", KMAError.apiHub(status: 403, message: ""), .apiHub, true, .outOfQuota),
        ("API Hub 404", KMAError.apiHub(status: 404, message: "", httpStatus: 404), .apiHub, false, .stop),
        ("the deadline", DeadlineExceeded(.request(.forecast), seconds: 3), .dataGoKr, false, .stop),
        ("the budget", RequestBudgetExhausted(limit: 1), .dataGoKr, false, .stop),
        ("cancellation", CancellationError(), .dataGoKr, false, .stop),
    ]

    @Test("the contract's table", arguments: cases)
    func verdict(name: String, error: any Error, provider: ProviderID, answered: Bool, expected: FailoverRule.Verdict) {
        #expect(FailoverRule.verdict(after: error, from: provider, answeredToday: answered) == expected, "\(name)")
    }
}

/// A provider's leg as a script: each request takes the next outcome (the last one repeats), and is counted.
final class ScriptedLeg: Transport, Sendable {
    enum Outcome: Sendable {
        case answer
        case fail(KMAError)
    }
    private let script: [Outcome]
    private let calls = Locked(0)

    init(_ script: [Outcome]) { self.script = script }

    var count: Int { calls.withLock { $0 } }

    func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        let index = calls.withLock { calls in
            defer { calls += 1 }
            return calls
        }
        switch script[min(index, script.count - 1)] {
        case .answer: return try decode(HTTPAnswer(status: 200, body: Data("ok".utf8)))
        case .fail(let error): throw error
        }
    }
}

@Suite("FailoverTransport: providers in order, quota remembered by KST day")
struct FailoverTransportTests {
    static let request = GridForecastSource.vilageFcst.request(
        cell: GridCell(nx: 60, ny: 127)!,
        base: ForecastBase(
            KSTDateTime(year: 2026, month: 11, day: 30, hour: 5),
            product: .vilageFcst)!, pageNo: 1, numOfRows: 1500)
    static let portal = ServiceProvider.dataGoKr(key: ServiceKey("portal-key")!)
    static let hub = ServiceProvider.apiHub(key: ServiceKey("hub-key")!)

    /// 2026-11-30 23:59 KST, and one minute later (the next KST day), as instants.
    static let beforeMidnight = ISO8601.parse("2026-11-30T23:59:00+09:00")!
    static let afterMidnight = ISO8601.parse("2026-12-01T00:00:00+09:00")!

    func send(
        _ transport: FailoverTransport, now: Date? = nil, answered: Locked<ProviderID?> = Locked(nil),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> String {
        var context = RequestContext(deadline: Deadline(seconds: 30), requestTimeout: 10, now: now, log: log)
        context.answeredBy = answered
        return try await transport.send(Self.request, context) { String(decoding: $0.body, as: UTF8.self) }
    }

    func transport(_ legs: [(ServiceProvider, ScriptedLeg)], directory: URL? = nil) -> FailoverTransport {
        FailoverTransport(legs.map { FailoverTransport.Leg($0.0, $0.1) }, quota: ProviderQuota(directory: directory))
    }

    @Test("data.go.kr failing in a way API Hub can mend: API Hub answers")
    func movesOn() async throws {
        let (portal, hub) = (ScriptedLeg([.fail(.httpStatus(503, retryAfterSeconds: nil))]), ScriptedLeg([.answer]))
        let lines = Locked<[String]>([])
        let answer = try await send(
            transport([(Self.portal, portal), (Self.hub, hub)]), log: { line in lines.withLock { $0.append(line) } })
        #expect(answer == "ok" && portal.count == 1 && hub.count == 1)
        #expect(lines.withLock { $0 }.contains { $0.contains("data.go.kr failed; asking API Hub") })
    }

    @Test("03, 10 and 12 are not asked elsewhere", arguments: ["03", "10", "12"])
    func stops(code: String) async throws {
        let portal = ScriptedLeg([.fail(.resultCode(KMAResultCode(rawValue: code), message: ""))])
        let hub = ScriptedLeg([.answer])
        await #expect(throws: KMAError.self) { try await send(transport([(Self.portal, portal), (Self.hub, hub)])) }
        #expect(hub.count == 0)
    }

    @Test(
        "every provider failed: the most telling failure, 69 over 75 over 77 over 65",
        arguments: [
            // Keys rejected at both: 77, data.go.kr's words first.
            (KMAError.gateway(reasonCode: "30", authMessage: ""), KMAError.apiHub(status: 401, message: ""), 1),
            (KMAError.gateway(reasonCode: "30", authMessage: ""), KMAError.timedOut(seconds: 3), 2),
            (KMAError.content("HTML"), KMAError.apiHub(status: 403, message: ""), 2),
            (KMAError.gateway(reasonCode: "22", authMessage: ""), KMAError.apiHub(status: 401, message: ""), 1),
        ])
    func mostTelling(first: KMAError, second: KMAError, expected: Int) async throws {
        // `expected`: 1 when data.go.kr's failure is the one thrown, 2 when API Hub's.
        let legs = [(Self.portal, ScriptedLeg([.fail(first)])), (Self.hub, ScriptedLeg([.fail(second)]))]
        let error = try #require(await #expect(throws: KMAError.self) { try await send(transport(legs)) })
        #expect(error.telling == (expected == 1 ? first : second), "\(error)")
        #expect(error.kind == error.telling.kind)
        // The one line says what each provider answered.
        #expect(error.message.hasPrefix("data.go.kr: " + first.message + "; API Hub: " + second.message))
    }

    @Test("an operation API Hub does not serve is asked of data.go.kr alone; with API Hub alone, of nobody")
    func twins() async throws {
        var air = Self.request
        air.twins = [:]
        let (portal, hub) = (ScriptedLeg([.fail(.transport("refused"))]), ScriptedLeg([.answer]))
        let both = transport([(Self.portal, portal), (Self.hub, hub)])
        let context = RequestContext(deadline: Deadline(seconds: 30), requestTimeout: 10)
        await #expect(throws: KMAError.self) { try await both.send(air, context) { $0.status } }
        #expect(hub.count == 0)
        let hubOnly = transport([(Self.hub, hub)])
        await #expect(throws: NoProvider.self) { try await hubOnly.send(air, context) { $0.status } }
    }

    @Test("a provider out of quota is skipped until 00:00 KST, across processes through the cache directory")
    func quotaByDay() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quota-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let portal = ScriptedLeg([.fail(.gateway(reasonCode: "22", authMessage: "", httpStatus: 429)), .answer])
        let hub = ScriptedLeg([.answer])
        let first = transport([(Self.portal, portal), (Self.hub, hub)], directory: directory)
        _ = try await send(first, now: Self.beforeMidnight)
        #expect(portal.count == 1 && hub.count == 1)
        let mark = try String(
            contentsOf: directory.appendingPathComponent("provider-dataGoKr.exhausted"), encoding: .utf8)
        #expect(mark == "20261130")

        // Another process (a new transport, the same directory), the same KST day: data.go.kr is not asked.
        let second = transport([(Self.portal, portal), (Self.hub, hub)], directory: directory)
        _ = try await send(second, now: Self.beforeMidnight)
        #expect(portal.count == 1 && hub.count == 2)

        // The next KST day, whatever the host's zone: asked again.
        let third = transport([(Self.portal, portal), (Self.hub, hub)], directory: directory)
        _ = try await send(third, now: Self.afterMidnight)
        #expect(portal.count == 2 && hub.count == 2)
    }

    @Test("within one process (a batch) a provider out of quota stays skipped, past midnight too")
    func quotaForTheRun() async throws {
        let portal = ScriptedLeg([.fail(.httpStatus(429, retryAfterSeconds: nil)), .answer])
        let hub = ScriptedLeg([.answer])
        let run = transport([(Self.portal, portal), (Self.hub, hub)])
        _ = try await send(run, now: Self.beforeMidnight)
        _ = try await send(run, now: Self.afterMidnight)
        #expect(portal.count == 1 && hub.count == 2)
    }

    @Test("API Hub's 403 is its quota only after it answered that day")
    func hubForbidden() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quota-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let hub = ScriptedLeg([.answer, .fail(.apiHub(status: 403, message: "", httpStatus: 403))])
        let portal = ScriptedLeg([.answer])
        let quota = ProviderQuota(directory: directory)
        let run = FailoverTransport([.init(Self.hub, hub), .init(Self.portal, portal)], quota: quota)
        _ = try await send(run, now: Self.beforeMidnight)
        #expect(quota.hasAnswered(.apiHub, "getVilageFcst", on: KSTDate(year: 2026, month: 11, day: 30)))
        _ = try await send(run, now: Self.beforeMidnight)
        #expect(quota.isExhausted(.apiHub, on: KSTDate(year: 2026, month: 11, day: 30)))
        // A fresh process the next day: not exhausted, and not yet answered.
        let tomorrow = ProviderQuota(directory: directory)
        #expect(!tomorrow.isExhausted(.apiHub, on: KSTDate(year: 2026, month: 12, day: 1)))
        #expect(!tomorrow.hasAnswered(.apiHub, "getVilageFcst", on: KSTDate(year: 2026, month: 12, day: 1)))
    }

    @Test("API Hub's 403 for an operation never approved is no quota, though another operation answered that day")
    func perOperationApproval() async throws {
        let hub = ScriptedLeg([.answer, .fail(.apiHub(status: 403, message: "", httpStatus: 403)), .answer])
        let portal = ScriptedLeg([.fail(.gateway(reasonCode: "30", authMessage: ""))])
        let quota = ProviderQuota(directory: nil)
        let run = FailoverTransport([.init(Self.hub, hub), .init(Self.portal, portal)], quota: quota)
        _ = try await send(run, now: Self.beforeMidnight)
        // The observation: the key was approved for getVilageFcst only.
        let observation = GridForecastSource.ultraSrtNcst.request(
            cell: GridCell(nx: 60, ny: 127)!,
            base: ForecastBase(KSTDateTime(year: 2026, month: 11, day: 30, hour: 23), product: .ultraSrtNcst)!,
            pageNo: 1, numOfRows: 100)
        let context = RequestContext(deadline: Deadline(seconds: 30), requestTimeout: 10, now: Self.beforeMidnight)
        await #expect(throws: KMAError.self) { try await run.send(observation, context) { $0.status } }
        #expect(!quota.isExhausted(.apiHub, on: KSTDate(year: 2026, month: 11, day: 30)))
        // The forecast is still asked of API Hub.
        _ = try await send(run, now: Self.beforeMidnight)
        #expect(hub.count == 3)
    }
}

@Suite("Providers: URLs, keys and API Hub's error dialect")
struct ProviderDialectTests {
    @Test("API Hub: ROOT/VilageFcstInfoService_2.0/OPERATION?authKey=… with data.go.kr's parameters")
    func hubURL() throws {
        let root = URL(string: "https://apihub.kma.go.kr/api/typ02/openApi")!
        let transport = ProviderTransport(.apiHub(key: ServiceKey("hub+key/1==")!, root: root))
        let request = FailoverTransportTests.request
        let url = try #require(transport.urlRequest(request, timeout: 5)?.url?.absoluteString)
        #expect(
            url == "https://apihub.kma.go.kr/api/typ02/openApi/VilageFcstInfoService_2.0/getVilageFcst?authKey="
                + "hub%2Bkey%2F1%3D%3D&pageNo=1&numOfRows=1500&dataType=JSON&base_date=20261130&base_time=0500&nx=60&ny=127"
        )
        let portal = ProviderTransport(.dataGoKr(key: ServiceKey("portal+key")!))
        let portalURL = try #require(portal.urlRequest(request, timeout: 5)?.url?.absoluteString)
        #expect(
            portalURL.hasPrefix(
                "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=portal%2Bkey&pageNo=1"
            ))
    }

    @Test("the short-term products list their API Hub twins; UV and AirKorea have none there")
    func twins() {
        #expect(
            IssuedProduct.all.map { $0.twins[.apiHub] } == [
                "VilageFcstInfoService_2.0/getVilageFcst", "VilageFcstInfoService_2.0/getUltraSrtNcst",
                "VilageFcstInfoService_2.0/getUltraSrtFcst",
            ])
        let uv = UVIndexRequest.serviceRequest(
            areaNo: "1111000000", time: KSTDateTime(year: 2026, month: 11, day: 30, hour: 6))
        #expect(uv.twins.isEmpty)
    }

    @Test(
        "API Hub's envelope, recorded verbatim, under its own status or under 200",
        arguments: [
            ("apihub-key-invalid.json", 401, 401, FailureKind.keyRejected, "API Hub did not accept the authKey"),
            ("apihub-not-approved.json", 403, 403, .keyRejected, "not approved for this operation, or its daily quota"),
            ("apihub-not-approved.json", 200, 403, .keyRejected, "활용신청"),
        ])
    func envelope(fixture: String, status: Int, hubStatus: Int, kind: FailureKind, says: String) {
        let result = KMAResponseDecoder.classify(status: status, headers: [:], body: Fixtures.data(fixture))
        guard case .failure(let error) = result, case .apiHub(let answered, _, let http, _) = error else {
            Issue.record("not API Hub's error: \(result)")
            return
        }
        #expect(answered == hubStatus && http == status && error.kind == kind)
        #expect(error.message.contains(says), "\(error.message)")
        #expect(!error.isTransient)
    }

    @Test("a bare 401, 403 or 404 from API Hub is its own answer; from data.go.kr, data.go.kr's")
    func dialect() {
        for status in [401, 403, 404] {
            let bare = KMAError.httpStatus(status, retryAfterSeconds: nil)
            #expect(ProviderID.apiHub.dialect(bare) == .apiHub(status: status, message: "", httpStatus: status))
            #expect(ProviderID.dataGoKr.dialect(bare) == bare)
        }
        #expect(
            ProviderID.apiHub.dialect(.httpStatus(503, retryAfterSeconds: nil))
                == .httpStatus(503, retryAfterSeconds: nil))
    }

    @Test("before another provider, only a backend hiccup inside an answer is retried")
    func handingOver() {
        let policy = RetryPolicy().handingOver
        #expect(policy.maxAttempts == 2)
        #expect(policy.retries(KMAError.resultCode(.serviceTimeout, message: "")))
        #expect(!policy.retries(KMAError.httpStatus(503, retryAfterSeconds: nil)))
        #expect(!policy.retries(KMAError.timedOut(seconds: 2)))
        #expect(!policy.retries(KMAError.gateway(reasonCode: "23", authMessage: "")))
        #expect(RetryPolicy().retries(KMAError.timedOut(seconds: 2)))
    }
}
