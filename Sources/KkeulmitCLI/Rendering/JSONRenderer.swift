import KkeulmitCore

/// The `--json` output, schemaVersion 1 (contract: "JSON output"). Required keys keep their names and order; absent
/// values are `null`. Temperatures, humidity and amounts are integers when whole (`-3`, `50`, `6.2`); feels-like, basis
/// temperature and wind always carry one decimal.
package enum JSONRenderer {
    package static let schemaVersion = 1

    /// One JSON object and a newline.
    package static func render(_ report: AdviceReport, language: OutputLanguage) -> String {
        JSONWriter.write(value(report, language: language)) + "\n"
    }

    package static func value(_ report: AdviceReport, language: OutputLanguage) -> JSONValue {
        var members = contractMembers(report, language)
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
            ("kind", .string(c.kind.rawValue)),
        ])
    }

    /// `outfit`: the contract's keys, then the layers, the learned offset and (with `--back`) the way home.
    private static func outfit(_ o: OutfitAdvice, _ lang: OutputLanguage) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("band", .integer(o.band)),
            ("basisTemperature", oneDecimal(o.basisTemperature)),
            ("temperatureOffset", compact(o.temperatureOffset)),
            ("learnedOffset", compact(o.learnedOffset?.value ?? 0)),
            ("umbrella", .bool(o.umbrella)),
            ("items", .array(o.items.map { item($0.id, $0.label, lang) })),
            ("layers", layers(o.outfit, lang)),
            ("notes", .array(o.notes.map { note($0.id, $0.text, numbers($0.values), lang) })),
            ("insulation", o.insulation.map(insulation) ?? .null),
            ("heat", o.heat.map(heat) ?? .null),
        ]
        if let back = o.back {
            let carry = back.carry.map(\.pick) + (back.carryUmbrella ? [OutfitEngine.umbrellaItem] : [])
            members.append(
                (
                    "back",
                    .object([
                        ("time", .string(back.time.iso8601)),
                        ("conditions", conditions(back.conditions)),
                        ("band", .integer(back.band)),
                        ("basisTemperature", oneDecimal(back.basisTemperature)),
                        ("umbrella", .bool(back.umbrella)),
                        ("layers", layers(back.outfit, lang)),
                        ("carry", .array(carry.map { item($0.id, $0.label, lang) })),
                        ("takeOff", .array(back.takeOff.map { item($0.pick.id, $0.pick.label, lang) })),
                        ("insulation", back.insulation.map(insulation) ?? .null),
                    ])
                ))
        }
        return .object(members)
    }

    /// `[{"layer", "pick": {"id", "label", "clo", "owned"?}, "alternatives": [{"id", "label", "clo"}, …]}]`;
    /// `owned` only with a wardrobe.
    private static func layers(_ layers: [LayerChoice], _ lang: OutputLanguage) -> JSONValue {
        .array(
            layers.map { l in
                var pick = garment(l.pick, lang)
                if let owned = l.owned { pick.append(("owned", .bool(owned))) }
                return .object([
                    ("layer", .string(l.layer.rawValue)),
                    ("pick", .object(pick)),
                    ("alternatives", .array(l.alternatives.map { .object(garment($0, lang)) })),
                ])
            })
    }

    /// A garment of an outfit: its id, name and intrinsic insulation.
    private static func garment(_ g: OutfitRuleTable.Item, _ lang: OutputLanguage) -> [(String, JSONValue)] {
        [
            ("id", .string(g.id)), ("label", .string(g.label(in: lang))),
            ("clo", g.clo.map { .decimal($0, places: 2, fixed: false) } ?? .null),
        ]
    }

    private static func item(_ id: String, _ label: LocalizedText, _ lang: OutputLanguage) -> JSONValue {
        .object([("id", .string(id)), ("label", .string(label.in(lang)))])
    }

    /// The numbers behind a note, by name (times and words stay out of JSON `values`).
    private static func numbers(_ facts: [AdviceFact]) -> [String: Double] {
        facts.reduce(into: [:]) { out, fact in if case .number(let v) = fact.value { out[fact.name] = v } }
    }

    /// The contract's keys, in its order.
    private static func contractMembers(_ report: AdviceReport, _ lang: OutputLanguage) -> [(String, JSONValue)] {
        [
            ("schemaVersion", .integer(schemaVersion)),
            ("demo", .bool(report.demo)),
            ("stale", .bool(report.stale != nil)),
            ("staleAgeMinutes", report.stale.map { .integer($0.ageMinutes) } ?? .null),
            ("lang", .string(lang.rawValue)),
            ("location", location(report.location, areaNo: report.areaNo)),
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
            ("outfit", outfit(report.advice, lang)),
            ("hourly", .array(report.hourly.indices.map { hour(report.hourly[$0], heat: report.heatHour($0)) })),
            ("warnings", .array(report.warnings.map { note($0.id, $0.text, $0.values, lang) })),
            ("sources", .array(report.sources.map(source))),
            ("current", report.current.map(current) ?? .null),
            ("air", report.air.map(air) ?? .null),
            ("uv", report.uv.map(uv) ?? .null),
            ("alerts", report.alerts.map(alerts) ?? .null),
            ("pollen", report.pollen.map(pollen) ?? .null),
        ]
    }

    /// `[{"type", "level", "zone", "zoneName", "since", "until", "precision", "code"?}]`, most severe first; `code`
    /// (the `warnVar`) only for a type no source documents.
    private static func alerts(_ reading: AlertsReading) -> JSONValue {
        .array(
            reading.alerts.map { a in
                var members: [(String, JSONValue)] = [
                    ("type", .string(a.type.rawValue)), ("level", .string(a.level.rawValue)),
                    ("zone", .string(a.zone)), ("zoneName", .string(a.zoneName)), ("since", .string(a.since.iso8601)),
                    ("until", a.until.map { .string($0.iso8601) } ?? .null),
                    ("precision", .string(reading.precision.rawValue)),
                ]
                if a.type == .other { members.append(("code", .integer(a.code))) }
                return .object(members)
            })
    }

    private static func pollen(_ p: PollenReading) -> JSONValue {
        let grade = { (g: PollenGrade?) in g.map { JSONValue.integer($0.rawValue) } ?? .null }
        return .object(
            [("issued", .string(p.issued.iso8601)), ("day", .string(p.day.description))]
                + PollenSpecies.allCases.map { ($0.rawValue, grade(p[$0])) } + [("grade", grade(p.grade))])
    }

    private static func air(_ a: AirQualityReading) -> JSONValue {
        let grade = { (g: DustGrade?) in g.map { JSONValue.integer($0.rawValue) } ?? .null }
        return .object([
            ("station", a.station.map { .string($0) } ?? .null),
            ("time", a.time.map { .string($0.iso8601) } ?? .null),
            ("pm10", a.pm10.map { .integer($0) } ?? .null),
            ("pm25", a.pm25.map { .integer($0) } ?? .null),
            ("pm10Grade", grade(a.pm10Grade)),
            ("pm25Grade", grade(a.pm25Grade)),
            ("grade", grade(a.grade)),
            ("forecastGrade", grade(a.forecastGrade)),
        ])
    }

    private static func uv(_ u: UVReading) -> JSONValue {
        .object([
            ("issued", .string(u.issued.iso8601)), ("max", .integer(u.max)), ("grade", .string(u.grade.rawValue)),
            ("maxAt", .string(u.maxAt.iso8601)),
        ])
    }

    private static func source(_ s: AdviceReport.SourceLine) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(s.id.rawValue)), ("status", .string(s.status.rawValue)),
            ("issued", s.issued.map { .string($0.iso8601) } ?? .null),
            ("provider", s.provider.map { .string($0.rawValue) } ?? .null),
        ]
        // Only a remembered status says until when: every other line stays as it was (the contract allows absent).
        if let until = s.until { members.append(("until", .string(until.iso8601))) }
        return .object(members)
    }

    private static func current(_ c: WindowSlot) -> JSONValue {
        .object([
            ("time", .string(c.time.iso8601)),
            ("temperature", compact(c.temperature)),
            ("feelsLike", oneDecimal(c.feelsLike)),
            ("precipitationType", c.precipitationType.map { .string($0.jsonName) } ?? .null),
            ("precipitationMm", compact(c.precipitationMm)),
            ("humidity", compact(c.humidity)),
            ("windSpeed", oneDecimal(c.windSpeed)),
        ])
    }

    private static func location(_ l: ResolvedLocation, areaNo: String?) -> JSONValue {
        var members: [(String, JSONValue)] = [("nx", .integer(l.cell.nx)), ("ny", .integer(l.cell.ny))]
        if let lat = l.latitude { members.append(("lat", .decimal(lat, places: 6, fixed: false))) }
        if let lon = l.longitude { members.append(("lon", .decimal(lon, places: 6, fixed: false))) }
        if let name = l.name { members.append(("name", .string(name))) }
        if let areaNo { members.append(("areaNo", .string(areaNo))) }
        return .object(members)
    }

    private static func conditions(_ c: WindowConditions) -> JSONValue {
        let firstDay = c.firstDayExtremes
        return .object([
            ("temperatureMin", compact(c.temperatureMin)),
            ("temperatureMax", compact(c.temperatureMax)),
            ("feelsLikeMin", oneDecimal(c.feelsLikeMin)),
            ("feelsLikeMax", oneDecimal(c.feelsLikeMax)),
            ("precipitationProbabilityMax", c.precipitationProbabilityMax.map { .integer($0) } ?? .null),
            ("precipitationTypes", .array(c.precipitationTypes.map { .string($0.jsonName) })),
            ("rainHours", .array(c.wetHours.map { .string($0.iso8601) })),
            ("windSpeedMax", oneDecimal(c.windSpeedMax)),
            ("dailyMinimum", compact(firstDay?.minimum)),
            ("dailyMaximum", compact(firstDay?.maximum)),
        ])
    }

    private static func note(
        _ id: String, _ text: LocalizedText, _ values: [String: Double], _ lang: OutputLanguage
    ) -> JSONValue {
        .object([
            ("id", .string(id)),
            ("text", .string(text.in(lang))),
            // Insulation in hundredths of a clo, as `outfit.insulation` gives it; every other number in tenths.
            (
                "values",
                .object(
                    values.sorted { $0.key < $1.key }.map { key, value in
                        (
                            key,
                            key == "clo" || key.hasSuffix("Clo")
                                ? .decimal(value, places: 2, fixed: false) : compact(value)
                        )
                    })
            ),
        ])
    }

    private static func hour(_ h: WindowSlot, heat: HeatHour?) -> JSONValue {
        .object(
            [
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
                ("source", .string(h.source.rawValue)),
            ] + sun(heat))
    }

    static func compact(_ v: Double?) -> JSONValue {
        v.map { .decimal($0, places: 1, fixed: false) } ?? .null
    }

    private static func oneDecimal(_ v: Double?) -> JSONValue {
        v.map { .decimal($0, places: 1, fixed: true) } ?? .null
    }
}
