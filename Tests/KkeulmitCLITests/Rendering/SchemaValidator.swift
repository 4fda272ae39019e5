import Foundation
import KkeulmitCore

/// A JSON Schema (draft 2020-12) validator for the keywords docs/kkeulmit.schema.json uses, and only those:
/// `type` (one or a list, `null` included), `required`, `properties`, `additionalProperties` (a schema),
/// `items`, `enum`, `minimum`, `maximum`, `pattern`, `$ref` to `#/$defs/…`. Annotations (`$schema`, `$id`,
/// `title`, `description`, `$defs`) are read and ignored.
///
/// `closed`: an object schema with `properties` and no `additionalProperties` admits no other keys. The
/// published schema stays open (consumers must ignore keys they do not know); the tests close it so that no key
/// reaches the output undocumented.
struct SchemaValidator {
    static let keywords: Set<String> = [
        "type", "required", "properties", "additionalProperties", "items", "enum", "minimum", "maximum", "pattern",
        "$ref",
    ]
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]

    let root: JSONValue
    var closed = true

    /// Every problem, as `path: what`; empty when `value` is valid.
    func validate(_ value: JSONValue) -> [String] {
        var problems: [String] = []
        check(value, root, "$", &problems)
        return problems
    }

    private func resolve(_ schema: JSONValue) -> JSONValue {
        guard case .string(let ref)? = schema["$ref"] else { return schema }
        let name = String(ref.dropFirst("#/$defs/".count))
        return root["$defs"]?[name] ?? .null
    }

    private func check(_ value: JSONValue, _ schemaRef: JSONValue, _ path: String, _ problems: inout [String]) {
        let schema = resolve(schemaRef)
        if let types = schema["type"] {
            let names: [String] =
                switch types {
                case .string(let s): [s]
                case .array(let a): a.compactMap { if case .string(let s) = $0 { s } else { nil } }
                default: []
                }
            guard names.contains(where: { Self.matches(value, type: $0) }) else {
                problems.append("\(path): \(value.shortDescription) is not \(names.joined(separator: "|"))")
                return
            }
        }
        if case .array(let allowed)? = schema["enum"], !allowed.contains(value) {
            problems.append("\(path): \(value.shortDescription) is not one of the enum")
        }
        if case .number(let n) = value {
            if case .number(let min)? = schema["minimum"], n < min { problems.append("\(path): \(n) < \(min)") }
            if case .number(let max)? = schema["maximum"], n > max { problems.append("\(path): \(n) > \(max)") }
        }
        if case .string(let s) = value, case .string(let pattern)? = schema["pattern"],
            s.range(of: pattern, options: .regularExpression) == nil
        {
            problems.append("\(path): '\(s)' does not match \(pattern)")
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (i, item) in items.enumerated() { check(item, itemSchema, "\(path)[\(i)]", &problems) }
        }
        if case .object(let members) = value {
            let keys = Set(members.map(\.0))
            if case .array(let required)? = schema["required"] {
                for case .string(let key) in required where !keys.contains(key) {
                    problems.append("\(path): missing required \(key)")
                }
            }
            let properties = schema["properties"]
            for (key, member) in members {
                if let property = properties?[key] {
                    check(member, property, "\(path).\(key)", &problems)
                } else if let additional = schema["additionalProperties"] {
                    check(member, additional, "\(path).\(key)", &problems)
                } else if closed && properties != nil {
                    problems.append("\(path): \(key) is not in the schema")
                }
            }
        }
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .number):
            true
        case ("integer", .number(let n)): n.rounded() == n
        default: false
        }
    }
}
