extension KMAResponse {
    /// The answer read by `StrictJSONReader`, exactly as `JSONDecoder` would decode it; nil whenever the body strays
    /// from plain KMA JSON (a duplicate key, a fractional number where text is expected, a malformed document …),
    /// so that `JSONDecoder` decides such bodies and words their errors.
    static func strictlyDecoded(from body: UnsafeBufferPointer<UInt8>) -> KMAResponse? {
        var reader = StrictJSONReader(body)
        var response: KMAResponse?
        guard
            reader.readObject({ reader, key in
                guard key == "response", response == nil else { return key == "response" ? false : reader.skipValue() }
                response = readResponse(&reader)
                return response != nil
            }), reader.isAtEnd()
        else { return nil }
        return response
    }

    private static func readResponse(_ reader: inout StrictJSONReader) -> KMAResponse? {
        var header: Header?
        var body: Body??
        let ok = reader.readObject { reader, key in
            switch key {
            case "header":
                guard header == nil else { return false }
                header = readHeader(&reader)
                return header != nil
            case "body":
                guard body == nil else { return false }
                if reader.consumeNull() {
                    body = .some(nil)
                    return true
                }
                guard let read = readBody(&reader) else { return false }
                body = .some(read)
                return true
            default: return reader.skipValue()
            }
        }
        guard ok, let header else { return nil }
        return KMAResponse(header: header, body: body ?? nil)
    }

    private static func readHeader(_ reader: inout StrictJSONReader) -> Header? {
        var code: String??
        var message: String??
        let ok = reader.readObject { reader, key in
            switch key {
            case "resultCode":
                guard code == nil, let value = reader.readStringOrInteger() else { return false }
                code = .some(value)
            case "resultMsg":
                guard message == nil, let value = reader.readStringOrInteger() else { return false }
                message = .some(value)
            default: return reader.skipValue()
            }
            return true
        }
        return ok ? Header(resultCode: code ?? nil, resultMsg: message ?? nil) : nil
    }

    private static func readBody(_ reader: inout StrictJSONReader) -> Body? {
        var seen = Set<String>()
        var body = Body(dataType: nil, items: [], pageNo: nil, numOfRows: nil, totalCount: nil)
        let ok = reader.readObject { reader, key in
            switch key {
            case "dataType", "pageNo", "numOfRows", "totalCount", "items":
                guard seen.insert(key).inserted else { return false }
            default: return reader.skipValue()
            }
            switch key {
            case "dataType":
                guard let value = reader.readStringOrInteger() else { return false }
                body.dataType = value
            case "pageNo", "numOfRows", "totalCount":
                guard let value = reader.readIntegerOrString() else { return false }
                if key == "pageNo" {
                    body.pageNo = value
                } else if key == "numOfRows" {
                    body.numOfRows = value
                } else {
                    body.totalCount = value
                }
            default:
                // Anything but an object holding `item` (e.g. `"items": ""` on an empty page) means no rows.
                guard reader.peek() == UInt8(ascii: "{") else { return reader.skipValue() }
                guard let items = readItems(&reader) else { return false }
                body.items = items
            }
            return true
        }
        return ok ? body : nil
    }

    private static func readItems(_ reader: inout StrictJSONReader) -> [KMAItem]? {
        var items: [KMAItem]?
        let ok = reader.readObject { reader, key in
            guard key == "item" else { return reader.skipValue() }
            // `"item": null` is no rows.
            return reader.readOnce(into: &items) { $0.consumeNull() ? [] : $0.readList(capacity: 1100, readItem) }
        }
        return ok ? items ?? [] : nil
    }

    private static func readItem(_ reader: inout StrictJSONReader) -> KMAItem? {
        var item = KMAItem(category: nil, fcstDate: nil, fcstTime: nil, fcstValue: nil)
        var seen: UInt16 = 0
        let ok = reader.readObject { reader, key in
            let bit: UInt16
            switch key {
            case "baseDate": bit = 1
            case "baseTime": bit = 2
            case "category": bit = 4
            case "fcstDate": bit = 8
            case "fcstTime": bit = 16
            case "fcstValue": bit = 32
            case "obsrValue": bit = 64
            case "nx": bit = 128
            case "ny": bit = 256
            default: return reader.skipValue()
            }
            guard seen & bit == 0 else { return false }
            seen |= bit
            if bit >= 128 {
                guard let value = reader.readIntegerOrString() else { return false }
                if bit == 128 { item.nx = value } else { item.ny = value }
                return true
            }
            guard let value = reader.readStringOrInteger() else { return false }
            switch bit {
            case 1: item.baseDate = value
            case 2: item.baseTime = value
            case 4: item.category = value
            case 8: item.fcstDate = value
            case 16: item.fcstTime = value
            case 32: item.fcstValue = value
            default: item.obsrValue = value
            }
            return true
        }
        return ok ? item : nil
    }
}

extension KMAResponse {
    init(header: Header, body: Body?) {
        (self.header, self.body) = (header, body)
    }
}

extension KMAResponse.Body {
    init(dataType: String?, items: [KMAItem], pageNo: Int?, numOfRows: Int?, totalCount: Int?) {
        (self.dataType, self.items, self.pageNo, self.numOfRows) = (dataType, items, pageNo, numOfRows)
        self.totalCount = totalCount
    }
}
