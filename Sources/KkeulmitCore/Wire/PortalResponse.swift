import Foundation

/// The `response.header/body` answer of the data.go.kr services other than the short-term forecast (AirKorea's rows
/// under `body.items`, KMA's indices' under `body.items.item`), as sent, leniently: `items` may be an array, an
/// object holding `item` (an array or one row), one row object, `""`, `null` or absent; a row that is not an object
/// is skipped; counts may be numbers or strings. Which rows are usable is for the domain mapping to decide.
package struct PortalResponse<Row: Decodable & Sendable>: Decodable, Sendable {
    package var resultCode: String?
    package var resultMessage: String?
    /// False when the answer had no `body` (error headers come without one).
    package var hasBody: Bool
    package var totalCount: Int?
    package var pageNo: Int?
    package var numOfRows: Int?
    /// The rows in the order sent (never assume it means anything).
    package var rows: [Row]

    package init(from decoder: any Decoder) throws {
        typealias RootKeys = PortalKeys.Root
        typealias ResponseKeys = PortalKeys.Response
        typealias HeaderKeys = PortalKeys.Header
        typealias BodyKeys = PortalKeys.Body
        let root = try decoder.container(keyedBy: RootKeys.self)
        let response = try root.nestedContainer(keyedBy: ResponseKeys.self, forKey: .response)
        let header = try response.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
        resultCode = header.lenientString(.resultCode)
        resultMessage = header.lenientString(.resultMsg)
        guard (try? response.decodeNil(forKey: .body)) == false,
            let body = try? response.nestedContainer(keyedBy: BodyKeys.self, forKey: .body)
        else {
            hasBody = false
            rows = []
            return
        }
        hasBody = true
        (totalCount, pageNo, numOfRows) = (body.lenient(.totalCount), body.lenient(.pageNo), body.lenient(.numOfRows))
        rows = Self.rows(in: body)
    }

    private static func rows(in body: KeyedDecodingContainer<PortalKeys.Body>) -> [Row] {
        typealias ItemsKeys = PortalKeys.Items
        if var list = try? body.nestedUnkeyedContainer(forKey: .items) { return rows(in: &list) }
        if let nested = try? body.nestedContainer(keyedBy: ItemsKeys.self, forKey: .items),
            nested.contains(.item)
        {
            if var list = try? nested.nestedUnkeyedContainer(forKey: .item) { return rows(in: &list) }
            return (try? nested.decode(RowElement.self, forKey: .item))?.row.map { [$0] } ?? []
        }
        // One row sent as an object instead of a one-element array.
        if (try? body.nestedContainer(keyedBy: ItemsKeys.self, forKey: .items)) != nil {
            return (try? body.decode(RowElement.self, forKey: .items))?.row.map { [$0] } ?? []
        }
        return []
    }

    /// An array's rows, element by element. Not `decode([RowElement].self)`: an array is `Decodable` when its
    /// element is, and the runtime answers that by scanning every conformance of the binary, once per row type.
    private static func rows(in list: inout any UnkeyedDecodingContainer) -> [Row] {
        var rows: [Row] = []
        while !list.isAtEnd, let element = try? list.decode(RowElement.self) {
            if let row = element.row { rows.append(row) }
        }
        return rows
    }

    /// A row, or nil for an element that is not one (a string, a number, `null` …).
    private struct RowElement: Decodable {
        var row: Row?
        init(from decoder: any Decoder) throws {
            // `Row`'s own decoding reads every field leniently, so only a non-object element fails here.
            let isObject =
                (decoder as? JSONValueDecoder)?.holdsObject
                ?? ((try? decoder.container(keyedBy: PortalKeys.Items.self)) != nil)
            guard isObject else {
                row = nil
                return
            }
            row = try? Row(from: decoder)
        }
    }
}

/// The envelope's keys, outside the generic `PortalResponse`: a type nested in a generic one is generic too, so each
/// row type would otherwise instantiate its own keys and containers at run time (a cached run decodes six row types).
private enum PortalKeys {
    enum Root: String, CodingKey { case response }
    enum Response: String, CodingKey { case header, body }
    enum Header: String, CodingKey { case resultCode, resultMsg }
    enum Body: String, CodingKey { case items, totalCount, pageNo, numOfRows }
    enum Items: String, CodingKey { case item }
}

/// Classifies one HTTP answer of a data.go.kr service other than the short-term forecast (AirKorea's three
/// operations, the UV index, the warnings, pollen) by `AnswerPrelude`'s rules in the portal's dialect: the
/// `PortalResponse` it carries or the `KMAError` it amounts to. Result `00` with no rows is a success (AirKorea's
/// answer for an unknown station is `00` with `totalCount 0`).
package enum PortalResponseDecoder {
    /// - Returns: an answer with result code `00`, possibly without rows.
    package static func decode<Row>(
        _ row: Row.Type = Row.self, status: Int, headers: [String: String] = [:], body: Data
    ) throws(KMAError) -> PortalResponse<Row> {
        try AnswerPrelude.decode(status: status, headers: headers, body: body, portal: true) {
            // The strict fast path first (a warm run reads thousands of these from the cache); it decodes as
            // JSONDecoder does or not at all, and JSONDecoder judges whatever it leaves.
            try JSONValueDecoder.decodeOrFallBack(PortalResponse<Row>.self, from: $0)
        } header: {
            ($0.resultCode, $0.resultMessage)
        }
    }

    /// `decode` as a value.
    package static func classify<Row>(
        _ row: Row.Type = Row.self, status: Int, headers: [String: String], body: Data
    ) -> Result<PortalResponse<Row>, KMAError> {
        Result { () throws(KMAError) in try decode(row, status: status, headers: headers, body: body) }
    }
}
