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
            case "header": return reader.readOnce(into: &header) { readHeader(&$0) }
            case "body":
                return reader.readOnce(into: &body) { $0.consumeNull() ? .some(nil) : readBody(&$0).map(Optional.some) }
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
            case "resultCode": return reader.readOnce(into: &code) { $0.readStringOrInteger() }
            case "resultMsg": return reader.readOnce(into: &message) { $0.readStringOrInteger() }
            default: return reader.skipValue()
            }
        }
        return ok ? Header(resultCode: code ?? nil, resultMsg: message ?? nil) : nil
    }

    private static func readBody(_ reader: inout StrictJSONReader) -> Body? {
        var (pageNo, numOfRows, totalCount): (Int??, Int??, Int??) = (nil, nil, nil)
        var items: [KMAItem]?
        let ok = reader.readObject { reader, key in
            switch key {
            case "pageNo": return reader.readOnce(into: &pageNo) { $0.readIntegerOrString() }
            case "numOfRows": return reader.readOnce(into: &numOfRows) { $0.readIntegerOrString() }
            case "totalCount": return reader.readOnce(into: &totalCount) { $0.readIntegerOrString() }
            case "items":
                // Anything but an object holding `item` (e.g. `"items": ""` on an empty page) means no rows.
                return reader.readOnce(into: &items) {
                    $0.peek() == UInt8(ascii: "{") ? readItems(&$0) : $0.skipValue() ? [] : nil
                }
            default: return reader.skipValue()
            }
        }
        guard ok else { return nil }
        return Body(
            items: items ?? [], pageNo: pageNo ?? nil, numOfRows: numOfRows ?? nil,
            totalCount: totalCount ?? nil)
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
