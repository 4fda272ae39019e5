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
            throw ConfigurationError("config file \(path) is not valid JSON: \(Self.describe(error))")
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
        return Configuration.resolve(s, relativeTo: path, home: home)
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

    private static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return (underlying ?? context.debugDescription).replacingOccurrences(of: "\n", with: " ")
        }
        return "unreadable"
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
