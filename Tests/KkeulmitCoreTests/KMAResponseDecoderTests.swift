import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("KMAResponseDecoder classifies by body first")
struct KMAResponseDecoderTests {
    static func notRegistered(_ status: Int = 200) -> KMAError {
        .gateway(reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", httpStatus: status)
    }

    @Test(
        "fixtures are classified by their body, whatever the status",
        arguments: [
            ("gateway-key-not-registered.xml", 200, notRegistered()),
            ("gateway-key-not-registered.xml", 403, notRegistered(403)),
            ("gateway-key-not-registered.xml", 500, notRegistered(500)),
            ("gateway-key-not-registered.json", 200, notRegistered()),
            ("gateway-key-not-registered.json", 403, notRegistered(403)),
            (
                "gateway-per-second-limit.json", 429,
                .gateway(
                    reasonCode: "23", authMessage: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_PER_SECOND_EXCEEDS_ERROR",
                    httpStatus: 429)
            ),
            (
                "gateway-blacklisted-ip.json", 403,
                .gateway(reasonCode: "29", authMessage: "BLACKLIST_IP_ACCESS_ERROR", httpStatus: 403)
            ),
            ("gateway-key-expired.xml", 200, .gateway(reasonCode: "31", authMessage: "DEADLINE_HAS_EXPIRED_ERROR")),
            (
                "gateway-quota-exceeded.xml", 200,
                .gateway(reasonCode: "22", authMessage: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR")
            ),
            ("vilage-fcst-no-data.json", 200, .resultCode(.noData, message: "NO_DATA")),
            ("vilage-fcst-no-data.json", 500, .resultCode(.noData, message: "NO_DATA", httpStatus: 500)),
            ("vilage-fcst-result-01.json", 200, .resultCode(.applicationError, message: "APPLICATION_ERROR")),
            (
                "vilage-fcst-result-10.json", 200,
                .resultCode(KMAResultCode(rawValue: "10"), message: "최근 3일 간의 자료만 제공합니다.")
            ),
            ("vilage-fcst-result-99.json", 200, .resultCode(.unknown, message: "UNKNOWN_ERROR")),
            ("vilage-fcst-truncated.json", 200, .content("malformed or truncated JSON")),
            ("vilage-fcst-truncated.json", 502, .httpStatus(502, retryAfterSeconds: nil)),
            ("error-page.html", 200, .content("an HTML page instead of JSON")),
            ("error-page.html", 503, .httpStatus(503, retryAfterSeconds: nil)),
            ("error-page.html", 404, .httpStatus(404, retryAfterSeconds: nil)),
            ("empty-body.txt", 200, .content("empty body")),
            ("empty-body.txt", 401, .httpStatus(401, retryAfterSeconds: nil)),
        ] as [(String, Int, KMAError)])
    func fixtures(name: String, status: Int, expected: KMAError) {
        let result = KMAResponseDecoder.classify(status: status, headers: [:], body: Fixtures.data(name))
        #expect(result.failure == expected)
    }

    @Test(
        "successful fixtures decode with their rows",
        arguments: [
            ("vilage-fcst-0500-success.json", 907), ("vilage-fcst-1700-success.json", 1052),
            ("vilage-fcst-sea-cell.json", 145), ("vilage-fcst-unknown-category.json", 39),
        ])
    func successes(name: String, rows: Int) throws {
        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: Fixtures.data(name))
        #expect(response.header.resultCode == "00")
        #expect(response.body?.items.count == rows)
        #expect(response.body?.totalCount == rows)
    }

    @Test(
        "hand-made bodies",
        arguments: [
            ("   \n\t ", 200, KMAError.content("empty body")),
            ("\r\n", 200, .content("empty body")),
            (
                "{\"response\":{\"header\":{\"resultCode\":\"00\",\"resultMsg\":\"NORMAL_SERVICE\"}}}", 200,
                .content("result 00 but no body")
            ),
            (
                "{\"response\":{\"header\":{\"resultCode\":\"00\"},\"body\":{\"items\":\"\",\"totalCount\":0}}}", 200,
                .content("result 00 but no forecast rows")
            ),
            (
                "{\"response\":{\"header\":{\"resultCode\":\"00\"},\"body\":{\"items\":{\"item\":[]}}}}", 200,
                .content("result 00 but no forecast rows")
            ),
            ("{\"response\":{\"header\":{}}}", 200, .content("JSON without a result code")),
            (
                "{\"response\":{\"header\":{\"resultCode\":3,\"resultMsg\":\"NO_DATA\"}}}", 200,
                .resultCode(.init(rawValue: "3"), message: "NO_DATA")
            ),
            ("{\"error\":\"nope\"}", 200, .content("JSON that is not a KMA answer")),
            ("{\"error\":\"nope\"}", 400, .httpStatus(400, retryAfterSeconds: nil)),
            ("<?xml version=\"1.0\"?><response><header/></response>", 200, .content("XML instead of JSON")),
            ("Service Unavailable", 200, .content("not JSON")),
            ("{\"response\":{\"header\":{\"resultCode\":\"00\"", 200, .content("malformed or truncated JSON")),
            (
                "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>"
                    + "HTTP_ROUTING_ERROR</returnAuthMsg><returnReasonCode>04</returnReasonCode></cmmMsgHeader>"
                    + "</OpenAPI_ServiceResponse>", 200, .gateway(reasonCode: "04", authMessage: "HTTP_ROUTING_ERROR")
            ),
            (
                "{\"OpenAPI_ServiceResponse\":{\"cmmMsgHeader\":{\"errMsg\":\"SERVICE ERROR\",\"returnReasonCode\": 32}}}",
                200, .gateway(reasonCode: "32", authMessage: "SERVICE ERROR")
            ),
            (
                "<OpenAPI_ServiceResponse><cmmMsgHeader></cmmMsgHeader></OpenAPI_ServiceResponse>", 200,
                .content("XML instead of JSON")
            ),
            (
                "{\"response\":{\"header\":{\"resultCode\":\"01\",\"resultMsg\":\"A\\nB\"}}}", 200,
                .resultCode(.applicationError, message: "A B")
            ),
        ] as [(String, Int, KMAError)])
    func handMade(body: String, status: Int, expected: KMAError) {
        let result = KMAResponseDecoder.classify(status: status, headers: [:], body: Data(body.utf8))
        #expect(result.failure == expected)
    }

    @Test(
        "failure kinds follow the contract's exit codes",
        arguments: [
            (KMAError.gateway(reasonCode: "30", authMessage: ""), FailureKind.keyRejected),
            (.gateway(reasonCode: "31", authMessage: ""), .keyRejected),
            (.gateway(reasonCode: "22", authMessage: ""), .rateLimited),
            (.gateway(reasonCode: "04", authMessage: ""), .unavailable),
            (.resultCode(.applicationError, message: ""), .unavailable),
            (.resultCode(KMAResultCode(rawValue: "10"), message: ""), .unusable),
            (.resultCode(.unknown, message: ""), .unavailable),
            (.httpStatus(401, retryAfterSeconds: nil), .keyRejected),
            (.httpStatus(403, retryAfterSeconds: nil), .keyRejected),
            (.httpStatus(429, retryAfterSeconds: 3), .rateLimited),
            (.httpStatus(500, retryAfterSeconds: nil), .unavailable),
            (.content("x"), .unusable),
            (.responseTooLarge(limitBytes: 1), .unusable),
            (.transport("x"), .unavailable),
            (.timedOut(seconds: 1), .unavailable),
        ] as [(KMAError, FailureKind)])
    func kinds(error: KMAError, kind: FailureKind) {
        #expect(error.kind == kind)
    }

    @Test("a huge error body is classified without echoing it")
    func noEcho() {
        let body = "<html><body>" + String(repeating: "SECRET ", count: 50_000) + "</body></html>"
        let result = KMAResponseDecoder.classify(status: 200, headers: [:], body: Data(body.utf8))
        #expect(result.failure == .content("an HTML page instead of JSON"))
        #expect(result.failure?.message.contains("SECRET") == false)
    }

    /// 1994-11-06T08:49:07Z: thirty seconds before RFC 9110's example date, as a response's `Date`.
    static let responseDate = "Sun, 06 Nov 1994 08:49:07 GMT"

    @Test(
        "Retry-After: delta-seconds, or an HTTP-date in any of its three forms against the response's Date",
        arguments: [
            ("120", nil, 120.0),
            (" 0 ", nil, 0),
            ("5", responseDate, 5),
            ("Sun, 06 Nov 1994 08:49:37 GMT", responseDate, 30),
            ("Sunday, 06-Nov-94 08:49:37 GMT", responseDate, 30),
            ("Sun Nov  6 08:49:37 1994", responseDate, 30),
            ("sun, 06 nov 1994 08:49:37 gmt", responseDate, 30),
            ("Sun, 06 Nov 1994 08:50:07 GMT", responseDate, 60),
            ("Mon, 07 Nov 1994 08:49:37 GMT", responseDate, 86_430),
            ("Sun, 06 Nov 1994 08:00:00 GMT", responseDate, 0),
            ("Sun Nov  6 08:49:37 1994", "Sunday, 06-Nov-94 08:49:07 GMT", 30),
            ("Sun, 06 Nov 1994 08:49:37 GMT", "Sun Nov  6 08:49:07 1994", 30),
            ("Wed, 21 Oct 2026 07:28:00 GMT", "Wed, 21 Oct 2026 07:26:30 GMT", 90),
            ("Wed, 21 Oct 2026 07:28:00 GMT", "Wed, 21 Oct 2026 07:30:00 GMT", 0),
            ("Thu, 01 Jan 2026 00:00:10 GMT", "Wed, 31 Dec 2025 23:59:50 GMT", 20),
            ("Thursday, 01-Jan-26 00:00:10 GMT", "Wed, 31 Dec 2025 23:59:50 GMT", 20),
            ("Thu Jan  1 00:00:10 2026", "Wed, 31 Dec 2025 23:59:50 GMT", 20),
            ("Wed, 21 Oct 2026 07:28:00 GMT", nil, nil),
            ("-5", nil, nil),
            ("1.5", nil, nil),
            ("12s", nil, nil),
            ("soon", nil, nil),
            ("", nil, nil),
            ("Wed, 32 Oct 2026 07:28:00 GMT", "Wed, 21 Oct 2026 07:26:30 GMT", nil),
            ("Wed, 21 Oct 2026 07:28:00 PST", "Wed, 21 Oct 2026 07:26:30 GMT", nil),
            ("Sun, 06 Nov 1994 08:49:37", responseDate, nil),
            ("Sun, 31 Nov 1994 08:49:37 GMT", responseDate, nil),
            ("Sun, 06 Foo 1994 08:49:37 GMT", responseDate, nil),
            ("Sun, 06 Nov 1994 24:00:00 GMT", responseDate, nil),
            ("Sun, 6 Nov 1994 08:49:37 GMT", responseDate, nil),
            ("Xyz, 06 Nov 1994 08:49:37 GMT", responseDate, nil),
            ("Sunday, 06-Nov-1994 08:49:37 GMT", responseDate, nil),
            ("Sun, 06-Nov-94 08:49:37 GMT", responseDate, nil),
            ("Sun Nov 6 08:49 1994", responseDate, nil),
            ("Sun Nov 123 08:49:37 1994", responseDate, nil),
            ("2026-11-30T07:30:00+09:00", responseDate, nil),
            ("Sun, 06 Nov 1994 08:49:37 GMT", "yesterday", nil),
        ] as [(String, String?, Double?)])
    func retryAfter(value: String, date: String?, expected: Double?) {
        #expect(KMAResponseDecoder.retryAfterSeconds(value, responseDate: date) == expected)
    }

    @Test(
        "an RFC 850 two-digit year is the one not more than 50 years after the reference year, else 1970–2069",
        arguments: [
            (26, 2026, 2026), (76, 2026, 2076), (77, 2026, 1977), (94, 2026, 1994), (0, 2026, 2000),
            (99, 2050, 2099), (1, 2099, 2101), (94, nil, 1994), (69, nil, 2069), (70, nil, 1970),
        ] as [(Int, Int?, Int)])
    func twoDigitYears(yy: Int, reference: Int?, year: Int) throws {
        let text = "Monday, 06-Nov-\(yy < 10 ? "0" : "")\(yy) 08:49:37 GMT"
        let parsed = try #require(HTTPDate.parse(text, referenceYear: reference))
        #expect(HTTPDate.year(of: parsed) == year)
    }

    @Test("HTTP-dates are GMT whatever the host's zone")
    func zoneFree() {
        #expect(
            HTTPDate.parse("Mon, 30 Nov 2026 00:00:00 GMT")
                == KSTDateTime(year: 2026, month: 11, day: 30, hour: 9).instant.timeIntervalSince1970)
    }

    @Test("an envelope keeps the answer's status and Retry-After; the per-second limits wait a second without one")
    func envelopeKeepsStatus() {
        let body = Fixtures.data("gateway-per-second-limit.json")
        let bare = KMAResponseDecoder.classify(status: 429, headers: [:], body: body).failure
        #expect(bare?.retryAfterSeconds == KMAResultCode.perSecondWindow && bare?.isTransient == true)
        let told = KMAResponseDecoder.classify(status: 429, headers: ["Retry-After": "3"], body: body).failure
        #expect(told?.retryAfterSeconds == 3)
        let quota = KMAResponseDecoder.classify(
            status: 429, headers: [:], body: Fixtures.data("gateway-quota-exceeded.xml"))
        #expect(quota.failure?.retryAfterSeconds == nil && quota.failure?.isTransient == false)
    }

    @Test("Retry-After and Date headers are found whatever their case")
    func headerCase() {
        let result = KMAResponseDecoder.classify(
            status: 429,
            headers: ["retry-after": "Wed, 21 Oct 2026 07:28:00 GMT", "DATE": "Wed, 21 Oct 2026 07:27:00 GMT"],
            body: Data())
        #expect(result.failure == .httpStatus(429, retryAfterSeconds: 60))
    }

    @Test("a missing Retry-After leaves the wait unknown")
    func retryAfterMissing() {
        let result = KMAResponseDecoder.classify(status: 429, headers: [:], body: Data())
        #expect(result.failure == .httpStatus(429, retryAfterSeconds: nil))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}

@Suite("KMAResponseDecoder shows server messages only when they read like KMA's")
struct KMAServerMessageTests {
    @Test(
        "KMA's own messages pass, one line, cut at 100 characters",
        arguments: [
            ("NO_DATA", "NO_DATA"),
            ("SERVICE_KEY_IS_NOT_REGISTERED_ERROR", "SERVICE_KEY_IS_NOT_REGISTERED_ERROR"),
            ("최근 3일 간의 자료만 제공합니다.", "최근 3일 간의 자료만 제공합니다."),
            ("해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]", "해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]"),
            ("  APPLICATION_ERROR\n", "APPLICATION_ERROR"),
            (String(repeating: "A", count: 150), String(repeating: "A", count: 100) + "…"),
        ])
    func kmaMessagesPass(input: String, shown: String) {
        #expect(KMAResponseDecoder.sanitize(input) == shown)
    }

    @Test(
        "anything that could echo the request (lower case, URL punctuation) is dropped whole",
        arguments: [
            "GET /getVilageFcst?serviceKey=abc%2Bdef",
            "serviceKey=KEY",
            "ERROR AT HTTP://EXAMPLE/",
            "KEY+KEY",
            "A%2BB",
            "ERROR&MORE",
        ])
    func echoesAreDropped(input: String) {
        #expect(KMAResponseDecoder.sanitize(input) == "")
    }
}
