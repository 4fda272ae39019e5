import Foundation
import KkeulmitCore

/// The config file's settings; every one optional. Unknown keys are ignored, so newer config files still load.
package struct Configuration: Equatable, Sendable {
    package var location: LocationSpec?
    package var language: OutputLanguage?
    package var hours: Int?
    /// Added to the feels-like temperature before choosing a band.
    package var temperatureOffset: Double?
    /// An absolute path (relative ones are resolved against the config file's directory, `~/` against HOME).
    package var serviceKeyFile: String?
    /// `apiHubKeyFile`: the file holding KMA API Hub's `authKey`; resolved as `serviceKeyFile` is.
    package var apiHubKeyFile: String?
    /// `providers`: the order the providers are asked in (`["apiHub", "dataGoKr"]`); nil: data.go.kr first.
    package var providers: [ProviderID]?
    package var maxStaleHours: Double?
    /// `schedules`: the entries `schedule` writes to the crontab or as systemd timers and `run-schedule` runs;
    /// empty when unset.
    package var schedules: [ScheduleEntry]
    /// `tomorrow`: the daytime `kkeulmit tomorrow` covers; nil for 07:00–21:00.
    package var tomorrow: DaytimeHours?
    /// `rules`: the resolved path of a user's outfit rule table.
    package var rulesFile: String?
    /// The table `rulesFile` holds, read and validated by `load`; nil: the built-in chart.
    package var rules: OutfitRuleTable?
    /// `wardrobe`: the garments the outfit is picked from; nil: the chart's first choices.
    package var wardrobe: Wardrobe?
    /// `sources`: the optional sources turned off; all on when unset.
    package var sources = SourceSwitches()
    /// `ambiguousWidth`: how the terminal draws East Asian ambiguous-width characters; nil when unset.
    package var ambiguousWidth: AmbiguousWidth?

    package init(
        location: LocationSpec? = nil, language: OutputLanguage? = nil, hours: Int? = nil,
        temperatureOffset: Double? = nil, serviceKeyFile: String? = nil, maxStaleHours: Double? = nil,
        schedules: [ScheduleEntry] = [], tomorrow: DaytimeHours? = nil, rulesFile: String? = nil,
        rules: OutfitRuleTable? = nil
    ) {
        self.location = location
        self.language = language
        self.hours = hours
        self.temperatureOffset = temperatureOffset
        self.serviceKeyFile = serviceKeyFile
        self.maxStaleHours = maxStaleHours
        self.schedules = schedules
        self.tomorrow = tomorrow
        self.rulesFile = rulesFile
        self.rules = rules
    }

    /// The hours of the day `tomorrow` advises for (`{"from": "07:00", "until": "21:00"}`).
    package struct DaytimeHours: Equatable, Sendable {
        package var from: TimeOfDay
        package var until: TimeOfDay

        package init(from: TimeOfDay, until: TimeOfDay) {
            self.from = from
            self.until = until
        }
    }

    /// Reads the config at `path`. A missing file gives the empty configuration unless `required` (an explicit
    /// `--config`).
    /// `switches`: the `"sources"` switches the registry declares.
    package static func load(
        path: String, required: Bool, fileSystem: any FileSystem, home: String?,
        switches: [String] = SourceRegistry.builtIn.switchKeys
    ) throws(ConfigurationError) -> Configuration {
        let data: Data
        do {
            data = try fileSystem.contents(atPath: path)
        } catch .notFound where !required {
            return Configuration()
        } catch {
            throw ConfigurationError("cannot read config file \(path): \(error.reason)")
        }
        var config = try parse(data, path: path, home: home, switches: switches)
        if let rulesFile = config.rulesFile {
            config.rules = try loadRules(rulesFile, configPath: path, fileSystem: fileSystem)
        }
        return config
    }

    /// Reads and validates the rule table named by `rules`; every problem names the file and the field.
    static func loadRules(_ file: String, configPath: String, fileSystem: any FileSystem)
        throws(ConfigurationError) -> OutfitRuleTable
    {
        let data: Data
        do {
            data = try fileSystem.contents(atPath: file)
        } catch {
            throw ConfigurationError(
                "cannot read the rule table \(file) (\"rules\" in \(configPath)): \(error.reason)")
        }
        do {
            return try OutfitRuleTable.load(json: data)
        } catch {
            throw ConfigurationError(
                "the rule table \(file) (\"rules\" in \(configPath)) is invalid: \(error.description)")
        }
    }

    /// Parses config JSON; `path` is only for messages and resolving a relative `serviceKeyFile`.
    package static func parse(
        _ data: Data, path: String, home: String?, switches: [String] = SourceRegistry.builtIn.switchKeys
    ) throws(ConfigurationError) -> Configuration {
        // Checked first: JSONDecoder accepts a trailing comma and does not say where a mistake is.
        if let mistake = JSONSyntax.check(data) {
            throw ConfigurationError("config file \(path) is not valid JSON: \(mistake)")
        }
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ConfigurationError("config file \(path) is not valid JSON: \(describe(error))")
        }
        guard case .object = root else {
            throw ConfigurationError("config file \(path) must hold a JSON object, not \(root.kindName)")
        }
        func fail(_ field: String, _ expectation: String, _ value: JSONValue) -> ConfigurationError {
            ConfigurationError("config file \(path): \"\(field)\" must be \(expectation), not \(value.kindDescription)")
        }
        func number(_ field: String, _ value: JSONValue) throws(ConfigurationError) -> Double {
            guard case .number(let n) = value else { throw fail(field, "a number", value) }
            return n
        }
        func integer(_ field: String, _ value: JSONValue, _ range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
            let expectation = "an integer from \(range.lowerBound) to \(range.upperBound)"
            guard case .number(let n) = value, n == n.rounded(), let i = Int(exactly: n), range.contains(i) else {
                throw fail(field, expectation, value)
            }
            return i
        }

        var config = Configuration()
        if let value = root["location"], value != .null {
            config.location = try location(value, subject: "config file \(path)")
        }
        if let value = root["lang"], value != .null {
            guard case .string(let s) = value, let language = OutputLanguage(rawValue: s) else {
                throw fail("lang", "\"ko\" or \"en\"", value)
            }
            config.language = language
        }
        if let value = root["hours"], value != .null {
            config.hours = try integer("hours", value, 1...48)
        }
        if let value = root["temperatureOffset"], value != .null {
            let offset = try number("temperatureOffset", value)
            guard (-20...20).contains(offset) else { throw fail("temperatureOffset", "a number from -20 to 20", value) }
            config.temperatureOffset = offset
        }
        if let value = root["serviceKeyFile"], value != .null {
            guard case .string(let s) = value, !s.isEmpty else { throw fail("serviceKeyFile", "a file path", value) }
            config.serviceKeyFile = resolve(s, relativeTo: path, home: home)
        }
        if let value = root["apiHubKeyFile"], value != .null {
            guard case .string(let s) = value, !s.isEmpty else { throw fail("apiHubKeyFile", "a file path", value) }
            config.apiHubKeyFile = resolve(s, relativeTo: path, home: home)
        }
        if let value = root["providers"], value != .null {
            config.providers = try providers(value, path: path)
        }
        if let value = root["maxStaleHours"], value != .null {
            let hours = try number("maxStaleHours", value)
            guard hours >= 0 else { throw fail("maxStaleHours", "a number of hours, 0 or more", value) }
            config.maxStaleHours = hours
        }
        if let value = root["rules"], value != .null {
            guard case .string(let s) = value, !s.isEmpty else {
                throw fail("rules", "the path of an outfit rule table (JSON)", value)
            }
            config.rulesFile = resolve(s, relativeTo: path, home: home)
        }
        if let value = root["tomorrow"], value != .null {
            config.tomorrow = try daytimeHours(value, path: path)
        }
        if let value = root["wardrobe"], value != .null {
            config.wardrobe = try wardrobe(value, path: path)
        }
        if let value = root["sources"], value != .null {
            config.sources = try sources(value, path: path, keys: switches)
        }
        if let value = root["ambiguousWidth"], value != .null {
            guard case .string(let s) = value, let width = AmbiguousWidth(rawValue: s) else {
                throw fail("ambiguousWidth", "\"narrow\" or \"wide\"", value)
            }
            config.ambiguousWidth = width
        }
        if let value = root["schedules"], value != .null {
            do {
                config.schedules = try ScheduleParser.parse(value, defaultHours: config.hours ?? 12)
            } catch {
                throw ConfigurationError("config file \(path): \(error.description)")
            }
            for (index, entry) in config.schedules.enumerated() {
                guard case .coordinates(let lat, let lon) = entry.location else { continue }
                let field = LocationSpec.latitudeRange.contains(lat) ? "lon" : "lat"
                guard LocationSpec.latitudeRange.contains(lat), LocationSpec.longitudeRange.contains(lon) else {
                    throw ConfigurationError(
                        "config file \(path): schedules[\(index)] (\"\(entry.name)\").location.\(field): "
                            + "outside KMA's forecast grid (latitude 31.5 to 43.5, longitude 123 to 133)")
                }
            }
        }
        return config
    }

    /// `["apiHub", "dataGoKr"]`: each provider at most once; one left out is not asked.
    private static func providers(_ value: JSONValue, path: String) throws(ConfigurationError) -> [ProviderID] {
        let names = ProviderID.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let shape = "a list of providers in the order to ask them, from \(names)"
        guard case .array(let items) = value, !items.isEmpty else {
            throw ConfigurationError(
                "config file \(path): \"providers\" must be \(shape), not \(value.kindDescription)")
        }
        var order: [ProviderID] = []
        for (index, item) in items.enumerated() {
            guard case .string(let s) = item, let id = ProviderID(rawValue: s), !order.contains(id) else {
                throw ConfigurationError(
                    "config file \(path): \"providers\"[\(index)] must be one of \(names), each once, not "
                        + item.kindDescription)
            }
            order.append(id)
        }
        return order
    }

    /// `{"nowcast": false, "airQuality": false, "uv": false, "alerts": false, "pollen": false}`: the registry's
    /// switches (`keys`); a key left out stays on. Unknown keys are an error here, unlike at the top level: a
    /// misspelt switch would otherwise leave a source on unnoticed.
    private static func sources(_ value: JSONValue, path: String, keys: [String]) throws(ConfigurationError)
        -> SourceSwitches
    {
        let shape = "an object of switches such as {\"nowcast\": false, \"airQuality\": false, \"uv\": false}"
        guard case .object(let fields) = value else {
            throw ConfigurationError("config file \(path): \"sources\" must be \(shape), not \(value.kindDescription)")
        }
        var switches = SourceSwitches()
        for (key, field) in fields {
            guard keys.contains(key) else {
                throw ConfigurationError(
                    "config file \(path): \"sources\" has no switch \"\(key)\": use "
                        + keys.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            guard case .bool(let on) = field else {
                throw ConfigurationError(
                    "config file \(path): \"sources\".\(key) must be true or false, not \(field.kindDescription)")
            }
            if !on { switches.off.insert(key) }
        }
        return switches
    }

    /// `["padded-jacket", "jeans", …]` (what you own) or `{"not": ["short-skirt", …]}` (what you never wear).
    /// Ids the rule table does not know are kept here and ignored by the engine (`--verbose` lists them).
    private static func wardrobe(_ value: JSONValue, path: String) throws(ConfigurationError) -> Wardrobe {
        let shapes = "a list of garment ids you own ([\"padded-jacket\", \"jeans\"]) or {\"not\": [ids you never wear]}"
        func ids(_ list: JSONValue, field: String) throws(ConfigurationError) -> Set<String> {
            guard case .array(let items) = list else {
                throw ConfigurationError(
                    "config file \(path): \"\(field)\" must be \(shapes), not \(list.kindDescription)")
            }
            var out: Set<String> = []
            for (i, item) in items.enumerated() {
                guard case .string(let id) = item, !id.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw ConfigurationError(
                        "config file \(path): \"\(field)\"[\(i)] must be a garment id such as \"padded-jacket\", not "
                            + item.kindDescription)
                }
                out.insert(id.trimmingCharacters(in: .whitespaces))
            }
            return out
        }
        switch value {
        case .array:
            let owned = try ids(value, field: "wardrobe")
            guard !owned.isEmpty else {
                throw ConfigurationError(
                    "config file \(path): \"wardrobe\" lists no garments: name the ids you own, or leave it out")
            }
            return Wardrobe(.owned(owned))
        case .object(let members) where members.map(\.0) == ["not"]:
            return Wardrobe(.never(try ids(value["not"]!, field: "wardrobe.not")))
        default:
            throw ConfigurationError(
                "config file \(path): \"wardrobe\" must be \(shapes), not \(value.kindDescription)")
        }
    }

    private static func daytimeHours(_ value: JSONValue, path: String) throws(ConfigurationError) -> DaytimeHours {
        let shape = "{\"from\": \"07:00\", \"until\": \"21:00\"}"
        guard case .object = value else {
            throw ConfigurationError("config file \(path): \"tomorrow\" must be an object such as \(shape)")
        }
        func time(_ key: String, _ fallback: TimeOfDay) throws(ConfigurationError) -> TimeOfDay {
            guard let field = value[key], field != .null else { return fallback }
            guard case .string(let text) = field, let time = TimeOfDay(parsing: text) else {
                throw ConfigurationError(
                    "config file \(path): \"tomorrow.\(key)\" must be a time of day HH:mm (KST), not "
                        + field.kindDescription)
            }
            return time
        }
        let from = try time("from", TomorrowWindow.defaultFrom)
        let until = try time("until", TomorrowWindow.defaultUntil)
        guard from != until else {
            throw ConfigurationError(
                "config file \(path): \"tomorrow.until\" must differ from \"tomorrow.from\" (\(from)); "
                    + "an earlier time means the next day")
        }
        return DaytimeHours(from: from, until: until)
    }

    /// A `"location"` value; `subject` starts its error messages (`config file PATH`, `line 3`).
    static func location(_ value: JSONValue, subject: String) throws(ConfigurationError) -> LocationSpec {
        let shapes = "{\"nx\": 60, \"ny\": 127}, {\"lat\": 37.57, \"lon\": 126.98} or {\"place\": \"서울특별시 종로구\"}"
        // A bare place name, as a schedule's `location` takes it: one config file, one rule.
        if case .string(let name) = value {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else {
                throw ConfigurationError(
                    "\(subject): \"location\" is an empty place name; use one of \(shapes)")
            }
            return .place(trimmed)
        }
        guard case .object(let members) = value else {
            throw ConfigurationError("\(subject): \"location\" must be one of \(shapes)")
        }
        let keys = Set(members.map(\.0)).intersection(["nx", "ny", "lat", "lon", "place"])
        func bad(_ detail: String) -> ConfigurationError {
            ConfigurationError("\(subject): \"location\" \(detail); use one of \(shapes)")
        }
        switch keys {
        case ["nx", "ny"]:
            guard case .number(let x) = value["nx"]!, let nx = Int(exactly: x), GridCell.nxRange.contains(nx) else {
                throw bad("has \"nx\" that is not an integer from 1 to 149")
            }
            guard case .number(let y) = value["ny"]!, let ny = Int(exactly: y), GridCell.nyRange.contains(ny) else {
                throw bad("has \"ny\" that is not an integer from 1 to 253")
            }
            return .cell(nx: nx, ny: ny)
        case ["lat", "lon"]:
            guard case .number(let lat) = value["lat"]!, LocationSpec.latitudeRange.contains(lat) else {
                throw bad("has \"lat\" that is not a latitude from 31.5 to 43.5")
            }
            guard case .number(let lon) = value["lon"]!, LocationSpec.longitudeRange.contains(lon) else {
                throw bad("has \"lon\" that is not a longitude from 123 to 133")
            }
            return .coordinates(latitude: lat, longitude: lon)
        case ["place"]:
            guard case .string(let name) = value["place"]!, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw bad("has \"place\" that is not a place name")
            }
            return .place(name.trimmingCharacters(in: .whitespaces))
        default:
            throw bad(keys.isEmpty ? "names no location" : "mixes " + keys.sorted().joined(separator: ", "))
        }
    }

    static func resolve(_ path: String, relativeTo configPath: String, home: String?) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" || path.hasPrefix("~/"), let home { return home + path.dropFirst() }
        let directory = configPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return (directory.isEmpty ? "." : directory) + "/" + path
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
    fileprivate var kindDescription: String {
        switch self {
        case .string(let s): "the string " + quoted(s, quote: "\"")
        case .number(let n): "the number \(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))"
        case .bool(let b): "\(b)"
        default: kindName
        }
    }
}
