import Foundation

/// What one `getPwnCd` answer says (docs/ALERTS.md, "Errors"): the rows of the day, or why there are none. A day
/// without announcements is said either as `03` (NO_DATA, as KMA's other services say it) or as `00` with no rows
/// (`items` empty or `""`): nobody recorded which this service sends, so both read as an empty day. Every other failure
/// stays one (`99` for a day past the 60-day reach, `30` for a key not registered …). Result code `0` is a success, as
/// the guide prints it.
package enum WarningEventsAnswer {
    /// The rows of an answer, or its failure; `03` is an empty day.
    package static func rows(
        _ result: Result<PortalResponse<WarningEventRow>, KMAError>
    ) -> Result<[WarningEventRow], KMAError> {
        switch result {
        case .success(let response): .success(response.rows)
        case .failure(let error) where error.resultCode == .noData: .success([])
        case .failure(let error): .failure(error)
        }
    }

    /// Classifies one HTTP answer (`PortalResponseDecoder`'s rules: the body decides before the status). The
    /// guide's examples answer `resultCode` `0` where live answers send `00`; for this service `0` is a success
    /// too (the other portal services keep treating it as an unknown code).
    package static func classify(
        status: Int, headers: [String: String] = [:], body: Data
    ) -> Result<[WarningEventRow], KMAError> {
        let result = PortalResponseDecoder.classify(WarningEventRow.self, status: status, headers: headers, body: body)
        if case .failure(.resultCode(let code, _, _, _)) = result, code.rawValue == "0",
            let response = try? JSONValueDecoder.decodeOrFallBack(PortalResponse<WarningEventRow>.self, from: body)
        {
            return .success(response.rows)
        }
        return rows(result)
    }

    /// What the cache keeps of a day's rows, all pages joined: the service's own form, so that `classify` reads it
    /// back like an answer.
    package static func payload(_ rows: [WarningEventRow]) -> Data? {
        struct Answer: Encodable {
            var response: Response
            struct Response: Encodable {
                var header = ["resultCode": "00", "resultMsg": "NORMAL_SERVICE"]
                var body: Body
            }
            struct Body: Encodable {
                var dataType = "JSON"
                var items: Items
            }
            struct Items: Encodable {
                var item: [[String: String]]
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let items = rows.map { Dictionary(uniqueKeysWithValues: $0.fields.map { ($0.key.rawValue, $0.value) }) }
        return try? encoder.encode(Answer(response: .init(body: .init(items: .init(item: items)))))
    }
}
