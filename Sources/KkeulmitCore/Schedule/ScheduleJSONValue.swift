/// A JSON value as read from the config file, kept exact enough to tell `true` from `1` and `"12"` from `12`,
/// which `JSONSerialization`'s `NSNumber`s blur.
enum ScheduleJSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ScheduleJSONValue])
    case object([String: ScheduleJSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([ScheduleJSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: ScheduleJSONValue].self))
        }
    }

    /// How an error message shows the value it did not like: strings quoted, containers by kind.
    var shortDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n):
            return n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "'\(s)'"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
