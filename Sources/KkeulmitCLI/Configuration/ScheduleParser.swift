import Foundation
import KkeulmitCore

/// Reads the config file's `schedules` (docs/CLI.md, "Config file"): `name`, `days` (`DaySet`) and `time` (KST)
/// required; `hours` or `until` (not both; neither: `defaultHours`), `location`, `format`, `lang`, `back`, `output`.
/// Unknown keys are ignored so that newer config files still load; `null` counts as absent. The first problem found
/// is thrown as a `ScheduleConfigError`.
package enum ScheduleParser {
    /// Parses the `schedules` value itself (a JSON array).
    package static func parse(_ value: JSONValue, defaultHours: Int) throws(ScheduleConfigError) -> [ScheduleEntry] {
        guard case .array(let entries) = value else {
            throw ScheduleConfigError(message: "expected an array of schedule objects, got \(value.shortDescription)")
        }
        var result: [ScheduleEntry] = []
        var seen: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let schedule = try parseEntry(entry, index: index, defaultHours: defaultHours)
            if let first = seen[schedule.name] {
                throw ScheduleConfigError(
                    index: index, name: schedule.name, field: "name",
                    message: "duplicate of schedules[\(first)]; names must be unique")
            }
            seen[schedule.name] = index
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
        func field(_ key: String) -> JSONValue? {
            guard let v = entry[key], v != .null else { return nil }
            return v
        }
        // The name comes first so that every later error can say which entry it is about.
        let name = try parseName(field("name"), index: index)
        func fail(_ key: String, _ message: String) -> ScheduleConfigError {
            ScheduleConfigError(index: index, name: name, field: key, message: message)
        }
        let days = try parseDays(field("days"), fail: fail)
        guard let timeValue = field("time") else { throw fail("time", "missing (HH:mm, KST, e.g. \"07:30\")") }
        guard case .string(let timeText) = timeValue, let time = TimeOfDay(parsing: timeText) else {
            throw fail("time", "expected HH:mm, got \(timeValue.shortDescription)")
        }
        let span = try parseSpan(
            hours: field("hours"), until: field("until"), from: time, defaultHours: defaultHours, fail: fail)
        var parsed = ScheduleEntry(schedule: Schedule(name: name, days: days, time: time, span: span))
        if let value = field("location") {
            parsed.location = try parseLocation(value, fail: fail)
        }
        if let value = field("format") {
            try parseFormat(value, into: &parsed, fail: fail)
        }
        if let value = field("lang") {
            guard case .string(let s) = value, let language = OutputLanguage(rawValue: s) else {
                throw fail("lang", "expected ko or en, got \(value.shortDescription)")
            }
            parsed.language = language
        }
        if let value = field("back") {
            guard case .string(let text) = value, let back = TimeOfDay(parsing: text) else {
                throw fail("back", "expected HH:mm (KST, when you come home), got \(value.shortDescription)")
            }
            parsed.back = back
        }
        if let value = field("output") {
            guard case .string(let text) = value, let output = ScheduleOutput(parsing: text) else {
                throw fail(
                    "output",
                    "expected \"stdout\", \"notify\" or \"file:/ABSOLUTE/PATH\", got \(value.shortDescription)")
            }
            parsed.output = output
        }
        return parsed
    }

    /// An entry's `name`: what `run-schedule NAME` runs and every later error names the entry by.
    private static func parseName(_ value: JSONValue?, index: Int) throws(ScheduleConfigError) -> String {
        guard let value else {
            throw ScheduleConfigError(
                index: index, field: "name", message: "missing (a name for run-schedule, e.g. \"commute\")")
        }
        guard case .string(let name) = value, Schedule.isValidName(name) else {
            throw ScheduleConfigError(
                index: index, field: "name",
                message: "expected letters, digits, '_' and '-' (not starting with '-', at most 64), got "
                    + value.shortDescription)
        }
        return name
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
            var parts: [String] = []
            for item in items {
                guard case .string(let s) = item else {
                    throw fail("days", "expected day names, got \(item.shortDescription) in the array")
                }
                parts.append(s)
            }
            daySpec = parts.joined(separator: ",")
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
        hours: JSONValue?, until: JSONValue?, from time: TimeOfDay, defaultHours: Int,
        fail: (String, String) -> ScheduleConfigError
    ) throws(ScheduleConfigError) -> ScheduleSpan {
        switch (hours, until) {
        case (.some, .some):
            throw fail("until", "give either hours or until, not both")
        case (.some(let hoursValue), nil):
            let range = AdviceWindow.hoursRange
            guard case .number(let n) = hoursValue, let hours = Int(exactly: n), range.contains(hours) else {
                throw fail(
                    "hours",
                    "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(hoursValue.shortDescription)"
                )
            }
            return .hours(hours)
        case (nil, .some(let untilValue)):
            guard case .string(let text) = untilValue, let end = TimeOfDay(parsing: text) else {
                throw fail("until", "expected HH:mm, got \(untilValue.shortDescription)")
            }
            guard end != time else {
                throw fail("until", "must differ from time (\(time)); an earlier time means the next day")
            }
            return .until(end)
        case (nil, nil):
            return .hours(defaultHours)
        }
    }

    /// `format`: a format name, or a template (a value containing `{`), as `--format` takes them.
    private static func parseFormat(
        _ value: JSONValue, into entry: inout ScheduleEntry, fail: (String, String) -> ScheduleConfigError
    ) throws(ScheduleConfigError) {
        guard case .string(let text) = value else { throw fail("format", formatExpectation(value)) }
        if OutputTemplate.isTemplate(text) {
            do {
                entry.template = try OutputTemplate(parsing: text)
            } catch {
                throw fail("format", error.message.replacingOccurrences(of: "--format template", with: "template"))
            }
        } else {
            guard let format = OutputFormat(rawValue: text) else { throw fail("format", formatExpectation(value)) }
            entry.format = format
        }
    }

    static func formatExpectation(_ value: JSONValue) -> String {
        "expected \(OptionSpec.formats.orList), or a template such as \"{feels}°C {pick}\", got \(value.shortDescription)"
    }

    static func parseLocation(_ value: JSONValue, fail: (String, String) -> ScheduleConfigError)
        throws(ScheduleConfigError) -> LocationSpec
    {
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
        let o = value
        func has(_ k: String) -> Bool { o[k].map { $0 != .null } ?? false }
        let given = [has("nx") || has("ny"), has("lat") || has("lon"), has("place")].filter { $0 }.count
        guard given == 1 else {
            throw fail("location", given == 0 ? "expected \(forms)" : "give only one of nx/ny, lat/lon or place")
        }
        func number(_ k: String, _ what: String) throws(ScheduleConfigError) -> Double {
            guard let v = o[k], v != .null else { throw fail("location." + k, "missing (\(what))") }
            guard case .number(let n) = v, n.isFinite else {
                throw fail("location." + k, "expected \(what), got \(v.shortDescription)")
            }
            return n
        }
        if has("place") {
            guard case .string(let place)? = o["place"], !place.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("location.place", "expected a place name, got \(o["place"]!.shortDescription)")
            }
            return .place(place.trimmingCharacters(in: .whitespaces))
        }
        // Both numbers are read before either range is checked.
        func check(_ k: String, _ what: String, _ ok: Bool) throws(ScheduleConfigError) {
            guard ok else { throw fail("location." + k, "expected \(what), got \(o[k]!.shortDescription)") }
        }
        if has("nx") || has("ny") {
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

/// A `schedules` entry the config file got wrong, named precisely enough to find and fix:
/// `schedules[1] ("commute").time: expected HH:mm, got '7:3'`.
///
/// Entries are counted from 0, as in JSON tools (`jq '.schedules[1]'`).
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
