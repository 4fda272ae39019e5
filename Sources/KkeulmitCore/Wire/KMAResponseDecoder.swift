import Foundation

/// Classifies one HTTP answer of a KMA operation: a usable `KMAResponse` or the `KMAError` it amounts to, by
/// `AnswerPrelude`'s rules (KMA answers `03 NO_DATA` with HTTP 200 and no body; a result code the portal does not
/// document keeps the status it came with, which then decides).
package enum KMAResponseDecoder {
    /// - Parameter headers: names are matched case-insensitively.
    /// - Returns: an answer with result code 00 and at least one row.
    /// - Throws: `KMAError.gateway`, `.resultCode`, `.httpStatus` or `.content`.
    package static func decode(status: Int, headers: [String: String], body: Data) throws(KMAError) -> KMAResponse {
        // The fast reader when it can (plain KMA JSON, the usual case), `JSONDecoder` for everything else.
        let decoded = try AnswerPrelude.decode(status: status, headers: headers, body: body, portal: false) {
            body in
            let fast = body.withUnsafeBytes { KMAResponse.strictlyDecoded(from: $0.bindMemory(to: UInt8.self)) }
            return try fast ?? JSONDecoder().decode(KMAResponse.self, from: body)
        } header: {
            ($0.header.resultCode, $0.header.resultMsg)
        }
        guard let responseBody = decoded.body else { throw .content("result 00 but no body") }
        guard !responseBody.items.isEmpty else { throw .content("result 00 but no forecast rows") }
        return decoded
    }

    /// `decode` as a value, for callers and tables that prefer not to catch.
    package static func classify(status: Int, headers: [String: String], body: Data) -> Result<KMAResponse, KMAError> {
        Result { () throws(KMAError) in try decode(status: status, headers: headers, body: body) }
    }

    /// Seconds to wait from a `Retry-After` value (RFC 9110 §10.2.3): delta-seconds, or an HTTP-date in any of its
    /// three forms, measured from the response's `Date` header (nil without one: this function does not read the
    /// clock). Nil when absent or unreadable; never negative.
    package static func retryAfterSeconds(_ value: String?, responseDate: String?) -> Double? {
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
