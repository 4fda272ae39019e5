import Foundation

/// KMA API Hub's error answer, `{"result": {"status": 401, "message": "유효한 인증키가 아닙니다."}}` (docs/KMA.md,
/// "Two providers"): 401 for a key it does not know, 403 for an operation the key is not approved for (or, there,
/// a daily quota used up), 404 for an API that does not exist. Usually under the same HTTP status; one client
/// has seen it under HTTP 200, so the body decides, as with data.go.kr's gateway envelope.
struct HubEnvelope: Equatable {
    var status: Int
    var message: String

    /// Nil unless `text` is the envelope: a `"result"` member carrying a numeric `"status"`.
    init?(scanning text: String) {
        guard GatewayEnvelope.mentions("\"result\"", in: text), !GatewayEnvelope.mentions("\"response\"", in: text),
            let raw = GatewayEnvelope.value(of: "status", in: text), let status = Int(raw)
        else { return nil }
        self.status = status
        message = KMAResponseDecoder.sanitize(GatewayEnvelope.value(of: "message", in: text) ?? "")
    }
}
