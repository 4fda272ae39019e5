import Foundation
import KkeulmitCore

/// Reads the config file's `schedules` (docs/CLI.md, "Config file"): `name`, `days` (`DaySet`) and `time` (KST)
/// required; `hours` or `until` (not both; neither: `defaultHours`), `location`, `format`, `lang`, `back`, `output`.
/// Unknown keys are ignored so newer configs load; `null` is absent; the first problem throws `ScheduleConfigError`.
package enum ScheduleParser {
    /// Parses the `schedules` value itself (a JSON array).
    package static func parse(_ value: JSONValue, defaultHours: Int) throws(ScheduleConfigError) -> [ScheduleEntry] {
        guard case .array(let entries) = value else {
            throw ScheduleConfigError(message: "expected an array of schedule objects, got \(value.shortDescription)")
        }
        var result: [ScheduleEntry] = []
        for (index, entry) in entries.enumerated() {
            let schedule = try parseEntry(entry, index: index, defaultHours: defaultHours)
            if let first = result.firstIndex(where: { $0.name == schedule.name }) {
                throw ScheduleConfigError(
                    index: index, name: schedule.name, field: "name",
                    message: "duplicate of schedules[\(first)]; names must be unique")
            }
            result.append(schedule)
        }
        return result
    }

    static func parseEntry(_ entry: JSONValue, index: Int, defaultHours: Int) throws(ScheduleConfigError)
        -> ScheduleEntry
    {
        guard case .object = entry else {
            throw ScheduleConfigError(index: index, message: "expected an object, got \(entry.shortDescription)")
        }
        func fields(_ name: String?) -> JSONFields<ScheduleConfigError> {
            JSONFields(object: entry) { key, expected, value in
                ScheduleConfigError(
                    index: index, name: name, field: key, message: "expected \(expected), got \(value.shortDescription)"
                )
            }
        }
        // The name comes first so every later error can say which entry it is about: what `run-schedule NAME` runs.
        let rule = "letters, digits, '_' and '-' (not starting with '-', at most 64)"
        guard let name = try fields(nil).string("name", rule, { Schedule.isValidName($0) ? $0 : nil }) else {
            throw ScheduleConfigError(
                index: index, field: "name", message: "missing (a name for run-schedule, e.g. \"commute\")")
        }
        let field = fields(name)
        func fail(_ key: String, _ message: String) -> ScheduleConfigError {
            ScheduleConfigError(index: index, name: name, field: key, message: message)
        }
        let days = try parseDays(field["days"], fail: fail)
        guard let time = try field.string("time", "HH:mm", TimeOfDay.init(parsing:)) else {
            throw fail("time", "missing (HH:mm, KST, e.g. \"07:30\")")
        }
        let span = try parseSpan(field, from: time, defaultHours: defaultHours, fail: fail)
        let location = try parseLocation(field["location"], fail: fail)
        let (format, template) = try parseFormat(field, fail: fail)
        return ScheduleEntry(
            schedule: Schedule(name: name, days: days, time: time, span: span), location: location, format: format,
            template: template, language: try field.string("lang", "ko or en", OutputLanguage.init(rawValue:)),
            back: try field.string("back", "HH:mm (KST, when you come home)", TimeOfDay.init(parsing:)),
            output: try field.string(
                "output", "\"stdout\", \"notify\" or \"file:/ABSOLUTE/PATH\"", ScheduleOutput.init(parsing:)) ?? .stdout
        )
    }

    /// `days`: a day spec (`"mon-fri"`) or a list of them (`["sat", "sun"]`, read joined by commas).
    private static func parseDays(_ value: JSONValue?, fail: (String, String) -> ScheduleConfigError)
        throws(ScheduleConfigError) -> DaySet
    {
        guard let value else { throw fail("days", "missing (e.g. \"mon-fri\", \"sat,sun\" or \"daily\")") }
        let daySpec: String
        switch value {
        case .string(let s): daySpec = s
        case .array(let items):
            if let item = items.first(where: { $0.asString == nil }) {
                throw fail("days", "expected day names, got \(item.shortDescription) in the array")
            }
            daySpec = items.compactMap(\.asString).joined(separator: ",")
        default:
            throw fail("days", "expected a day spec such as \"mon-fri\", got \(value.shortDescription)")
        }
        do {
            return try DaySet(parsing: daySpec)
        } catch {
            throw fail("days", error.description)
        }
    }

    /// `hours` or `until` (not both) from `time`; neither: `defaultHours`.
    private static func parseSpan(
        _ field: JSONFields<ScheduleConfigError>, from time: TimeOfDay, defaultHours: Int,
        fail: (String, String) -> ScheduleConfigError
    ) throws(ScheduleConfigError) -> ScheduleSpan {
        if field["hours"] != nil, field["until"] != nil { throw fail("until", "give either hours or until, not both") }
        let range = AdviceWindow.hoursRange
        let whole = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        if let hours = try field.value("hours", whole, { $0.whole(in: range) }) { return .hours(hours) }
        guard let end = try field.string("until", "HH:mm", TimeOfDay.init(parsing:)) else {
            return .hours(defaultHours)
        }
        guard end != time else {
            throw fail("until", "must differ from time (\(time)); an earlier time means the next day")
        }
        return .until(end)
    }

    /// `format`: a format name, or a template (a value containing `{`), as `--format` takes them.
    private static func parseFormat(
        _ field: JSONFields<ScheduleConfigError>, fail: (String, String) -> ScheduleConfigError
    ) throws(ScheduleConfigError) -> (OutputFormat?, OutputTemplate?) {
        let expected = "\(OptionSpec.formats.orList), or a template such as \"{feels}°C {pick}\""
        guard let text = try field.string("format", expected, { $0 }) else { return (nil, nil) }
        guard OutputTemplate.isTemplate(text) else {
            return (try field.string("format", expected, OutputFormat.init(rawValue:)), nil)
        }
        do {
            return (nil, try OutputTemplate(parsing: text))
        } catch {
            throw fail("format", error.message.replacingOccurrences(of: "--format template", with: "template"))
        }
    }

    static func parseLocation(_ value: JSONValue?, fail: @escaping (String, String) -> ScheduleConfigError)
        throws(ScheduleConfigError) -> LocationSpec?
    {
        guard let value else { return nil }
        let forms = "{\"nx\", \"ny\"}, {\"lat\", \"lon\"} or {\"place\"}"
        if case .string(let place) = value {
            guard !place.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("location", "expected a place name, got ''")
            }
            return .place(place.trimmingCharacters(in: .whitespaces))
        }
        guard case .object = value else {
            throw fail("location", "expected \(forms), got \(value.shortDescription)")
        }
        let o = JSONFields(object: value) { key, expected, value in
            fail("location." + key, "expected \(expected), got \(value.shortDescription)")
        }
        let given = [o["nx"] ?? o["ny"], o["lat"] ?? o["lon"], o["place"]].filter { $0 != nil }.count
        guard given == 1 else {
            throw fail("location", given == 0 ? "expected \(forms)" : "give only one of nx/ny, lat/lon or place")
        }
        let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespaces) }
        if let place = try o.string("place", "a place name", { trimmed($0).isEmpty ? nil : trimmed($0) }) {
            return .place(place)
        }
        func number(_ k: String, _ what: String) throws(ScheduleConfigError) -> Double {
            guard let n = try o.value(k, what, { $0.asNumber.flatMap { $0.isFinite ? $0 : nil } }) else {
                throw fail("location." + k, "missing (\(what))")
            }
            return n
        }
        // Both numbers are read before either range is checked.
        func check(_ k: String, _ what: String, _ ok: Bool) throws(ScheduleConfigError) {
            guard ok else { throw o.mismatch(k, what, o[k]!) }
        }
        if o["nx"] ?? o["ny"] != nil {
            let (nxWhat, nyWhat) = ("a whole number from 1 to 149", "a whole number from 1 to 253")
            let (nx, ny) = (try number("nx", nxWhat), try number("ny", nyWhat))
            try check("nx", nxWhat, nx.rounded() == nx && GridCell.nxRange.contains(Int(exactly: nx) ?? 0))
            try check("ny", nyWhat, ny.rounded() == ny && GridCell.nyRange.contains(Int(exactly: ny) ?? 0))
            return .cell(nx: Int(nx), ny: Int(ny))
        }
        let (latWhat, lonWhat) = ("a latitude from -90 to 90", "a longitude from -180 to 180")
        let (lat, lon) = (try number("lat", latWhat), try number("lon", lonWhat))
        try check("lat", latWhat, (-90...90).contains(lat))
        try check("lon", lonWhat, (-180...180).contains(lon))
        return .coordinates(latitude: lat, longitude: lon)
    }
}

/// A `schedules` entry the config file got wrong, named precisely enough to find and fix, counted from 0 as in JSON
/// tools (`jq '.schedules[1]'`): `schedules[1] ("commute").time: expected HH:mm, got '7:3'`.
package struct ScheduleConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry's position in the array; nil when the `schedules` value itself is wrong.
    package var index: Int?
    /// The entry's name, once it has been read and found valid.
    package var name: String?
    /// The field path inside the entry (`time`, `location.nx`); nil for the entry as a whole.
    package var field: String?
    package var message: String

    package var description: String {
        var where_ = "schedules"
        if let index { where_ += "[\(index)]" }
        if let name { where_ += " (\"\(name)\")" }
        if let field { where_ += "." + field }
        return where_ + ": " + message
    }
}
