import Foundation

/// What every data.go.kr answer is read for before its own format: the body decides first, not the status or the
/// Content-Type, since the portal gateway answers key and quota failures with its envelope (XML even when JSON was
/// asked for) under HTTP 200, 400, 403 or 429 (docs/KMA.md, "Error answers"), and API Hub answers its own
/// (`HubEnvelope`). An empty body is the status's failure (or unusable content under a 2xx); an envelope is a
/// gateway error. Anything else is left to the
/// operation's decoder, which reads its result code with `failure(resultCode:message:)` and falls back to
/// `statusError` for a body that says nothing recognisable. Pure: no I/O, no clock; errors never echo the body.
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

    /// The prelude of an answer, or the failure the answer already is (an empty body, the gateway's envelope).
    static func read(status: Int, headers: [String: String], body: Data) throws(KMAError) -> AnswerPrelude {
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
    func failure(resultCode code: String, message: String?) -> KMAError? {
        guard code != KMAResultCode.normal.rawValue else { return nil }
        return .resultCode(
            KMAResultCode(rawValue: code), message: KMAResponseDecoder.sanitize(message ?? ""), httpStatus: status,
            retryAfterSeconds: retryAfter)
    }

    /// Whether the body is an HTML page (an error page of a proxy or a wrong root).
    var isHTML: Bool {
        let lower = start.prefix(512).lowercased()
        return lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") || lower.contains("<html")
    }
}
