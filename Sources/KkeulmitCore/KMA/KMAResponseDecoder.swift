import Foundation

/// Classifies one HTTP answer of a KMA operation: a usable `KMAResponse` or the `KMAError` it amounts to.
///
/// The body decides first, not the status or Content-Type: the portal gateway answers key and quota failures
/// with an envelope, XML even when JSON was asked for, under HTTP 200, 403 or 429; KMA answers `03 NO_DATA` with
/// HTTP 200 and no body (docs/KMA.md, "Error answers"). Only a body that says nothing recognisable falls back to
/// the status; a result code the portal does not document keeps the status it came with, which then decides.
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
        let retryAfter = retryAfterSeconds(header(headers, "Retry-After"), responseDate: header(headers, "Date"))
        let statusError = KMAError.httpStatus(status, retryAfterSeconds: retryAfter)

        let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
        let start = text.trimmingWhitespaceScalars
        if start.isEmpty {
            return .failure(isHTTPError ? statusError : .content("empty body"))
        }

        if let gateway = GatewayEnvelope(scanning: text) {
            return .failure(
                .gateway(
                    reasonCode: gateway.reasonCode, authMessage: gateway.authMessage, httpStatus: status,
                    retryAfterSeconds: retryAfter))
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
                .resultCode(
                    KMAResultCode(rawValue: code), message: sanitize(decoded.header.resultMsg ?? ""),
                    httpStatus: status, retryAfterSeconds: retryAfter))
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

    /// Seconds to wait from a `Retry-After` value (RFC 9110 §10.2.3): delta-seconds, or an HTTP-date in any of its
    /// three forms, measured from the response's `Date` header (nil without one: this function does not read the
    /// clock). Nil when absent or unreadable; never negative.
    public static func retryAfterSeconds(_ value: String?, responseDate: String?) -> Double? {
        guard let value = value?.trimmingSpaces, !value.isEmpty else { return nil }
        if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return Double(value)
        }
        guard let now = responseDate.flatMap({ HTTPDate.parse($0) }),
            let at = HTTPDate.parse(value, referenceYear: HTTPDate.year(of: now))
        else { return nil }
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

    /// Upper-case ASCII, digits, spaces, `_ . , - ( ) ! ' [ ] ~` and any non-ASCII letter or mark (Korean text:
    /// the pollen service's off-season answer reads "해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]").
    private static func isMessageScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x30...0x39, 0x20: return true
        case 0x61...0x7A: return false
        case 0x00...0x7F: return "_.,-()!'[]~".unicodeScalars.contains(scalar)
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
        // The XML envelope puts the code's name in returnAuthMsg (errMsg says "SERVICE ERROR"); the 2026 JSON one
        // puts it in errMsg and Korean text in returnAuthMsg. Show the name when either field holds one.
        let auth = Self.value(of: "returnAuthMsg", in: text)
        let err = Self.value(of: "errMsg", in: text)
        let name = [auth, err].compactMap { $0 }.first(where: Self.isCodeName)
        authMessage = KMAResponseDecoder.sanitize(name ?? auth ?? err ?? "")
    }

    /// `SERVICE_KEY_IS_NOT_REGISTERED_ERROR`: upper-case ASCII, digits and underscores, with one underscore at least.
    static func isCodeName(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "_"))
            && text.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                    || $0 == UInt8(ascii: "_")
            }
    }

    /// Whether `text` contains the bytes of `needle`.
    static func mentions(_ needle: String, in text: String) -> Bool {
        !needle.isEmpty && ByteSearch.contains(needle, in: text)
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

/// An HTTP-date (RFC 9110 §5.6.7) in any of its three forms, parsed by hand so neither the host's locale nor its
/// time zone matter:
///
/// - IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the one servers should send;
/// - RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT`, with a two-digit year;
/// - asctime `Sun Nov  6 08:49:37 1994`, which is in GMT without saying so.
///
/// Names are matched without regard to case, as recipients are asked to.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let shortDays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let longDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Seconds since 1970 (UTC), or nil.
    ///
    /// - Parameter referenceYear: resolves RFC 850's two-digit year: the year with those last digits within 49
    ///   years before and 50 after it (never more than 50 years ahead, RFC 9110's rule, with the response's own
    ///   date standing in for "now"). Without one, 70–99 are read as 1970–1999 and 00–69 as 2000–2069.
    static func parse(_ s: String, referenceYear: Int? = nil) -> Double? {
        let tokens = s.trimmingSpaces.split(separator: " ").map { $0.lowercased() }
        guard let first = tokens.first else { return nil }
        if first.hasSuffix(",") {
            let weekday = String(first.dropLast())
            if tokens.count == 6, shortDays.contains(weekday), tokens[5] == "gmt" {
                return instant(
                    year: number(tokens[3], digits: 4), month: month(tokens[2]), day: number(tokens[1], digits: 2),
                    time: tokens[4])
            }
            if tokens.count == 4, longDays.contains(weekday), tokens[3] == "gmt" {
                let dmy = tokens[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                guard dmy.count == 3, let yy = number(dmy[2], digits: 2) else { return nil }
                return instant(
                    year: fullYear(yy, reference: referenceYear), month: month(dmy[1]),
                    day: number(dmy[0], digits: 2), time: tokens[2])
            }
            return nil
        }
        // asctime pads a one-digit day with a space, which `split` drops: `Sun Nov  6 …` has five tokens.
        guard tokens.count == 5, shortDays.contains(first) else { return nil }
        return instant(
            year: number(tokens[4], digits: 4), month: month(tokens[1]), day: number(tokens[2], digits: nil),
            time: tokens[3])
    }

    /// The UTC year of an instant from `parse`.
    static func year(of seconds: Double) -> Int {
        KSTDate(daysSinceEpoch: Int((seconds / 86_400).rounded(.down))).year
    }

    private static func fullYear(_ yy: Int, reference: Int?) -> Int {
        guard let reference else { return yy < 70 ? 2000 + yy : 1900 + yy }
        let year = reference - reference % 100 + yy
        if year > reference + 50 { return year - 100 }
        return year <= reference - 50 ? year + 100 : year
    }

    private static func month(_ token: String) -> Int? {
        months.firstIndex(of: token).map { $0 + 1 }
    }

    /// A decimal number of exactly `digits` digits (1 or 2 when nil).
    private static func number(_ token: String, digits: Int?) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        guard token.utf8.count == digits ?? min(token.utf8.count, 2) else { return nil }
        return Int(token)
    }

    private static func instant(year: Int?, month: Int?, day: Int?, time: String) -> Double? {
        let hms = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let year, let month, let day, hms.count == 3, let h = number(hms[0], digits: 2),
            let m = number(hms[1], digits: 2), let sec = number(hms[2], digits: 2),
            h < 24, m < 60, sec <= 60, day >= 1, day <= KSTDate.daysInMonth(year: year, month: month)
        else { return nil }
        // KSTDate's day count is plain proleptic Gregorian arithmetic, free of any zone.
        let days = KSTDate(year: year, month: month, day: day).daysSinceEpoch
        return Double(days * 86_400 + h * 3_600 + m * 60 + sec)
    }
}
