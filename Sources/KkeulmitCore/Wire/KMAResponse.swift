/// The JSON answer of a KMA operation, as sent (wire model).
///
/// `{"response":{"header":{"resultCode","resultMsg"},"body":{"items":{"item":[…]},"pageNo",
/// "numOfRows","totalCount"}}}`. `03 NO_DATA` comes without a body; so every level below `header` is optional.
package struct KMAResponse: Decodable, Sendable {
    package struct Header: Decodable, Sendable {
        @Lenient package var resultCode: String? = nil
        @Lenient package var resultMsg: String? = nil
    }

    package struct Body: Decodable, Sendable {
        package var items: [KMAItem]
        package var pageNo: Int?
        package var numOfRows: Int?
        package var totalCount: Int?

        enum CodingKeys: String, CodingKey { case items, pageNo, numOfRows, totalCount }
        enum ItemsKeys: String, CodingKey { case item }
    }

    package var header: Header
    package var body: Body?

    private enum RootKeys: String, CodingKey { case response }
    private enum ResponseKeys: String, CodingKey { case header, body }
}

// The decoding in extensions, so that both keep their memberwise inits (`strictlyDecoded` makes them).
extension KMAResponse {
    package init(from decoder: any Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        let response = try root.nestedContainer(keyedBy: ResponseKeys.self, forKey: .response)
        header = try response.decode(Header.self, forKey: .header)
        body = try response.decodeIfPresent(Body.self, forKey: .body)
    }
}

extension KMAResponse.Body {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        (pageNo, numOfRows, totalCount) = (c.lenient(.pageNo), c.lenient(.numOfRows), c.lenient(.totalCount))
        // `items` is an object holding `item`; an empty page has been seen as `"items": ""`.
        // A single row has been seen as an object rather than a one-element array.
        if let nested = try? c.nestedContainer(keyedBy: ItemsKeys.self, forKey: .items) {
            do {
                items = try nested.decodeIfPresent([KMAItem].self, forKey: .item) ?? []
            } catch {
                guard let one = try? nested.decode(KMAItem.self, forKey: .item) else { throw error }
                items = [one]
            }
        } else {
            items = []
        }
    }
}
