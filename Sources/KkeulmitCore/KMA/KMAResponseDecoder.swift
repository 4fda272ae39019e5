import Foundation

/// Classifies one HTTP answer of a KMA operation: a usable `KMAResponse` or the `KMAError` it amounts to.
///
/// The body decides first, not the status or Content-Type: the portal gateway answers key and quota failures
/// with an XML envelope, usually with HTTP 200 and sometimes 403, even when JSON was asked for; KMA answers
/// `03 NO_DATA` with HTTP 200 and no body. Only a body that says nothing recognisable falls back to the status.
/// Pure: no I/O, no clock. Error descriptions never echo the body.
public enum KMAResponseDecoder {
    /// - Parameters:
    ///   - status: the HTTP status code.
    ///   - headers: the response headers; names are matched case-insensitively.
    ///   - body: the complete body.
    /// - Returns: an answer with result code 00 and at least one row.
    /// - Throws: `KMAError.gateway`, `.resultCode`, `.httpStatus` or `.content`.
    public static func decode(status: Int, headers: [String: String], body: Data) throws -> KMAResponse {
        switch classify(status: status, headers: headers, body: body) {
        case .success(let response): return response
        case .failure(let error): throw error
        }
    }

    /// `decode` as a value, for callers and tables that prefer not to catch.
    public static func classify(status: Int, headers: [String: String], body: Data) -> Result<KMAResponse, KMAError> {
        let isHTTPError = !(200...299).contains(status)
        let statusError = KMAError.httpStatus(
            status,
            retryAfterSeconds: retryAfterSeconds(header(headers, "Retry-After"), responseDate: header(headers, "Date")))

        let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
        let start = text.trimmingWhitespaceScalars
        if start.isEmpty {
            return .failure(isHTTPError ? statusError : .content("empty body"))
        }

        if let gateway = GatewayEnvelope(scanning: text) {
            return .failure(.gateway(reasonCode: gateway.reasonCode, authMessage: gateway.authMessage))
        }

        let decoded: KMAResponse
        do {
            decoded = try decodeJSON(body)
        } catch {
            if isHTTPError { return .failure(statusError) }
            return .failure(.content(describeUnreadable(start, error: error)))
        }

        guard let code = decoded.header.resultCode.map({ $0.trimmingSpaces }), !code.isEmpty else {
            return .failure(isHTTPError ? statusError : .content("JSON without a result code"))
        }
        guard code == KMAResultCode.normal.rawValue else {
            return .failure(
                .resultCode(KMAResultCode(rawValue: code), message: sanitize(decoded.header.resultMsg ?? "")))
        }
        guard let responseBody = decoded.body else {
            return .failure(.content("result 00 but no body"))
        }
        guard !responseBody.items.isEmpty else {
            return .failure(.content("result 00 but no forecast rows"))
        }
        return .success(decoded)
    }

    /// The fast reader when it can (plain KMA JSON, the usual case), `JSONDecoder` for everything else.
    static func decodeJSON(_ body: Data) throws -> KMAResponse {
        let fast = body.withUnsafeBytes { raw in
            KMAResponse.strictlyDecoded(from: raw.bindMemory(to: UInt8.self))
        }
        if let fast { return fast }
        return try JSONDecoder().decode(KMAResponse.self, from: body)
    }

    /// Seconds to wait from a `Retry-After` value: delta-seconds, or an HTTP-date measured from the response's
    /// `Date` header (nil without one: this function does not read the clock). Nil when absent or unreadable;
    /// never negative.
    public static func retryAfterSeconds(_ value: String?, responseDate: String?) -> Double? {
        guard let value = value?.trimmingSpaces, !value.isEmpty else { return nil }
        if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return Double(value)
        }
        guard let at = HTTPDate.parse(value), let now = responseDate.flatMap(HTTPDate.parse) else { return nil }
        return max(0, at - now)
    }

    /// The header's value, name matched case-insensitively.
    static func header(_ headers: [String: String], _ name: String) -> String? {
        if let v = headers[name] { return v }
        let lower = name.lowercased()
        return headers.first { $0.key.lowercased() == lower }?.value
    }

    private static func describeUnreadable(_ start: String, error: any Error) -> String {
        let lower = start.prefix(512).lowercased()
        if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") || lower.contains("<html") {
            return "an HTML page instead of JSON"
        }
        if lower.hasPrefix("<") { return "XML instead of JSON" }
        if !(lower.hasPrefix("{") || lower.hasPrefix("[")) { return "not JSON" }
        if case DecodingError.dataCorrupted = error { return "malformed or truncated JSON" }
        return "JSON that is not a KMA answer"
    }

    /// Server messages are shown to users: keep them short and on one line, and only when they read like KMA's
    /// own (`NO_DATA`, `SERVICE_KEY_IS_NOT_REGISTERED_ERROR`, `최근 3일 간의 자료만 제공합니다.`).
    ///
    /// A message holding lower-case ASCII or URL punctuation (`? & = % / + :`) is dropped whole: KMA never sends
    /// one, but a proxy or a broken server that echoes the request URL does, and that URL holds the service key —
    /// which cutting to length could leave half-redacted.
    static func sanitize(_ message: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(message.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
        let trimmed = cleaned.trimmingSpaces
        guard trimmed.unicodeScalars.allSatisfy(isMessageScalar) else { return "" }
        return trimmed.count > 100 ? String(trimmed.prefix(100)) + "…" : trimmed
    }

    /// Upper-case ASCII, digits, spaces, `_ . , - ( ) ! '` and any non-ASCII letter or mark (Korean text).
    private static func isMessageScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x30...0x39, 0x20: return true
        case 0x61...0x7A: return false
        case 0x00...0x7F: return "_.,-()!'".unicodeScalars.contains(scalar)
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return scalar.properties.isAlphabetic
            }
        }
    }
}

/// The portal gateway's error envelope, `<OpenAPI_ServiceResponse><cmmMsgHeader>…` in XML, or its JSON rendering.
struct GatewayEnvelope: Equatable {
    var reasonCode: String
    var authMessage: String

    /// Nil unless `text` is the envelope and carries a reason code. Plain string scanning: the envelope is small
    /// and flat, and FoundationXML would be a large dependency for three elements.
    init?(scanning text: String) {
        // Byte search: Foundation's `contains` bridges 64 KB of text to NSString and took a third of the decode.
        guard Self.mentions("OpenAPI_ServiceResponse", in: text) || Self.mentions("cmmMsgHeader", in: text) else {
            return nil
        }
        guard let code = Self.value(of: "returnReasonCode", in: text), !code.isEmpty else { return nil }
        reasonCode = code
        authMessage = KMAResponseDecoder.sanitize(
            Self.value(of: "returnAuthMsg", in: text) ?? Self.value(of: "errMsg", in: text) ?? "")
    }

    /// Whether `text` contains the bytes of `needle`.
    static func mentions(_ needle: String, in text: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { hay in
            needle.withUTF8 { n in
                guard let first = n.first, hay.count >= n.count else { return false }
                var i = 0
                while i <= hay.count - n.count {
                    if hay[i] == first, UnsafeBufferPointer(rebasing: hay[i..<i + n.count]).elementsEqual(n) {
                        return true
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// `<name>value</name>` or `"name": "value"` (a number value is accepted too).
    static func value(of name: String, in text: String) -> String? {
        if let open = text.range(of: "<\(name)>"),
            let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex)
        {
            return String(text[open.upperBound..<close.lowerBound]).trimmingSpaces
        }
        guard let key = text.range(of: "\"\(name)\"") else { return nil }
        var rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if rest.first == "\"" {
            let inner = rest.dropFirst()
            guard let end = inner.firstIndex(of: "\"") else { return nil }
            return String(inner[..<end]).trimmingSpaces
        }
        let token = rest.prefix { $0.isNumber || $0.isLetter }
        return token.isEmpty ? nil : String(token)
    }
}

/// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the only HTTP-date form servers should send; parsed by hand so
/// neither the host's locale nor its time zone matter.
enum HTTPDate {
    /// Seconds since 1970 (UTC), or nil.
    static func parse(_ s: String) -> Double? {
        let parts = s.trimmingSpaces.split(separator: " ")
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT" else { return nil }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let day = Int(parts[1]), let monthIndex = months.firstIndex(of: String(parts[2])),
            let year = Int(parts[3])
        else { return nil }
        let hms = parts[4].split(separator: ":")
        guard hms.count == 3, let h = Int(hms[0]), let m = Int(hms[1]), let sec = Int(hms[2]),
            (0...23).contains(h), (0...59).contains(m), (0...60).contains(sec),
            day >= 1, day <= KSTDate.daysInMonth(year: year, month: monthIndex + 1)
        else { return nil }
        let days = KSTDate(year: year, month: monthIndex + 1, day: day).daysSinceEpoch
        return Double(days * 86400 + h * 3600 + m * 60 + sec)
    }
}
