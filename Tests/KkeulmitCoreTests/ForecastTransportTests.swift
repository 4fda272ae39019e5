import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The forecast service through ProviderTransport and GridForecastSource, against a stub server")
struct ForecastTransportTests {
    @Test(
        "the 05시 issue is one GET with a once-encoded key and decodes to 907 rows",
        arguments: [TestKey.rawText, TestKey.encodedText, " ab%2bcd%2fef%3d%3d\n"])
    func success0500(keyInput: String) async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-0500-success.json")) }
        let key = try #require(ServiceKey(keyInput))
        let forecast = try await server.client(key: key).forecast(for: Sample.cell, base: Sample.base0500)

        #expect(server.requests.count == 1)
        let request = try #require(server.requests.first)
        expectForecastRequest(request, base: Sample.base0500, cell: Sample.cell, pageNo: 1, numOfRows: 1500)
        #expect(request.url?.absoluteString.contains("%252B") == false)

        #expect(forecast.items.count == 907)
        #expect(forecast.base == Sample.base0500)
        #expect(forecast.cell == Sample.cell)
        let result = forecast.timeline()
        #expect(result.skippedRows == 0)
        let timeline = result.timeline
        #expect(timeline.slots.count == 75)
        #expect(timeline.firstSlotTime == KSTDateTime(year: 2026, month: 11, day: 30, hour: 6))
        #expect(timeline.hourlyEnd == KSTDateTime(year: 2026, month: 12, day: 3, hour: 1))
        let morning = try #require(timeline.slot(at: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)))
        #expect(morning.temperature == -3)
        #expect(morning.precipitationType == PrecipitationType.none)
        let rain = try #require(timeline.slot(at: KSTDateTime(year: 2026, month: 11, day: 30, hour: 17)))
        #expect(rain.precipitationType == .rain)
        #expect(rain.precipitationMillimetres == 1.2)
        #expect(timeline.daily.first { $0.date == KSTDate(year: 2026, month: 11, day: 30) }?.maximum == 8)
        #expect(timeline.daily.first { $0.date == KSTDate(year: 2026, month: 11, day: 30) }?.minimum == nil)
    }

    @Test("a server that caps numOfRows at 1000 is paged on totalCount and the 1052 rows are joined in order")
    func pagedIssue() async throws {
        let server = StubServer { request in
            let q = encodedQuery(request)
            return .body(pagedAnswer(pageNo: Int(q["pageNo"] ?? "") ?? 1, asked: Int(q["numOfRows"] ?? "") ?? 10))
        }
        let forecast = try await server.client().forecast(for: Sample.cell, base: Sample.base1700)

        let requests = server.requests
        #expect(requests.count == 2)
        expectForecastRequest(requests[0], base: Sample.base1700, cell: Sample.cell, pageNo: 1, numOfRows: 1500)
        if requests.count == 2 {
            expectForecastRequest(requests[1], base: Sample.base1700, cell: Sample.cell, pageNo: 2, numOfRows: 1000)
        }
        let whole = try KMAResponseDecoder.decode(
            status: 200, headers: [:], body: Fixtures.data("vilage-fcst-1700-success.json"))
        #expect(forecast.items.count == 1052)
        #expect(forecast.items == whole.body?.items)
    }

    @Test("a server whose pages never add up fails instead of paging forever")
    func endlessPaging() async throws {
        let server = StubServer { request in
            // Claims a huge total and keeps sending the same first page.
            .body(pagedAnswer(pageNo: 1, asked: 1000, totalCount: 1_000_000))
        }
        let error = await #expect(throws: KMAError.self) {
            try await server.client().forecast(for: Sample.cell, base: Sample.base1700)
        }
        #expect(error?.kind == .unusable)
        #expect(server.requests.count == 1)
    }

    @Test("a server that ignores pageNo is caught by the row count")
    func ignoredPageNo() async throws {
        let server = StubServer { _ in .body(pagedAnswer(pageNo: 1, asked: 1000)) }
        let error = await #expect(throws: KMAError.self) {
            try await server.client().forecast(for: Sample.cell, base: Sample.base1700)
        }
        guard case .content(let what)? = error else {
            Issue.record("expected .content, got \(String(describing: error))")
            return
        }
        #expect(what.contains("2000"))
        #expect(server.requests.count == 2)
    }

    @Test("NO_DATA for the latest base steps back one base")
    func noDataStepsBack() async throws {
        let server = StubServer { request in
            encodedQuery(request)["base_time"] == "0800"
                ? .body(Fixtures.data("vilage-fcst-no-data.json"))
                : .body(Fixtures.data("vilage-fcst-0500-success.json"))
        }
        let now = Sample.instant(2026, 11, 30, 8, 15)
        let forecast = try await server.client().latestForecast(for: Sample.cell, now: now)
        #expect(forecast.base == Sample.base0500)
        #expect(forecast.items.count == 907)
        #expect(server.requests.map { encodedQuery($0)["base_time"] } == ["0800", "0500"])
        #expect(server.requests.map { encodedQuery($0)["base_date"] } == ["20261130", "20261130"])
    }

    @Test("three NO_DATA answers in a row give up after three bases and rethrow")
    func noDataThreeTimes() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-no-data.json")) }
        // 02:20 KST: the 0200 issue, then the previous day's 2300 and 2000.
        let now = Sample.instant(2026, 12, 1, 2, 20)
        await #expect(throws: KMAError.resultCode(.noData, message: "NO_DATA")) {
            try await server.client().latestForecast(for: Sample.cell, now: now)
        }
        #expect(server.requests.map { encodedQuery($0)["base_time"] } == ["0200", "2300", "2000"])
        #expect(server.requests.map { encodedQuery($0)["base_date"] } == ["20261201", "20261130", "20261130"])
    }

    @Test("errors other than NO_DATA are not stepped back over")
    func otherErrorsRethrowAtOnce() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-result-10.json")) }
        let error = await #expect(throws: KMAError.self) {
            try await server.client().latestForecast(for: Sample.cell, now: Sample.instant(2026, 11, 30, 8, 15))
        }
        #expect(error == .resultCode(KMAResultCode(rawValue: "10"), message: "최근 3일 간의 자료만 제공합니다."))
        #expect(server.requests.count == 1)
    }

    @Test(
        "failure answers become the KMAError that names them",
        arguments: [
            (
                "gateway-key-not-registered.xml", 200, [:],
                KMAError.gateway(
                    reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR")
            ),
            (
                "gateway-key-not-registered.xml", 403, [:],
                .gateway(
                    reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", httpStatus: 403)
            ),
            (
                "gateway-key-expired.xml", 200, [:],
                .gateway(reasonCode: "31", authMessage: "DEADLINE_HAS_EXPIRED_ERROR")
            ),
            (
                "gateway-quota-exceeded.xml", 200, [:],
                .gateway(
                    reasonCode: "22", authMessage: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR")
            ),
            (
                "gateway-key-not-registered.json", 200, [:],
                .gateway(
                    reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR")
            ),
            ("vilage-fcst-result-01.json", 200, [:], .resultCode(.applicationError, message: "APPLICATION_ERROR")),
            (
                "vilage-fcst-result-10.json", 200, [:],
                .resultCode(
                    KMAResultCode(rawValue: "10"), message: "최근 3일 간의 자료만 제공합니다.")
            ),
            ("vilage-fcst-result-99.json", 200, [:], .resultCode(.unknown, message: "UNKNOWN_ERROR")),
            ("vilage-fcst-truncated.json", 200, [:], .content("malformed or truncated JSON")),
            ("error-page.html", 200, [:], .content("an HTML page instead of JSON")),
            ("empty-body.txt", 200, [:], .content("empty body")),
            ("error-page.html", 500, [:], .httpStatus(500, retryAfterSeconds: nil)),
            ("empty-body.txt", 429, ["Retry-After": "120"], .httpStatus(429, retryAfterSeconds: 120)),
        ] as [(String, Int, [String: String], KMAError)])
    func failureAnswers(fixture: String, status: Int, headers: [String: String], expected: KMAError) async throws {
        let server = StubServer { _ in .body(Fixtures.data(fixture), status: status, headers: headers) }
        await #expect(throws: expected) {
            try await server.client().forecast(for: Sample.cell, base: Sample.base0500)
        }
        let request = try #require(server.requests.first)
        expectForecastRequest(request, base: Sample.base0500, cell: Sample.cell, pageNo: 1, numOfRows: 1500)
    }

    @Test("a sea cell decodes, with every temperature absent")
    func seaCell() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-sea-cell.json")) }
        let cell = GridCell(nx: 24, ny: 88)!
        let forecast = try await server.client().forecast(for: cell, base: Sample.base0500)
        let timeline = forecast.timeline().timeline
        #expect(forecast.items.count == 145)
        #expect(timeline.slots.count == 12)
        #expect(timeline.slots.allSatisfy { $0.temperature == nil && $0.humidity == nil })
        #expect(timeline.slots.allSatisfy { $0.precipitationMillimetres == nil })
        #expect(timeline.slots.allSatisfy { $0.waveHeight == 1.5 && $0.windSpeed != nil })
        #expect(timeline.daily.allSatisfy { $0.maximum == nil && $0.minimum == nil })
        expectForecastRequest(server.requests[0], base: Sample.base0500, cell: cell, pageNo: 1, numOfRows: 1500)
    }

    @Test("an unknown category and an unknown field decode; the value is kept in otherValues")
    func unknownCategory() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-unknown-category.json")) }
        let forecast = try await server.client().forecast(for: Sample.cell, base: Sample.base0500)
        #expect(forecast.items.count == 39)
        let slots = forecast.timeline().timeline.slots
        #expect(slots.count == 3)
        #expect(slots.allSatisfy { $0.otherValues == ["XYZ": "7"] && $0.temperature != nil })
    }

    @Test(
        "transport failures become .transport with a short description",
        arguments: [
            (URLError.Code.cannotConnectToHost, "connection refused"),
            (.notConnectedToInternet, "no network connection"),
            (.cannotFindHost, "host not found"),
            (.secureConnectionFailed, "TLS handshake failed"),
        ])
    func transportError(code: URLError.Code, description: String) async throws {
        let server = StubServer { _ in .fail(URLError(code)) }
        let error = await #expect(throws: KMAError.transport(description)) {
            try await server.client().forecast(for: Sample.cell, base: Sample.base0500)
        }
        #expect(error?.isTransient == true)
    }

    @Test("a transport timeout reported by URLSession is a timeout")
    func urlSessionTimeout() async throws {
        let server = StubServer { _ in .fail(URLError(.timedOut)) }
        await #expect(throws: KMAError.timedOut(seconds: 5)) {
            try await server.client(requestTimeout: 5).forecast(for: Sample.cell, base: Sample.base0500)
        }
    }

    @Test("a request that never answers is cut off by the client's deadline")
    func hangingServer() async throws {
        let server = StubServer { _ in .hang }
        await #expect(throws: KMAError.timedOut(seconds: 0.3)) {
            try await server.client(requestTimeout: 0.3).forecast(for: Sample.cell, base: Sample.base0500)
        }
    }

    @Test("a request the run's deadline cuts short is the deadline's failure, not a request timeout")
    func runDeadlineCutsRequest() async throws {
        let server = StubServer { _ in .hang }
        let client = server.client(requestTimeout: 30).bounded(by: Deadline(seconds: 0.2))
        do {
            _ = try await client.forecast(for: Sample.cell, base: Sample.base0500)
            Issue.record("returned a forecast")
        } catch let error as DeadlineExceeded {
            #expect(error.activity == .request(.forecast))
            #expect(error.seconds <= 0.2)
            #expect(error.message.contains("KMA did not answer"))
        }
    }

    @Test("once the run's deadline has passed no request is sent")
    func runDeadlinePassed() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-0500-success.json")) }
        let client = server.client().bounded(by: Deadline(seconds: 0))
        await #expect(throws: DeadlineExceeded(.request(.forecast), seconds: 0)) {
            try await client.forecast(for: Sample.cell, base: Sample.base0500)
        }
        #expect(server.requests.isEmpty)
    }

    @Test("a request timeout shorter than the run's deadline is still a retryable timeout")
    func requestTimeoutWithinDeadline() async throws {
        let server = StubServer { _ in .hang }
        let client = server.client(requestTimeout: 0.2).bounded(by: Deadline(seconds: Deadline.maxSeconds))
        let error = await #expect(throws: KMAError.timedOut(seconds: 0.2)) {
            try await client.forecast(for: Sample.cell, base: Sample.base0500)
        }
        #expect(error?.isTransient == true)
    }

    @Test("a cancelled caller sends no request")
    func cancelledBeforeRequest() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-0500-success.json")) }
        let client = server.client()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.forecast(for: Sample.cell, base: Sample.base0500)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(server.requests.isEmpty)
    }

    @Test("the session configuration is asked for only when the first request is sent, and only once")
    func lazyConfiguration() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-0500-success.json")) }
        let asked = Locked(0)
        let client = IssueFetcher(
            transport: ProviderTransport(
                .dataGoKr(key: TestKey.raw, roots: ServiceRoots([.forecast: server.baseURL])),
                network: NetworkAccess(configuration: {
                    asked.withLock { $0 += 1 }
                    return StubServer.configuration()
                })))
        #expect(asked.value == 0)
        _ = try await client.forecast(for: Sample.cell, base: Sample.base0500)
        _ = try await client.forecast(for: Sample.cell, base: Sample.base0500)
        #expect(asked.value == 1)
        #expect(server.requests.count == 2)
    }

    @Test("a network library that cannot be loaded is that request's transport failure: no session, no request")
    func unpreparedNetwork() async throws {
        let server = StubServer { _ in .body(Fixtures.data("vilage-fcst-0500-success.json")) }
        let asked = Locked(0)
        let client = IssueFetcher(
            transport: ProviderTransport(
                .dataGoKr(key: TestKey.raw, roots: ServiceRoots([.forecast: server.baseURL])),
                network: NetworkAccess(
                    configuration: {
                        asked.withLock { $0 += 1 }
                        return StubServer.configuration()
                    }, prepare: { "cannot load libcurl" })))
        let error = await #expect(throws: KMAError.self) {
            try await client.forecast(for: Sample.cell, base: Sample.base0500)
        }
        #expect(error == .transport("cannot load libcurl") && error?.kind == .unavailable)
        #expect(asked.value == 0 && server.requests.isEmpty)
    }

    @Test("a body that grows past the cap while streaming fails as responseTooLarge")
    func oversizedStreamingBody() async throws {
        let chunk = Data(repeating: UInt8(ascii: " "), count: 4000)
        let server = StubServer { _ in
            .respond(status: 200, headers: [:], chunks: Array(repeating: chunk, count: 5))
        }
        await #expect(throws: KMAError.responseTooLarge(limitBytes: 10_000)) {
            try await server.client(maxResponseBytes: 10_000).forecast(for: Sample.cell, base: Sample.base0500)
        }
    }

    @Test("a Content-Length over the cap fails before the body is read")
    func oversizedContentLength() async throws {
        let server = StubServer { _ in
            .respond(status: 200, headers: ["Content-Length": "50000"], chunks: [Data("{}".utf8)])
        }
        await #expect(throws: KMAError.responseTooLarge(limitBytes: 10_000)) {
            try await server.client(maxResponseBytes: 10_000).forecast(for: Sample.cell, base: Sample.base0500)
        }
    }

    @Test("a body just under the cap is accepted")
    func bodyUnderCap() async throws {
        let body = Fixtures.data("vilage-fcst-0500-success.json")
        let chunks = stride(from: 0, to: body.count, by: 16_384).map { body[$0..<min($0 + 16_384, body.count)] }
        let server = StubServer { _ in .respond(status: 200, headers: [:], chunks: chunks.map { Data($0) }) }
        let forecast = try await server.client(maxResponseBytes: body.count)
            .forecast(for: Sample.cell, base: Sample.base0500)
        #expect(forecast.items.count == 907)
    }

    @Test("no error message or log line ever contains the key, raw or encoded")
    func keyNeverLeaks() async throws {
        let lines = LogLines()
        var messages: [String] = []
        let replies: [StubReply] = [
            .body(Fixtures.data("gateway-key-not-registered.xml")),
            .body(Fixtures.data("vilage-fcst-result-10.json")),
            .body(Fixtures.data("vilage-fcst-truncated.json")),
            .body(Fixtures.data("error-page.html"), status: 401),
            .body(Data(), status: 429, headers: ["Retry-After": "30"]),
            .fail(URLError(.badURL)),
            .fail(URLError(.timedOut)),
            .hang,
            .respond(status: 200, headers: ["Content-Length": "9999999"], chunks: []),
            .body(Fixtures.data("vilage-fcst-0500-success.json")),
        ]
        for (index, reply) in replies.enumerated() {
            let server = StubServer { _ in reply }
            // Only the hanging server gets the short deadline, so a slow machine cannot turn another reply into a
            // timeout.
            let isHang = if case .hang = reply { true } else { false }
            let client = server.client(requestTimeout: isHang ? 0.3 : 10, log: { lines.append($0) })
            do {
                _ = try await client.forecast(for: Sample.cell, base: Sample.base0500)
                #expect(index == replies.count - 1, "only the last reply succeeds")
            } catch let error as KMAError {
                messages += [error.message, error.description, String(describing: error), "\(error)"]
            }
        }
        #expect(messages.count == 4 * (replies.count - 1))
        // One line per answer received plus one per failure: five answers that fail to decode log twice.
        #expect(lines.all.count == replies.count + 5)
        for text in messages + lines.all {
            for form in [
                TestKey.rawText, TestKey.encodedText, TestKey.encodedText.lowercased(), "serviceKey", "https:",
            ] {
                #expect(!text.contains(form), "\(text)")
            }
        }
        #expect(lines.all.last?.contains("getVilageFcst base 20261130 0500 cell 60,127 page 1: HTTP 200, ") == true)
    }
}

/// Collects log lines across concurrent callbacks.
final class LogLines: Sendable {
    private let lines = Locked<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.value }
}

/// The 17시 fixture as a server that serves at most 1000 rows a page would answer page `pageNo`.
private func pagedAnswer(pageNo: Int, asked: Int, totalCount: Int? = nil) -> Data {
    var root = Fixtures.json("vilage-fcst-1700-success.json")
    var response = root["response"] as! [String: Any]
    var body = response["body"] as! [String: Any]
    let all = (body["items"] as! [String: Any])["item"] as! [Any]
    let size = min(asked, 1000)
    let start = min((pageNo - 1) * size, all.count)
    body["items"] = ["item": Array(all[start..<min(start + size, all.count)])]
    body["numOfRows"] = size
    body["pageNo"] = pageNo
    body["totalCount"] = totalCount ?? all.count
    response["body"] = body
    root["response"] = response
    return try! JSONSerialization.data(withJSONObject: root)
}
