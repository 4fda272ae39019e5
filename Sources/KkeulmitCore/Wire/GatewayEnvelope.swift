import Foundation

/// The portal gateway's error envelope, `<OpenAPI_ServiceResponse><cmmMsgHeader>…` in XML, or its JSON rendering.
struct GatewayEnvelope: Equatable {
    var reasonCode: String
    var authMessage: String

    /// Nil unless `text` is the envelope and carries a reason code. Plain string scanning: the envelope is small
    /// and flat, and FoundationXML would be a large dependency for three elements.
    init?(scanning text: String) {
        // Byte search: Foundation's `contains` bridges 64 KB of text to NSString and took a third of the decode.
        guard ByteSearch.contains("OpenAPI_ServiceResponse", in: text) || ByteSearch.contains("cmmMsgHeader", in: text)
        else {
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

/// KMA API Hub's error answer, `{"result": {"status": 401, "message": "유효한 인증키가 아닙니다."}}` (docs/KMA.md,
/// "Two providers"): 401 an unknown key, 403 an operation not approved (or its quota used up), 404 no such API.
/// One client has seen it under HTTP 200, so the body decides, as with data.go.kr's envelope.
struct HubEnvelope: Equatable {
    var status: Int
    var message: String

    /// Nil unless `text` is the envelope: a `"result"` member carrying a numeric `"status"`.
    init?(scanning text: String) {
        guard ByteSearch.contains("\"result\"", in: text), !ByteSearch.contains("\"response\"", in: text),
            let raw = GatewayEnvelope.value(of: "status", in: text), let status = Int(raw)
        else { return nil }
        self.status = status
        message = KMAResponseDecoder.sanitize(GatewayEnvelope.value(of: "message", in: text) ?? "")
    }
}
