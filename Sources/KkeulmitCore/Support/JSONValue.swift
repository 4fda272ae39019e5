/// A JSON document as a tree, for reading the config file with exact types (a number is never a boolean) and
/// for writing output with a fixed key order and controlled number formatting.
package indirect enum JSONValue: Equatable, Sendable, Decodable {
    case null
    case bool(Bool)
    /// A number as read; when writing, prefer `.integer` / `.decimal`.
    case number(Double)
    case integer(Int)
    /// A number written with at most (`fixed` false) or exactly (`fixed` true) `places` decimals.
    case decimal(Double, places: Int, fixed: Bool)
    case string(String)
    case array([JSONValue])
    /// Members in the order they are written.
    case object([(String, JSONValue)])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let d = try? container.decode(Double.self) {
            self = .number(d)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([JSONValue].self) {
            self = .array(a)
        } else {
            let members = try container.decode([String: JSONValue].self)
            self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
    }

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.integer(let x), .integer(let y)): x == y
        case (.decimal(let x, let p, let f), .decimal(let y, let q, let g)): x == y && p == q && f == g
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The member named `key` of an object.
    package subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// How an error message shows the value it did not like: strings quoted, containers by kind.
    package var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): String(b)
        case .number(let n): n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .integer(let i): String(i)
        case .decimal(let d, _, _): String(d)
        case .string(let s): quoted(s)
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// What kind of value this is, for error messages.
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .integer, .decimal: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
