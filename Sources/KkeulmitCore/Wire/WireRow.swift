/// One row of a data.go.kr answer, as sent: the text of each field the row type (an enum of its keys) names, read
/// leniently: a field absent, `null` or of another type is not there, a number stands in for text, unknown keys are
/// ignored. The domain mapping reads fields by name (`row[.pm10Value]`) and decides which rows are usable.
package struct WireRow<Field: WireField>: Decodable, Hashable, Sendable {
    package var fields: [Field: String]

    /// A row holding `fields`; a nil value is a field not sent.
    package init(_ fields: [Field: String?] = [:]) { self.fields = fields.compactMapValues { $0 } }

    package init(from decoder: any Decoder) throws {
        // The fast path reads the row's members once, with the same lenient rules, instead of asking a keyed
        // container for each field the row type names (a member search, a box and a `Lenient` per field).
        if let tree = decoder as? JSONValueDecoder, let fields = tree.wireFields(Field.self) {
            self.fields = fields
            return
        }
        let c = try decoder.container(keyedBy: WireFieldKey.self)
        fields = [:]
        for field in Field.allCases {
            if let value = c.lenientString(WireFieldKey(stringValue: field.rawValue)) { fields[field] = value }
        }
    }

    package subscript(_ field: Field) -> String? {
        get { fields[field] }
        set { fields[field] = newValue }
    }
}

extension JSONValueDecoder {
    /// The current object's members that `Field` names, each read as the keyed path reads a present, non-null field;
    /// nil when the value is not an object (the keyed container then throws). One pass: the strict reader refused
    /// repeated keys, so their order cannot matter.
    fileprivate func wireFields<Field: WireField>(_: Field.Type) -> [Field: String]? {
        guard case .object(let members) = value else { return nil }
        let below = node
        var fields: [Field: String] = [:]
        for (name, member) in members {
            guard let field = Field(rawValue: name) else { continue }
            switch member {
            case .null: continue
            // Text is `String.lenient`'s first reading; anything else goes through it, numbers and all.
            case .string(let text): fields[field] = text
            default:
                fields[field] = descend(into: member, below: below, key: WireFieldKey(stringValue: name)) {
                    String.lenient(self)
                }
            }
        }
        return fields
    }
}

/// A field's key, outside the generic `WireRow` so that its containers are made once, not once per row type (see
/// `PortalKeys`); the UV and pollen rows, whose keys are not an enum, read theirs by it too.
struct WireFieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The keys of a row as the service spells them.
package protocol WireField: RawRepresentable<String>, CaseIterable, Hashable, Sendable {}
