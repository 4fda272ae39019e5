import Foundation

/// How every data.go.kr answer is read, before and around its own format: the body decides first, not the status
/// or the Content-Type, since the portal gateway answers key and quota failures with its envelope (XML even when
/// JSON was asked for) under HTTP 200, 400, 403 or 429 (docs/KMA.md, "Error answers"), and API Hub answers its own
/// (`HubEnvelope`). An empty body is the status's failure (or unusable content under a 2xx); an envelope is a
/// gateway error; then the operation's JSON and its result code; a body that says nothing recognisable falls back
/// to the status. Pure: no I/O, no clock; errors never echo the body.
struct AnswerPrelude {
    let status: Int
    /// The answer's `Retry-After`, in seconds, measured against its own `Date`.
    let retryAfter: Double?
    /// The first 64 KB as text: enough for any envelope or error page.
    let text: String
    /// `text` without leading and trailing white space.
    let start: String

    var isHTTPError: Bool { !(200...299).contains(status) }
    /// The failure the status alone amounts to, for a body that says nothing more.
    var statusError: KMAError { .httpStatus(status, retryAfterSeconds: retryAfter) }

    /// What `decode` reads of the body when its result code (`header`) is `00`, or the failure the answer amounts
    /// to. `portal`: the other data.go.kr services' dialect (`PortalResponseDecoder`): an XML
    /// `<response><header><resultCode>` error (AirKorea's older backend) is read as the code it carries, and a body
    /// is an HTML page only when it starts with `<`.
    static func decode<Answer>(
        status: Int, headers: [String: String], body: Data, portal: Bool, _ decode: (Data) throws -> Answer,
        header: (Answer) -> (code: String?, message: String?)
    ) throws(KMAError) -> Answer {
        let prelude = try read(status: status, headers: headers, body: body)
        let (text, start) = (prelude.text, prelude.start)
        if portal, start.hasPrefix("<"), !prelude.isHTML, !start.prefix(9).lowercased().hasPrefix("<!doctype"),
            let code = GatewayEnvelope.value(of: "resultCode", in: text), !code.isEmpty,
            let failure = prelude.failure(resultCode: code, message: GatewayEnvelope.value(of: "resultMsg", in: text))
        {
            throw failure
        }
        let decoded: Answer
        do {
            decoded = try decode(body)
        } catch {
            if prelude.isHTTPError { throw prelude.statusError }
            if prelude.isHTML && (!portal || start.hasPrefix("<")) { throw .content("an HTML page instead of JSON") }
            if start.hasPrefix("<") { throw .content("XML instead of JSON") }
            if !(start.hasPrefix("{") || start.hasPrefix("[")) { throw .content("not JSON") }
            if case DecodingError.dataCorrupted = error { throw .content("malformed or truncated JSON") }
            throw .content("JSON that is not a \(portal ? "data.go.kr" : "KMA") answer")
        }
        let (code, message) = header(decoded)
        guard let code = code?.trimmingSpaces, !code.isEmpty else {
            throw prelude.isHTTPError ? prelude.statusError : .content("JSON without a result code")
        }
        if let failure = prelude.failure(resultCode: code, message: message) { throw failure }
        return decoded
    }

    /// The prelude of an answer, or the failure the answer already is (an empty body, the gateway's envelope).
    private static func read(status: Int, headers: [String: String], body: Data) throws(KMAError) -> AnswerPrelude {
        let retryAfter = KMAResponseDecoder.retryAfterSeconds(
            KMAResponseDecoder.header(headers, "Retry-After"),
            responseDate: KMAResponseDecoder.header(headers, "Date"))
        let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
        let prelude = AnswerPrelude(
            status: status, retryAfter: retryAfter, text: text, start: text.trimmingWhitespaceScalars)
        if prelude.start.isEmpty {
            throw prelude.isHTTPError ? prelude.statusError : .content("empty body")
        }
        if let hub = HubEnvelope(scanning: text) {
            throw .apiHub(status: hub.status, message: hub.message, httpStatus: status, retryAfterSeconds: retryAfter)
        }
        if let gateway = GatewayEnvelope(scanning: text) {
            throw .gateway(
                reasonCode: gateway.reasonCode, authMessage: gateway.authMessage, httpStatus: status,
                retryAfterSeconds: retryAfter)
        }
        return prelude
    }

    /// The failure a result code other than `00` amounts to; nil for `00`.
    private func failure(resultCode code: String, message: String?) -> KMAError? {
        guard code != KMAResultCode.normal.rawValue else { return nil }
        return .resultCode(
            KMAResultCode(rawValue: code), message: KMAResponseDecoder.sanitize(message ?? ""), httpStatus: status,
            retryAfterSeconds: retryAfter)
    }

    /// Whether the body is an HTML page (an error page of a proxy or a wrong root).
    var isHTML: Bool {
        let lower = start.prefix(512).lowercased()
        return lower.hasPrefix("<!doctype html") || lower.contains("<html")
    }
}
