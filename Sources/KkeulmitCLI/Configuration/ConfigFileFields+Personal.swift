import Foundation
import KkeulmitCore

/// The fields that fit the advice to one person: the hours `tomorrow` covers and the wardrobe.
extension ConfigFileFields {
    /// `{"from": "07:00", "until": "21:00"}`; a time left out is the default's.
    func daytimeHours() throws(ConfigurationError) -> Configuration.DaytimeHours? {
        guard let value = self["tomorrow"] else { return nil }
        let shape = "{\"from\": \"07:00\", \"until\": \"21:00\"}"
        guard case .object = value else {
            throw error("\"tomorrow\" must be an object such as \(shape)")
        }
        func time(_ key: String, _ fallback: TimeOfDay) throws(ConfigurationError) -> TimeOfDay {
            guard let field = value[key], field != .null else { return fallback }
            guard case .string(let text) = field, let time = TimeOfDay(parsing: text) else {
                throw mismatch("tomorrow.\(key)", "a time of day HH:mm (KST)", field)
            }
            return time
        }
        let from = try time("from", TomorrowWindow.defaultFrom)
        let until = try time("until", TomorrowWindow.defaultUntil)
        guard from != until else {
            throw error(
                "\"tomorrow.until\" must differ from \"tomorrow.from\" (\(from)); an earlier time means the next day")
        }
        return Configuration.DaytimeHours(from: from, until: until)
    }

    /// `["padded-jacket", "jeans", …]` (what you own) or `{"not": ["short-skirt", …]}` (what you never wear).
    /// Ids the rule table does not know are kept here and ignored by the engine (`--verbose` lists them).
    func wardrobe() throws(ConfigurationError) -> Wardrobe? {
        guard let value = self["wardrobe"] else { return nil }
        let shapes = "a list of garment ids you own ([\"padded-jacket\", \"jeans\"]) or {\"not\": [ids you never wear]}"
        func ids(_ list: JSONValue, field: String) throws(ConfigurationError) -> Set<String> {
            guard case .array(let items) = list else { throw mismatch(field, shapes, list) }
            var out: Set<String> = []
            for (i, item) in items.enumerated() {
                guard case .string(let id) = item, !id.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw error(
                        "\"\(field)\"[\(i)] must be a garment id such as \"padded-jacket\", not " + item.kindDescription
                    )
                }
                out.insert(id.trimmingCharacters(in: .whitespaces))
            }
            return out
        }
        switch value {
        case .array:
            let owned = try ids(value, field: "wardrobe")
            guard !owned.isEmpty else {
                throw error("\"wardrobe\" lists no garments: name the ids you own, or leave it out")
            }
            return Wardrobe(.owned(owned))
        case .object(let members) where members.map(\.0) == ["not"]:
            return Wardrobe(.never(try ids(value["not"]!, field: "wardrobe.not")))
        default:
            throw mismatch("wardrobe", shapes, value)
        }
    }
}
