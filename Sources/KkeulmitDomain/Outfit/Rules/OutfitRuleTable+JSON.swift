import Foundation

extension OutfitRuleTable {
    /// Reads and validates a rule table (the contents of a user's JSON file). Unknown fields are rejected rather than
    /// ignored, so a misspelt key is reported instead of silently falling back. The bands may be listed in any order;
    /// the result has them sorted by number. Every error names the bad field.
    package static func load(json: Data) throws(OutfitRuleTableError) -> OutfitRuleTable {
        var table: OutfitRuleTable
        do {
            table = try JSONDecoder().decode(OutfitRuleTable.self, from: json)
        } catch let error as OutfitRuleTableError {
            throw error
        } catch let error as DecodingError {
            throw translate(error)
        } catch {
            throw .at("", "not a rule table: \(error)")
        }
        try table.validate()
        table.bands.sort { $0.band < $1.band }
        return table
    }

    static func translate(_ error: DecodingError) -> OutfitRuleTableError {
        switch error {
        case .keyNotFound(let key, let context):
            return .at(jsonPath(context.codingPath + [key]), "missing")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return .at("", "a rule table must be a JSON object")
        case .typeMismatch(let type, let context):
            return .at(jsonPath(context.codingPath), "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return .at(jsonPath(context.codingPath), "must not be null (expected \(describe(type)))")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = context.underlyingError.map { "\($0)" } ?? context.debugDescription
                return .at("", "not valid JSON (\(detail))")
            }
            return .at(jsonPath(context.codingPath), context.debugDescription)
        @unknown default:
            return .at("", "not a rule table: \(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "a list"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}

/// `bands[3].items[0].id` from a coding path.
func jsonPath(_ path: [any CodingKey]) -> String {
    var out = ""
    for key in path {
        if let index = key.intValue {
            out += "[\(index)]"
        } else {
            out += out.isEmpty ? key.stringValue : "." + key.stringValue
        }
    }
    return out
}
