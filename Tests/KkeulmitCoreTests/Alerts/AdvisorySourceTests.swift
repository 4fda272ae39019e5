import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The warnings (`WarningEventsSource`) and pollen (`PollenSource`) through the one pipeline, on stubbed hosts: the
/// requests, paging until a short page, what is kept and for how long, out of season kept under its issue.
@Suite("Warnings and pollen through the one source pipeline")
struct AdvisorySourceTests {
    static let now = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 31)
    static let day = now.date

    static func provider(_ server: StubServer, store: SourceStore? = nil) -> SourceProvider {
        PortalSourceTests.provider(server, store: store)
    }

    static func store() -> (SourceStore, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-adv-\(UUID().uuidString)")
        return (SourceStore(directory: dir), dir)
    }

    static func query(_ request: URLRequest) -> [String: String] {
        let items = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
    }

    /// A getPwnCd answer of `count` rows (distinct announcements on one zone) on page `page`.
    static func page(_ count: Int, from first: Int = 0) -> Data {
        let rows = (first..<(first + count)).map { i in
            #"{"allEndTime":0,"areaCode":"L1100200","areaName":"서울동북권","cancel":"0","command":"1","endTime":0,"#
                + #""stnId":"108","tmFc":202611300000,"tmSeq":\#(i),"warnVar":4,"warnStress":0,"startTime":0}"#
        }
        return Data(
            (#"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON","#
                + #""items":{"item":[\#(rows.joined(separator: ","))]},"pageNo":1,"numOfRows":1000,"totalCount":5}}}"#)
                .utf8)
    }

    @Test("getPwnCd: one KST day a request, the whole country, JSON; a full page asks for the next, a short one ends")
    func paging() async throws {
        let server = StubServer { request in
            let page = Int(Self.query(request)["pageNo"] ?? "") ?? 0
            return .body(page == 1 ? Self.page(1000) : Self.page(7, from: 1000))
        }
        let provided = try await Self.provider(server).provide(
            WarningEventsSource.today, Self.day, now: Self.now.instant, maxStale: 86_400)
        #expect(provided.value.count == 1007)
        #expect(provided.issue == KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30))
        let queries = server.requests.map(Self.query)
        #expect(queries.map { $0["pageNo"] } == ["1", "2"])
        #expect(queries.allSatisfy { $0["fromTmFc"] == "20261130" && $0["toTmFc"] == "20261130" })
        #expect(queries.allSatisfy { $0["dataType"] == "JSON" && $0["numOfRows"] == "1000" && $0["areaCode"] == nil })
        #expect(server.requests.first?.url?.path == "/1360000/WthrWrnInfoService/getPwnCd")
        #expect(WarningState(rows: provided.value).keys.count == 1)
    }

    @Test(
        "an empty day (03 NO_DATA, or 00 without rows) is no announcement, kept like any day",
        arguments: ["pwn-cd-empty-day-03.json", "pwn-cd-empty-day-00.json"])
    func emptyDay(fixture: String) async throws {
        let (store, dir) = Self.store()
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = StubServer { _ in .body(AlertFixtures.alerts(fixture)) }
        let provider = Self.provider(server, store: store)
        let first = try await provider.provide(
            WarningEventsSource.closedDay, Self.day.adding(days: -1), now: Self.now.instant, maxStale: 86_400)
        #expect(first.value.isEmpty && server.requests.count == 1)
        let again = try await provider.provide(
            WarningEventsSource.closedDay, Self.day.adding(days: -1), now: Self.now.instant, maxStale: 86_400)
        #expect(again.value.isEmpty && again.origin == .cache && server.requests.count == 1)
    }

    @Test("today is asked again at most every 10 minutes; a closed day is kept for the lookback")
    func keeping() async throws {
        let (store, dir) = Self.store()
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = StubServer { _ in .body(AlertFixtures.alerts("pwn-cd-coldwave-seoul-northeast.json")) }
        let provider = Self.provider(server, store: store)
        func today(_ minute: Int) async throws -> Provided<[WarningEventRow]> {
            try await provider.provide(
                WarningEventsSource.today, Self.day,
                now: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: minute).instant, maxStale: 86_400)
        }
        #expect(try await today(31).origin == .network)
        #expect(try await today(39).origin == .cache)
        #expect(try await today(40).origin == .network)
        #expect(server.requests.count == 2)
        let closed = Self.day.adding(days: -3)
        _ = try await provider.provide(WarningEventsSource.closedDay, closed, now: Self.now.instant, maxStale: 0)
        let later = Self.now.instant.addingTimeInterval(Double(WarningEventsSource.lookbackDays) * 86_400)
        let kept = try await provider.provide(WarningEventsSource.closedDay, closed, now: later, maxStale: 0)
        #expect(kept.origin == .cache && kept.value.count == 4 && server.requests.count == 3)
        #expect(WarningEventsSource.days(at: Self.now).count == WarningEventsSource.lookbackDays + 1)
        #expect(WarningEventsSource.days(at: Self.now).first == Self.day)
    }

    @Test("a failed fetch of today: an earlier slot's answer of the same day stands in, stale")
    func stale() async throws {
        let (store, dir) = Self.store()
        defer { try? FileManager.default.removeItem(at: dir) }
        let failing = Locked(false)
        let server = StubServer { _ in
            failing.value ? .body(Data(), status: 503) : .body(AlertFixtures.alerts("pwn-cd-coldwave-lifted.json"))
        }
        let provider = Self.provider(server, store: store)
        _ = try await provider.provide(WarningEventsSource.today, Self.day, now: Self.now.instant, maxStale: 86_400)
        failing.withLock { $0 = true }
        let later = Self.now.adding(minutes: 40).instant
        let standIn = try await provider.provide(WarningEventsSource.today, Self.day, now: later, maxStale: 86_400)
        #expect(standIn.isStale && standIn.value.count == 5)
    }

    static let spring = KSTDateTime(year: 2027, month: 4, day: 20, hour: 7, minute: 30)

    @Test("pollen: the species' operation for the area and the issue's hour; a forecast of that issue is kept")
    func pollenForecast() async throws {
        let (store, dir) = Self.store()
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = StubServer { _ in .body(AirFixtures.data("pollen-oak-1111000000-2027042006.json", in: "Pollen")) }
        let provider = Self.provider(server, store: store)
        let subject = PollenSource.Subject(.oak, areaNo: "1111000000")
        let first = try await provider.provide(PollenSource(), subject, now: Self.spring.instant, maxStale: 86_400)
        guard case .forecast(let forecast) = first.value else {
            Issue.record("not a forecast: \(first.value)")
            return
        }
        #expect(forecast.grade(on: Self.spring.date) == .high)
        let url = try #require(server.requests.first?.url)
        #expect(url.path == "/1360000/HealthWthrIdxServiceV3/getOakPollenRiskIdxV3")
        #expect(Self.query(server.requests[0])["areaNo"] == "1111000000")
        #expect(Self.query(server.requests[0])["time"] == "2027042006")
        let again = try await provider.provide(PollenSource(), subject, now: Self.spring.instant, maxStale: 86_400)
        #expect(again.origin == .cache && server.requests.count == 1)
    }

    @Test("pollen out of season: kept under its issue (no request again), asked again at the next issue")
    func offSeason() async throws {
        let (store, dir) = Self.store()
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = StubServer { _ in .body(AirFixtures.data("pollen-weeds-off-season.json", in: "Pollen")) }
        let provider = Self.provider(server, store: store)
        let subject = PollenSource.Subject(.weeds, areaNo: "1111000000")
        func ask(_ hour: Int, _ minute: Int) async throws -> Provided<PollenAnswer> {
            try await provider.provide(
                PollenSource(), subject,
                now: KSTDateTime(year: 2026, month: 11, day: 30, hour: hour, minute: minute).instant, maxStale: 86_400)
        }
        guard case .offSeason(let message) = try await ask(7, 30).value else {
            Issue.record("not off season")
            return
        }
        #expect(message.contains("8월 ~ 10월"))
        #expect(try await ask(18, 5).origin == .cache)
        #expect(server.requests.count == 1)
        _ = try await ask(18, 10)
        #expect(server.requests.count == 2)
    }

    @Test("pollen for an area the service does not know is not kept: the next code is asked, every run")
    func noSuchArea() async throws {
        let (store, dir) = Self.store()
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = StubServer { _ in .body(AirFixtures.data("pollen-no-such-area-empty.json", in: "Pollen")) }
        let provider = Self.provider(server, store: store)
        let subject = PollenSource.Subject(.oak, areaNo: "1234500000")
        #expect(
            try await provider.provide(PollenSource(), subject, now: Self.spring.instant, maxStale: 0).value
                == .noSuchArea)
        #expect(
            try await provider.provide(PollenSource(), subject, now: Self.spring.instant, maxStale: 0).value
                == .noSuchArea)
        #expect(server.requests.count == 2)
    }
}
