import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// Every result code the data.go.kr portal documents (docs/KMA.md, "Result codes"), and an undocumented one under
/// each HTTP status class, in each form an answer carries a code: decoded from the body as KMA or the gateway sends
/// it, then turned into an exit code and a message by `FailureReport`, as a run of the CLI does.
@Suite("Result codes: every code to its exit code and message, in every envelope")
struct ResultCodeTableTests {
    /// How an answer carries its code.
    enum Form: String, CaseIterable, Sendable {
        /// `{"response":{"header":{"resultCode":…,"resultMsg":…}}}`, KMA's own.
        case header
        /// The gateway's XML envelope: the name in returnAuthMsg, "SERVICE ERROR" in errMsg.
        case gatewayXML
        /// The gateway's 2026 JSON envelope: the name in errMsg, Korean text in returnAuthMsg.
        case gatewayJSON

        func body(code: String, name: String) -> Data {
            switch self {
            case .header:
                Data(#"{"response":{"header":{"resultCode":"\#(code)","resultMsg":"\#(name)"}}}"#.utf8)
            case .gatewayXML:
                Data(
                    ("<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>\(name)"
                        + "</returnAuthMsg><returnReasonCode>\(code)</returnReasonCode></cmmMsgHeader>"
                        + "</OpenAPI_ServiceResponse>").utf8)
            case .gatewayJSON:
                Data(
                    (#"{"OpenAPI_ServiceResponse":{"cmmMsgHeader":{"errMsg":"\#(name)","returnAuthMsg":"서비스 오류","#
                        + #""returnReasonCode":"\#(code)"}}}"#).utf8)
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var code: String
        var name: String
        /// The HTTP status the code is seen (or expected) with.
        var status: Int
        var exit: ExitCode
        /// What the message must hold, besides the code.
        var says: [String]
        /// Whether the client tries again before giving up.
        var retried = false
        var testDescription: String { "\(code) \(name) under HTTP \(status) → \(exit.rawValue)" }
        var isKnown: Bool { KMAResultCode(rawValue: code).isKnown }
    }

    static let serverError = ["server-side error", "try again later"]
    static let unknownName = "SOMETHING_NEW_ERROR"

    static let rows: [Row] = [
        Row(
            code: "00", name: "NORMAL_SERVICE", status: 200, exit: .dataError, says: ["try again later", "--base-url"]),
        Row(code: "01", name: "APPLICATION_ERROR", status: 200, exit: .unavailable, says: serverError, retried: true),
        Row(code: "02", name: "DB_ERROR", status: 200, exit: .unavailable, says: serverError, retried: true),
        Row(code: "03", name: "NO_DATA", status: 200, exit: .unavailable, says: ["no data", "in a few minutes"]),
        Row(code: "04", name: "HTTP_ERROR", status: 200, exit: .unavailable, says: serverError, retried: true),
        Row(code: "05", name: "SERVICETIME_OUT", status: 200, exit: .unavailable, says: serverError, retried: true),
        Row(code: "10", name: "INVALID_REQUEST_PARAMETER_ERROR", status: 200, exit: .dataError, says: ["parameters"]),
        Row(
            code: "11", name: "NO_MANDATORY_REQUEST_PARAMETERS_ERROR", status: 200, exit: .dataError,
            says: ["kkeulmit bug"]),
        Row(
            code: "12", name: "NO_OPENAPI_SERVICE_ERROR", status: 400, exit: .dataError,
            says: ["does not exist", "check --base-url"]),
        Row(
            code: "20", name: "SERVICE_ACCESS_DENIED_ERROR", status: 200, exit: .keyRejected,
            says: ["denied access", "approved"]),
        Row(
            code: "21", name: "TEMPORARILY_DISABLE_THE_SERVICEKEY_ERROR", status: 200, exit: .temporaryFailure,
            says: ["temporarily disabled", "try again later"]),
        Row(
            code: "22", name: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR", status: 429,
            exit: .temporaryFailure, says: ["daily request quota", "tomorrow"]),
        Row(
            code: "23", name: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_PER_SECOND_EXCEEDS_ERROR", status: 429,
            exit: .temporaryFailure, says: ["per-second request limit", "try again in a few seconds"], retried: true),
        Row(
            code: "29", name: "BLACKLIST_IP_ACCESS_ERROR", status: 403, exit: .keyRejected,
            says: ["blocked the IP address", "retrying will not help"]),
        Row(
            code: "30", name: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", status: 403, exit: .keyRejected,
            says: ["rejected the service key", "registered"]),
        Row(code: "31", name: "DEADLINE_HAS_EXPIRED_ERROR", status: 200, exit: .keyRejected, says: ["expired"]),
        Row(
            code: "32", name: "UNREGISTERED_IP_ERROR", status: 200, exit: .keyRejected,
            says: ["IP address is not registered"]),
        Row(code: "33", name: "UNSIGNED_CALL_ERROR", status: 200, exit: .keyRejected, says: ["unsigned call"]),
        Row(
            code: "34", name: "TOO_MANY_REQUEST_ERROR", status: 429, exit: .temporaryFailure,
            says: ["too many requests", "try again in a few seconds"], retried: true),
        Row(code: "99", name: "UNKNOWN_ERROR", status: 200, exit: .unavailable, says: serverError, retried: true),
        Row(
            code: "42", name: unknownName, status: 200, exit: .dataError,
            says: ["unknown result code 42", "HTTP 200", "cannot use the answer"]),
        Row(
            code: "42", name: unknownName, status: 403, exit: .keyRejected,
            says: ["unknown result code 42", "HTTP 403", "check the service key"]),
        Row(
            code: "42", name: unknownName, status: 429, exit: .temporaryFailure,
            says: ["unknown result code 42", "HTTP 429", "try again later"], retried: true),
        Row(
            code: "42", name: unknownName, status: 503, exit: .unavailable,
            says: ["unknown result code 42", "HTTP 503", "try again later"], retried: true),
    ]

    @Test("the table holds every documented code once")
    func complete() {
        let documented = [
            "00", "01", "02", "03", "04", "05", "10", "11", "12", "20", "21", "22", "23", "29", "30", "31", "32", "33",
            "34", "99",
        ]
        #expect(Self.rows.filter(\.isKnown).map(\.code) == documented)
    }

    @Test("each code gives its exit code, message and retry decision", arguments: rows, Form.allCases)
    func code(row: Row, form: Form) throws {
        // A documented code means the same whatever status it came with; an undocumented one follows the status.
        for status in row.isKnown ? Set([row.status, 200]) : [row.status] {
            let answer = KMAResponseDecoder.classify(
                status: status, headers: [:], body: form.body(code: row.code, name: row.name))
            let error = try #require(answer.failure, "\(form) under \(status) decoded as a forecast")
            let (exit, message) = FailureReport.map(error, topic: NowCommand.spec.topic)
            #expect(exit == row.exit, "\(form) under \(status): \(message)")
            for phrase in row.says {
                #expect(message.contains(phrase), "\(form) under \(status) lacks '\(phrase)': \(message)")
            }
            if row.code != "00" || form != .header {
                #expect(message.contains("code \(row.code) \(row.name)"), "\(form) under \(status): \(message)")
            }
            #expect(error.isTransient == row.retried, "\(form) under \(status)")
            #expect(RetryPolicy.isRetryable(error) == row.retried)
        }
    }

    @Test("the per-second limits are retried after a one-second window, within the time left")
    func perSecondRetry() throws {
        let answer = KMAResponseDecoder.classify(
            status: 429, headers: [:], body: Form.gatewayJSON.body(code: "23", name: "PER_SECOND"))
        let error = try #require(answer.failure)
        let policy = RetryPolicy()
        #expect(
            policy.decision(after: error, attemptsMade: 1, remainingSeconds: 10, jitter: 0.5)
                == .retry(afterSeconds: KMAResultCode.perSecondWindow))
        #expect(policy.decision(after: error, attemptsMade: 1, remainingSeconds: 1.5, jitter: 0.5) == .fail)
        #expect(
            policy.decision(after: error, attemptsMade: policy.maxAttempts, remainingSeconds: 10, jitter: 0) == .fail)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
