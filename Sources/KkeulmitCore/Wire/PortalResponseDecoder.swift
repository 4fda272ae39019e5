import Foundation

/// Classifies one HTTP answer of a data.go.kr service other than the short-term forecast (AirKorea's three
/// operations, the UV index): the `PortalResponse` it carries or the `KMAError` it amounts to.
///
/// The same rules as `KMAResponseDecoder`, whose pieces it reuses (`GatewayEnvelope`, `Retry-After`, message
/// sanitising): the body decides before the status, since the gateway answers key and quota failures with its
/// envelope, often XML even when JSON was asked for, under HTTP 200, 400, 403 or 429. Two differences, both because
/// these services answer so: result `00` with no rows is a success (AirKorea's answer for an unknown station is
/// `00` with `totalCount 0`), and an XML `<response><header><resultCode>` error (AirKorea's older backend form) is
/// read as the result code it carries. Pure: no I/O, no clock. Errors never echo the body.
package enum PortalResponseDecoder {
    /// - Returns: an answer with result code `00`, possibly without rows.
    package static func decode<Row>(
        _ row: Row.Type = Row.self, status: Int, headers: [String: String] = [:], body: Data
    ) throws(KMAError) -> PortalResponse<Row> {
        let prelude = try AnswerPrelude.read(status: status, headers: headers, body: body)
        let (text, start) = (prelude.text, prelude.start)
        if start.hasPrefix("<") {
            if !prelude.isHTML, !start.prefix(9).lowercased().hasPrefix("<!doctype"),
                let code = GatewayEnvelope.value(of: "resultCode", in: text), !code.isEmpty,
                let failure = prelude.failure(
                    resultCode: code, message: GatewayEnvelope.value(of: "resultMsg", in: text))
            {
                throw failure
            }
            if prelude.isHTTPError { throw prelude.statusError }
            throw .content(prelude.isHTML ? "an HTML page instead of JSON" : "XML instead of JSON")
        }

        let decoded: PortalResponse<Row>
        do {
            // The strict fast path first (a warm run reads thousands of these from the cache); it decodes as
            // JSONDecoder does or not at all, and JSONDecoder judges whatever it leaves.
            decoded = try JSONValueDecoder.decodeOrFallBack(PortalResponse<Row>.self, from: body)
        } catch {
            if prelude.isHTTPError { throw prelude.statusError }
            if !(start.hasPrefix("{") || start.hasPrefix("[")) { throw .content("not JSON") }
            if case DecodingError.dataCorrupted = error { throw .content("malformed or truncated JSON") }
            throw .content("JSON that is not a data.go.kr answer")
        }

        guard let code = decoded.resultCode?.trimmingSpaces, !code.isEmpty else {
            throw prelude.isHTTPError ? prelude.statusError : .content("JSON without a result code")
        }
        if let failure = prelude.failure(resultCode: code, message: decoded.resultMessage) { throw failure }
        return decoded
    }

    /// `decode` as a value.
    package static func classify<Row>(
        _ row: Row.Type = Row.self, status: Int, headers: [String: String], body: Data
    ) -> Result<PortalResponse<Row>, KMAError> {
        Result { () throws(KMAError) in try decode(row, status: status, headers: headers, body: body) }
    }
}
