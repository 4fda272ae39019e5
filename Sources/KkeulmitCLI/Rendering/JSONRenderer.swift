import KkeulmitCore

/// The `--json` output, schemaVersion 1 (contract: "JSON output").
///
/// Required keys keep their names and order; absent values are `null`. Temperatures, humidity and amounts are
/// integers when whole (`-3`, `50`, `6.2`); feels-like, basis temperature and wind always carry one decimal.
package enum JSONRenderer {
    package static let schemaVersion = 1

    /// One JSON object and a newline.
    package static func render(_ report: AdviceReport, language: OutputLanguage) -> String {
        JSONWriter.write(value(report, language: language)) + "\n"
    }

    package static func value(_ report: AdviceReport, language: OutputLanguage) -> JSONValue {
        guard case .object(var members) = coreValue(report, language: language) else { return .null }
        // Present only when there is something to say, so `now`'s and `at`'s output is unchanged.
        if let c = report.comparison { members.append(("comparison", comparison(c))) }
        if let s = report.schedule {
            members.append(
                ("schedule", .object([("name", .string(s.name)), ("occurrence", .string(s.occurrence.iso8601))])))
        }
        return .object(members)
    }

    private static func comparison(_ c: AdviceReport.Comparison) -> JSONValue {
        .object([
            ("previousDate", .string(c.previousDate.description)),
            ("hours", .integer(c.hours)),
            ("previousMin", compact(c.previousMin)),
            ("previousMax", compact(c.previousMax)),
            ("tomorrowMin", compact(c.tomorrowMin)),
            ("tomorrowMax", compact(c.tomorrowMax)),
            ("meanChange", compact(c.meanChange)),
            ("verdict", .string(c.verdict.rawValue)),
        ])
    }

    private static func coreValue(_ report: AdviceReport, language: OutputLanguage) -> JSONValue {
        let lang = language
        return .object([
            ("schemaVersion", .integer(schemaVersion)),
            ("demo", .bool(report.demo)),
            ("stale", .bool(report.stale != nil)),
            ("staleAgeMinutes", report.stale.map { .integer($0.ageMinutes) } ?? .null),
            ("lang", .string(lang.rawValue)),
            ("location", location(report.location)),
            ("forecastBase", .string(report.forecastBase.iso8601)),
            (
                "window",
                .object([
                    ("start", .string(report.window.start.iso8601)),
                    ("end", .string(report.window.end.iso8601)),
                    ("hours", .integer(report.window.hours)),
                    ("requestedHours", .integer(report.window.requestedHours)),
                ])
            ),
            ("conditions", conditions(report.conditions)),
            (
                "outfit",
                .object([
                    ("band", .integer(report.outfit.band)),
                    ("basisTemperature", oneDecimal(report.outfit.basisTemperature)),
                    ("temperatureOffset", compact(report.outfit.temperatureOffset)),
                    ("umbrella", .bool(report.outfit.umbrella)),
                    (
                        "items",
                        .array(
                            report.outfit.items.map {
                                .object([("id", .string($0.id)), ("label", .string($0.label.in(lang)))])
                            })
                    ),
                    ("notes", .array(report.outfit.notes.map { note($0, lang) })),
                ])
            ),
            ("hourly", .array(report.hourly.map(hour))),
            ("warnings", .array(report.warnings.map { note($0, lang) })),
        ])
    }

    private static func location(_ l: AdviceReport.Location) -> JSONValue {
        var members: [(String, JSONValue)] = [("nx", .integer(l.nx)), ("ny", .integer(l.ny))]
        if let lat = l.latitude { members.append(("lat", .decimal(lat, places: 6, fixed: false))) }
        if let lon = l.longitude { members.append(("lon", .decimal(lon, places: 6, fixed: false))) }
        if let name = l.name { members.append(("name", .string(name))) }
        return .object(members)
    }

    private static func conditions(_ c: AdviceReport.Conditions) -> JSONValue {
        .object([
            ("temperatureMin", compact(c.temperatureMin)),
            ("temperatureMax", compact(c.temperatureMax)),
            ("feelsLikeMin", oneDecimal(c.feelsLikeMin)),
            ("feelsLikeMax", oneDecimal(c.feelsLikeMax)),
            ("precipitationProbabilityMax", c.precipitationProbabilityMax.map { .integer($0) } ?? .null),
            ("precipitationTypes", .array(c.precipitationTypes.map { .string($0.jsonName) })),
            ("rainHours", .array(c.rainHours.map { .string($0.iso8601) })),
            ("windSpeedMax", oneDecimal(c.windSpeedMax)),
            ("dailyMinimum", compact(c.dailyMinimum)),
            ("dailyMaximum", compact(c.dailyMaximum)),
        ])
    }

    private static func note(_ n: AdviceReport.Note, _ lang: OutputLanguage) -> JSONValue {
        .object([
            ("id", .string(n.id)),
            ("text", .string(n.text.in(lang))),
            ("values", .object(n.values.sorted { $0.key < $1.key }.map { ($0.key, compact($0.value)) })),
        ])
    }

    private static func hour(_ h: AdviceReport.Hour) -> JSONValue {
        .object([
            ("time", .string(h.time.iso8601)),
            ("temperature", compact(h.temperature)),
            ("feelsLike", oneDecimal(h.feelsLike)),
            ("precipitationProbability", h.precipitationProbability.map { .integer($0) } ?? .null),
            ("precipitationType", h.precipitationType.map { .string($0.jsonName) } ?? .null),
            ("sky", h.sky.map { .string($0.jsonName) } ?? .null),
            ("precipitationMm", compact(h.precipitationMm)),
            ("snowCm", compact(h.snowCm)),
            ("humidity", compact(h.humidity)),
            ("windSpeed", oneDecimal(h.windSpeed)),
        ])
    }

    private static func compact(_ v: Double?) -> JSONValue {
        v.map { .decimal($0, places: 1, fixed: false) } ?? .null
    }

    private static func oneDecimal(_ v: Double?) -> JSONValue {
        v.map { .decimal($0, places: 1, fixed: true) } ?? .null
    }
}
