import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("PortalResponseDecoder classifies AirKorea and UV answers by body first")
struct AirPortalResponseDecoderTests {
    static func notRegistered(_ status: Int) -> KMAError {
        .gateway(reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", httpStatus: status)
    }

    @Test(
        "gateway and error fixtures are the errors they say, under the statuses they come with",
        arguments: [
            ("AirKorea", "msrstn-rltm-mesure-dnsty-gateway-key-not-registered.xml", 200, notRegistered(200)),
            ("AirKorea", "msrstn-rltm-mesure-dnsty-gateway-key-not-registered.xml", 403, notRegistered(403)),
            ("AirKorea", "nearby-msrstn-list-gateway-key-not-registered-http403.json", 403, notRegistered(403)),
            (
                "AirKorea", "minu-dust-frcst-dspth-gateway-no-openapi-service-http400.xml", 400,
                .gateway(reasonCode: "12", authMessage: "NO_OPENAPI_SERVICE_ERROR", httpStatus: 400)
            ),
            (
                "AirKorea", "msrstn-rltm-mesure-dnsty-gateway-service-timeout.json", 200,
                .gateway(reasonCode: "05", authMessage: "SERVICETIMEOUT_ERROR", httpStatus: 200)
            ),
            (
                "AirKorea", "msrstn-rltm-mesure-dnsty-result-22.xml", 200,
                .resultCode(.quotaExceeded, message: "LIMITED NUMBER OF SERVICE REQUESTS EXCEEDS ERROR.")
            ),
            ("UV", "uv-idx-v5-gateway-key-not-registered-http403.json", 403, notRegistered(403)),
            ("UV", "uv-idx-v5-gateway-key-not-registered.xml", 200, notRegistered(200)),
            (
                "UV", "uv-idx-v5-gateway-no-openapi-service-http400.xml", 400,
                .gateway(reasonCode: "12", authMessage: "NO_OPENAPI_SERVICE_ERROR", httpStatus: 400)
            ),
            ("UV", "uv-idx-v5-no-data.json", 200, .resultCode(.noData, message: "NO_DATA")),
            ("UV", "uv-idx-v5-result-99-invalid-area.json", 200, .resultCode(.unknown, message: "UNKNOWN_ERROR")),
        ] as [(String, String, Int, KMAError)])
    func errors(folder: String, name: String, status: Int, expected: KMAError) {
        let result = PortalResponseDecoder.classify(
            MeasurementRow.self, status: status, headers: [:], body: AirFixtures.data(name, in: folder))
        #expect(result.airFailure == expected)
    }

    @Test(
        "the errors keep the classes the CLI maps to exit codes and source statuses",
        arguments: [
            ("nearby-msrstn-list-gateway-key-not-registered-http403.json", 403, FailureKind.keyRejected, false),
            ("minu-dust-frcst-dspth-gateway-no-openapi-service-http400.xml", 400, .unusable, false),
            ("msrstn-rltm-mesure-dnsty-gateway-service-timeout.json", 200, .unavailable, true),
            ("msrstn-rltm-mesure-dnsty-result-22.xml", 200, .rateLimited, false),
        ])
    func kinds(name: String, status: Int, kind: FailureKind, transient: Bool) throws {
        let error = try #require(
            PortalResponseDecoder.classify(
                NearbyStationRow.self, status: status, headers: [:], body: AirFixtures.data(name)
            )
            .airFailure)
        #expect(error.kind == kind)
        #expect(error.isTransient == transient)
    }

    @Test("code 30 from these services is told apart from every other failure (source status notRegistered)")
    func notRegisteredIsRecognisable() throws {
        for (folder, name) in [
            ("AirKorea", "nearby-msrstn-list-gateway-key-not-registered-http403.json"),
            ("AirKorea", "msrstn-rltm-mesure-dnsty-gateway-key-not-registered.xml"),
            ("UV", "uv-idx-v5-gateway-key-not-registered-http403.json"),
        ] {
            let error = try #require(
                PortalResponseDecoder.classify(
                    UVIndexRow.self, status: 403, headers: [:], body: AirFixtures.data(name, in: folder)
                ).airFailure)
            #expect(error.resultCode == .keyNotRegistered)
        }
    }

    static func body(_ json: String) -> Data { Data(json.utf8) }

    @Test(
        "items may be an array, an object holding item (array or one row), one row object, empty text or null",
        arguments: [
            (
                #"{"response":{"header":{"resultCode":"00"},"body":{"items":[{"stationName":"a"},{"stationName":"b"}]}}}"#,
                2
            ),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[{"stationName":"a"}]}}}}"#, 1),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":{"stationName":"a"}}}}}"#, 1),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"stationName":"a","tm":1.2}}}}"#, 1),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"items":""}}}"#, 0),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"items":null}}}"#, 0),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"totalCount":0}}}"#, 0),
            (#"{"response":{"header":{"resultCode":"00"},"body":null}}"#, 0),
            (#"{"response":{"header":{"resultCode":"00"}}}"#, 0),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"items":[{"stationName":"a"},"x",3,null]}}}"#, 1),
            (#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":null}}}}"#, 0),
        ])
    func itemShapes(json: String, rows: Int) throws {
        let response = try PortalResponseDecoder.decode(NearbyStationRow.self, status: 200, body: Self.body(json))
        #expect(response.rows.count == rows)
    }

    @Test("counts are read as numbers or strings, and a result code may come as a number")
    func counts() throws {
        let json =
            #"{"response":{"header":{"resultCode":0,"resultMsg":"NORMAL_CODE"},"body":{"totalCount":"3","pageNo":1,"numOfRows":10,"items":[]}}}"#
        let error = PortalResponseDecoder.classify(
            NearbyStationRow.self, status: 200, headers: [:], body: Self.body(json)
        )
        .airFailure
        // `0` rendered is "0", not "00": an undocumented code, as the KMA decoder treats it.
        #expect(error == .resultCode(KMAResultCode(rawValue: "0"), message: "NORMAL_CODE"))
        let ok =
            #"{"response":{"header":{"resultCode":"00"},"body":{"totalCount":"3","pageNo":"1","numOfRows":10,"items":[]}}}"#
        let response = try PortalResponseDecoder.decode(NearbyStationRow.self, status: 200, body: Self.body(ok))
        #expect(response.totalCount == 3 && response.pageNo == 1 && response.numOfRows == 10 && response.hasBody)
    }

    @Test(
        "bodies that are not an answer are content errors, or the status when it is an error",
        arguments: [
            ("", 200, KMAError.content("empty body")),
            ("", 503, .httpStatus(503, retryAfterSeconds: nil)),
            ("<!DOCTYPE html><html><body>점검</body></html>", 200, .content("an HTML page instead of JSON")),
            ("<!DOCTYPE html><html><body>점검</body></html>", 502, .httpStatus(502, retryAfterSeconds: nil)),
            ("<response><header><resultCode>00</resultCode></header></response>", 200, .content("XML instead of JSON")),
            (
                #"{"response":{"header":{"resultCode":"00"},"body":{"items":[{"#, 200,
                .content("malformed or truncated JSON")
            ),
            (#"{"answer":42}"#, 200, .content("JSON that is not a data.go.kr answer")),
            ("Unexpected errors", 200, .content("not JSON")),
            (#"{"response":{"header":{},"body":{"items":[]}}}"#, 200, .content("JSON without a result code")),
            (
                #"{"response":{"header":{"resultCode":"03","resultMsg":"NO_DATA"}}}"#, 200,
                .resultCode(.noData, message: "NO_DATA")
            ),
        ] as [(String, Int, KMAError)])
    func unusable(body: String, status: Int, expected: KMAError) {
        #expect(
            PortalResponseDecoder.classify(MeasurementRow.self, status: status, headers: [:], body: Self.body(body))
                .airFailure == expected)
    }

    @Test("Retry-After rides along with a gateway error, as for KMA")
    func retryAfter() {
        let result = PortalResponseDecoder.classify(
            UVIndexRow.self, status: 429, headers: ["retry-after": "7"],
            body: Self.body(
                #"{"OpenAPI_ServiceResponse":{"cmmMsgHeader":{"errMsg":"LIMITED_NUMBER_OF_SERVICE_REQUESTS_PER_SECOND_EXCEEDS_ERROR","returnAuthMsg":"초당 서비스 요청제한횟수 초과에러","returnReasonCode":"23"}}}"#
            ))
        #expect(result.airFailure?.retryAfterSeconds == 7)
        #expect(result.airFailure?.kind == .rateLimited)
    }

    @Test("an error message that echoes a URL is dropped, so a key in it never reaches the user")
    func sanitised() {
        let json =
            #"{"response":{"header":{"resultCode":"10","resultMsg":"bad request https://x/?serviceKey=abc%2B"}}}"#
        #expect(
            PortalResponseDecoder.classify(MeasurementRow.self, status: 200, headers: [:], body: Self.body(json))
                .airFailure
                == .resultCode(KMAResultCode(rawValue: "10"), message: ""))
    }
}
