import Foundation
import KkeulmitCore

/// The config file's top-level fields, read one by one: a field absent or `null` is unset, and every mistake is a
/// `ConfigurationError` that names the file, the field, what it must be and what it holds instead.
struct ConfigFileFields {
    let root: JSONValue
    /// The config file's path: for messages, and relative paths are resolved against its directory.
    let path: String
    let home: String?

    /// Reads `data` as the config file at `path`: valid JSON holding an object.
    init(_ data: Data, path: String, home: String?) throws(ConfigurationError) {
        // Checked first: JSONDecoder accepts a trailing comma and does not say where a mistake is.
        if let mistake = JSONSyntax.check(data) {
            throw ConfigurationError("config file \(path) is not valid JSON: \(mistake)")
        }
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            var reason = "unreadable"
            if case DecodingError.dataCorrupted(let context) = error {
                let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
                reason = (underlying ?? context.debugDescription).replacingOccurrences(of: "\n", with: " ")
            }
            throw ConfigurationError("config file \(path) is not valid JSON: \(reason)")
        }
        guard case .object = root else {
            throw ConfigurationError("config file \(path) must hold a JSON object, not \(root.kindName)")
        }
        self.root = root
        self.path = path
        self.home = home
    }

    /// The field's value; nil when it is absent or `null`, both of which leave the setting unset.
    subscript(field: String) -> JSONValue? {
        guard let value = root[field], value != .null else { return nil }
        return value
    }

    /// `config file PATH: DETAIL`.
    func error(_ detail: String) -> ConfigurationError {
        ConfigurationError("config file \(path): \(detail)")
    }

    /// `config file PATH: "FIELD" must be EXPECTATION, not VALUE`.
    func mismatch(_ field: String, _ expectation: String, _ value: JSONValue) -> ConfigurationError {
        error("\"\(field)\" must be \(expectation), not \(value.kindDescription)")
    }

    /// A number within `range`; a value that is no number is told so before one out of the range.
    func number(
        _ field: String, in range: some RangeExpression<Double>, _ expectation: String
    ) throws(ConfigurationError) -> Double? {
        guard let value = self[field] else { return nil }
        guard case .number(let n) = value else { throw mismatch(field, "a number", value) }
        guard range.contains(n) else { throw mismatch(field, expectation, value) }
        return n
    }

    func integer(_ field: String, _ range: ClosedRange<Int>) throws(ConfigurationError) -> Int? {
        guard let value = self[field] else { return nil }
        guard case .number(let n) = value, n == n.rounded(), let i = Int(exactly: n), range.contains(i) else {
            throw mismatch(field, "an integer from \(range.lowerBound) to \(range.upperBound)", value)
        }
        return i
    }

    /// One of the strings a `RawRepresentable` is spelt as (`"ko"`, `"wide"`).
    func choice<Choice: RawRepresentable<String>>(
        _ field: String, _ expectation: String
    ) throws(ConfigurationError) -> Choice? {
        guard let value = self[field] else { return nil }
        guard case .string(let s) = value, let choice = Choice(rawValue: s) else {
            throw mismatch(field, expectation, value)
        }
        return choice
    }

    /// A path, resolved: absolute as it is, `~/` against HOME, otherwise against the config file's directory.
    func filePath(_ field: String, _ expectation: String) throws(ConfigurationError) -> String? {
        guard let value = self[field] else { return nil }
        guard case .string(let s) = value, !s.isEmpty else { throw mismatch(field, expectation, value) }
        if s.hasPrefix("/") { return s }
        if s == "~" || s.hasPrefix("~/"), let home { return home + s.dropFirst() }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (directory.isEmpty ? "." : directory) + "/" + s
    }

    /// `["apiHub", "dataGoKr"]`: each provider at most once; one left out is not asked.
    func providers() throws(ConfigurationError) -> [ProviderID]? {
        guard let value = self["providers"] else { return nil }
        let names = ProviderID.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .array(let items) = value, !items.isEmpty else {
            throw mismatch("providers", "a list of providers in the order to ask them, from \(names)", value)
        }
        var order: [ProviderID] = []
        for (index, item) in items.enumerated() {
            guard case .string(let s) = item, let id = ProviderID(rawValue: s), !order.contains(id) else {
                throw error(
                    "\"providers\"[\(index)] must be one of \(names), each once, not " + item.kindDescription)
            }
            order.append(id)
        }
        return order
    }

    /// The schedules, with `hours` as the default of an entry that sets neither `hours` nor `until`; an entry's
    /// coordinates must lie on KMA's grid, as the top-level location's must.
    func schedules(defaultHours: Int) throws(ConfigurationError) -> [ScheduleEntry] {
        guard let value = self["schedules"] else { return [] }
        let schedules: [ScheduleEntry]
        do {
            schedules = try ScheduleParser.parse(value, defaultHours: defaultHours)
        } catch {
            throw self.error(error.description)
        }
        for (index, entry) in schedules.enumerated() {
            guard case .coordinates(let lat, let lon) = entry.location else { continue }
            let field = LocationSpec.latitudeRange.contains(lat) ? "lon" : "lat"
            guard LocationSpec.latitudeRange.contains(lat), LocationSpec.longitudeRange.contains(lon) else {
                throw error(
                    "schedules[\(index)] (\"\(entry.name)\").location.\(field): "
                        + "outside KMA's forecast grid (latitude 31.5 to 43.5, longitude 123 to 133)")
            }
        }
        return schedules
    }

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
            return Wardrobe.owned(owned)
        case .object(let members) where members.map(\.0) == ["not"]:
            return Wardrobe.never(try ids(value["not"]!, field: "wardrobe.not"))
        default:
            throw mismatch("wardrobe", shapes, value)
        }
    }
}

extension JSONValue {
    /// The kind and, for scalars, the value: `the string "x"`, `the number 3`.
    var kindDescription: String {
        switch self {
        case .string(let s): "the string " + quoted(s, quote: "\"")
        case .number(let n): "the number \(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))"
        case .bool(let b): "\(b)"
        default: kindName
        }
    }
}
