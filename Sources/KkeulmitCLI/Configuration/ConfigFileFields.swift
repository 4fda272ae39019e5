import Foundation
import KkeulmitCore

/// The config file's top-level fields, read one by one: a field absent or `null` is unset, and every mistake is a
/// `ConfigurationError` that names the file, the field, what it must be and what it holds instead.
struct ConfigFileFields {
    let fields: JSONFields<ConfigurationError>
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
        fields = JSONFields(object: root) { field, expectation, value in
            ConfigurationError("config file \(path): \"\(field)\" must be \(expectation), not \(value.kindDescription)")
        }
        self.path = path
        self.home = home
    }

    /// `config file PATH: DETAIL`.
    func error(_ detail: String) -> ConfigurationError {
        ConfigurationError("config file \(path): \(detail)")
    }

    /// A number within `range`; a value that is no number is told so before one out of the range.
    func number(
        _ field: String, in range: some RangeExpression<Double>, _ expectation: String
    ) throws(ConfigurationError) -> Double? {
        guard let n = try fields.value(field, "a number", \.asNumber) else { return nil }
        guard range.contains(n) else { throw fields.mismatch(field, expectation, .number(n)) }
        return n
    }

    /// A path, resolved: absolute as it is, `~/` against HOME, otherwise against the config file's directory.
    func filePath(_ field: String, _ expectation: String) throws(ConfigurationError) -> String? {
        guard let s = try fields.string(field, expectation, { $0.isEmpty ? nil : $0 }) else { return nil }
        if s.hasPrefix("/") { return s }
        if s == "~" || s.hasPrefix("~/"), let home { return home + s.dropFirst() }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (directory.isEmpty ? "." : directory) + "/" + s
    }

    /// `["apiHub", "dataGoKr"]`: each provider at most once; one left out is not asked.
    func providers() throws(ConfigurationError) -> [ProviderID]? {
        guard let value = fields["providers"] else { return nil }
        let names = ProviderID.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .array(let items) = value, !items.isEmpty else {
            throw fields.mismatch("providers", "a list of providers in the order to ask them, from \(names)", value)
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
        guard let value = fields["schedules"] else { return [] }
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
        guard let value = fields["tomorrow"] else { return nil }
        guard case .object = value else {
            throw error("\"tomorrow\" must be an object such as {\"from\": \"07:00\", \"until\": \"21:00\"}")
        }
        let times = JSONFields(object: value) { key, expectation, value in
            fields.mismatch("tomorrow.\(key)", expectation, value)
        }
        let time = "a time of day HH:mm (KST)"
        let from = try times.string("from", time, TimeOfDay.init(parsing:)) ?? TomorrowWindow.defaultFrom
        let until = try times.string("until", time, TimeOfDay.init(parsing:)) ?? TomorrowWindow.defaultUntil
        guard from != until else {
            throw error(
                "\"tomorrow.until\" must differ from \"tomorrow.from\" (\(from)); an earlier time means the next day")
        }
        return Configuration.DaytimeHours(from: from, until: until)
    }

    /// `{"nowcast": false, "airQuality": false, "uv": false, "alerts": false, "pollen": false}`: the registry's
    /// switches (`keys`); a key left out stays on. Unknown keys are an error here, unlike at the top level: a
    /// misspelt switch would otherwise leave a source on unnoticed.
    func sources(keys: [String]) throws(ConfigurationError) -> SourceSwitches {
        var switches = SourceSwitches()
        guard let value = fields["sources"] else { return switches }
        guard case .object(let members) = value else {
            throw fields.mismatch(
                "sources", "an object of switches such as {\"nowcast\": false, \"airQuality\": false, \"uv\": false}",
                value)
        }
        for (key, field) in members {
            guard keys.contains(key) else {
                throw error(
                    "\"sources\" has no switch \"\(key)\": use " + keys.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            guard case .bool(let on) = field else {
                throw error("\"sources\".\(key) must be true or false, not \(field.kindDescription)")
            }
            if !on { switches.off.insert(key) }
        }
        return switches
    }

    /// `["padded-jacket", "jeans", …]` (what you own) or `{"not": ["short-skirt", …]}` (what you never wear).
    /// Ids the rule table does not know are kept here and ignored by the engine (`--verbose` lists them).
    func wardrobe() throws(ConfigurationError) -> Wardrobe? {
        guard let value = fields["wardrobe"] else { return nil }
        let shapes = "a list of garment ids you own ([\"padded-jacket\", \"jeans\"]) or {\"not\": [ids you never wear]}"
        func ids(_ list: JSONValue, field: String) throws(ConfigurationError) -> Set<String> {
            guard case .array(let items) = list else { throw fields.mismatch(field, shapes, list) }
            let ids = items.map { $0.asString?.trimmingCharacters(in: .whitespaces) ?? "" }
            if let i = ids.firstIndex(of: "") {
                throw error(
                    "\"\(field)\"[\(i)] must be a garment id such as \"padded-jacket\", not " + items[i].kindDescription
                )
            }
            return Set(ids)
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
            throw fields.mismatch("wardrobe", shapes, value)
        }
    }
}

/// A JSON object's members read by name: one absent or `null` is unset (nil), and one that will not do is
/// `mismatch(key, expectation, value)`, worded by the reader's owner (the config file's `must be …, not …`, a
/// schedule's `expected …, got …`, a `batch` line's `"hours" must be …`).
struct JSONFields<Failure: Error> {
    let object: JSONValue
    let mismatch: (_ key: String, _ expectation: String, _ value: JSONValue) -> Failure

    subscript(key: String) -> JSONValue? {
        guard let value = object[key], value != .null else { return nil }
        return value
    }

    /// The member as `read` takes it; nil when unset.
    func value<T>(_ key: String, _ expectation: String, _ read: (JSONValue) -> T?) throws(Failure) -> T? {
        guard let value = self[key] else { return nil }
        guard let read = read(value) else { throw mismatch(key, expectation, value) }
        return read
    }

    func string<T>(_ key: String, _ expectation: String, _ read: (String) -> T?) throws(Failure) -> T? {
        try value(key, expectation) { $0.asString.flatMap(read) }
    }
}

extension JSONValue {
    var asString: String? { if case .string(let s) = self { s } else { nil } }
    var asNumber: Double? { if case .number(let n) = self { n } else { nil } }

    /// A number that is a whole one within `range`.
    func whole(in range: ClosedRange<Int>) -> Int? {
        guard case .number(let n) = self, let i = Int(exactly: n), range.contains(i) else { return nil }
        return i
    }

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
