import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("ScheduleParser")
struct ScheduleParserTests {
    private func parse(_ json: String, defaultHours: Int = 12) throws(ScheduleConfigError) -> [ScheduleEntry] {
        // The `schedules` value as the config file's reader hands it over (JSON validity is its own check).
        try ScheduleParser.parse(
            (try? JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))) ?? .null, defaultHours: defaultHours)
    }

    @Test("reads a full entry and fills the defaults of a minimal one")
    func readsEntries() throws {
        let schedules = try parse(
            """
            [
              {"name": "commute", "days": "mon-fri", "time": "07:30", "hours": 12,
               "location": {"nx": 60, "ny": 127}, "format": "oneline", "lang": "en", "comment": "ignored"},
              {"name": "weekend_walk", "days": ["sat", "sun"], "time": "9:00", "until": "13:30"},
              {"name": "night-shift", "days": "daily", "time": "22:00", "until": "02:00", "location": "강남구"},
              {"name": "minimal", "days": "월-금", "time": "06:45", "location": {"lat": 37.57, "lon": 126.98},
               "format": null}
            ]
            """)
        #expect(schedules.count == 4)
        let commute = schedules[0]
        #expect(commute.name == "commute")
        #expect(commute.schedule.days == .weekdays)
        #expect(commute.schedule.time == TimeOfDay(hour: 7, minute: 30))
        #expect(commute.schedule.span == .hours(12))
        #expect(commute.schedule.hours == 12)
        #expect(commute.location == .cell(nx: 60, ny: 127))
        #expect(commute.format == .oneline && commute.template == nil)
        #expect(commute.language == .en)
        #expect(commute.output == .stdout)

        let walk = schedules[1]
        #expect(walk.schedule.days == .weekends)
        #expect(walk.schedule.time == TimeOfDay(hour: 9))
        #expect(walk.schedule.span == .until(TimeOfDay(hour: 13, minute: 30)!))
        #expect(walk.schedule.hours == 5)
        #expect(walk.location == nil)
        #expect(walk.format == nil && walk.template == nil)
        #expect(walk.language == nil)

        #expect(schedules[2].schedule.hours == 4)
        #expect(schedules[2].location == .place("강남구"))
        #expect(schedules[3].schedule.span == .hours(12))
        #expect(schedules[3].location == .coordinates(latitude: 37.57, longitude: 126.98))
        #expect(schedules[3].format == nil)
    }

    @Test("format takes every --format value, waybar and templates included; output stdout, file: or notify")
    func formatsAndOutputs() throws {
        let entries = try parse(
            """
            [{"name": "bar", "days": "daily", "time": "07:00", "format": "waybar", "output": "notify"},
             {"name": "line", "days": "daily", "time": "07:00", "format": "{feels}°C {pick}",
              "output": "file:/home/me/advice.log"},
             {"name": "plain", "days": "daily", "time": "07:00", "format": "json", "output": "stdout"}]
            """)
        #expect(entries[0].format == .waybar && entries[0].output == .notify)
        let template = try OutputTemplate(parsing: "{feels}°C {pick}")
        #expect(entries[1].format == nil && entries[1].template == template)
        #expect(entries[1].output == .file("/home/me/advice.log"))
        #expect(entries[2].format == .json && entries[2].output == .stdout)
    }

    @Test("an entry without hours or until takes the configured default")
    func defaultHours() throws {
        let s = try parse(#"[{"name": "a", "days": "daily", "time": "07:00"}]"#, defaultHours: 9)
        #expect(s[0].schedule.span == .hours(9))
    }

    @Test("a config file without schedules has none; with them, they are read")
    func configFile() throws {
        func schedules(_ json: String) throws -> [ScheduleEntry] {
            try Configuration.parse(Data(json.utf8), path: "/c.json", home: nil).schedules
        }
        #expect(try schedules(#"{"lang": "ko"}"#).isEmpty)
        #expect(try schedules(#"{"schedules": null}"#).isEmpty)
        let s = try schedules(#"{"hours": 6, "schedules": [{"name": "a", "days": "sun", "time": "08:00"}]}"#)
        #expect(s.map(\.name) == ["a"])
        #expect(s[0].schedule.days.cronField == "0")
    }

    @Test("an empty array is no schedules")
    func emptyArray() throws {
        #expect(try parse("[]").isEmpty)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let json: String
        let message: String
        var testDescription: String { message }
    }

    static let bad: [Bad] = [
        Bad(json: #"{"name": "a"}"#, message: "schedules: expected an array of schedule objects, got an object"),
        Bad(json: #"[1]"#, message: "schedules[0]: expected an object, got 1"),
        Bad(
            json: #"[{"days": "daily", "time": "07:00"}]"#,
            message: #"schedules[0].name: missing (a name for run-schedule, e.g. "commute")"#),
        Bad(
            json: #"[{"name": "my job", "days": "daily", "time": "07:00"}]"#,
            message:
                "schedules[0].name: expected letters, digits, '_' and '-' (not starting with '-', at most 64), got 'my job'"
        ),
        Bad(
            json: #"[{"name": "-x", "days": "daily", "time": "07:00"}]"#,
            message:
                "schedules[0].name: expected letters, digits, '_' and '-' (not starting with '-', at most 64), got '-x'"
        ),
        Bad(
            json: #"[{"name": "", "days": "daily", "time": "07:00"}]"#,
            message:
                "schedules[0].name: expected letters, digits, '_' and '-' (not starting with '-', at most 64), got ''"),
        Bad(
            json: #"[{"name": 5, "days": "daily", "time": "07:00"}]"#,
            message:
                "schedules[0].name: expected letters, digits, '_' and '-' (not starting with '-', at most 64), got 5"),
        Bad(
            json: #"[{"name": "출근", "days": "daily", "time": "07:00"}]"#,
            message:
                "schedules[0].name: expected letters, digits, '_' and '-' (not starting with '-', at most 64), got '출근'"
        ),
        Bad(
            json: #"[{"name": "a", "days": "daily", "time": "07:00"}, {"name": "a", "days": "sun", "time": "08:00"}]"#,
            message: #"schedules[1] ("a").name: duplicate of schedules[0]; names must be unique"#),
        Bad(
            json: #"[{"name": "commute", "time": "07:00"}]"#,
            message: #"schedules[0] ("commute").days: missing (e.g. "mon-fri", "sat,sun" or "daily")"#),
        Bad(
            json: #"[{"name": "commute", "days": "mon-frday", "time": "07:00"}]"#,
            message:
                #"schedules[0] ("commute").days: unknown day 'frday' (use mon…sun or 월…일, or daily, weekdays, weekends)"#
        ),
        Bad(
            json: #"[{"name": "commute", "days": ["mon", 2], "time": "07:00"}]"#,
            message: #"schedules[0] ("commute").days: expected day names, got 2 in the array"#),
        Bad(
            json: #"[{"name": "commute", "days": true, "time": "07:00"}]"#,
            message: #"schedules[0] ("commute").days: expected a day spec such as "mon-fri", got true"#),
        Bad(
            json:
                #"[{"name": "x", "days": "daily", "time": "07:00"}, {"name": "commute", "days": "mon-fri", "time": "7:3"}]"#,
            message: #"schedules[1] ("commute").time: expected HH:mm, got '7:3'"#),
        Bad(
            json: #"[{"name": "commute", "days": "mon-fri"}]"#,
            message: #"schedules[0] ("commute").time: missing (HH:mm, KST, e.g. "07:30")"#),
        Bad(
            json: #"[{"name": "commute", "days": "mon-fri", "time": 730}]"#,
            message: #"schedules[0] ("commute").time: expected HH:mm, got 730"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "hours": 3, "until": "09:00"}]"#,
            message: #"schedules[0] ("c").until: give either hours or until, not both"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "hours": 0}]"#,
            message: #"schedules[0] ("c").hours: expected a whole number from 1 to 48, got 0"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "hours": 49}]"#,
            message: #"schedules[0] ("c").hours: expected a whole number from 1 to 48, got 49"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "hours": 2.5}]"#,
            message: #"schedules[0] ("c").hours: expected a whole number from 1 to 48, got 2.5"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "hours": "12"}]"#,
            message: #"schedules[0] ("c").hours: expected a whole number from 1 to 48, got '12'"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "hours": true}]"#,
            message: #"schedules[0] ("c").hours: expected a whole number from 1 to 48, got true"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "until": "25:00"}]"#,
            message: #"schedules[0] ("c").until: expected HH:mm, got '25:00'"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "until": "7:00"}]"#,
            message: #"schedules[0] ("c").until: must differ from time (07:00); an earlier time means the next day"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "format": "xml"}]"#,
            message:
                #"schedules[0] ("c").format: expected text, json, oneline or waybar, or a template such as "{feels}°C {pick}", got 'xml'"#
        ),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "format": "{feel}°C"}]"#,
            message:
                #"schedules[0] ("c").format: template: unknown placeholder {feel} (did you mean 'feels'?); known: "#
                + TemplatePlaceholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "output": "mail"}]"#,
            message: #"schedules[0] ("c").output: expected "stdout", "notify" or "file:/ABSOLUTE/PATH", got 'mail'"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "output": "file:advice.log"}]"#,
            message:
                #"schedules[0] ("c").output: expected "stdout", "notify" or "file:/ABSOLUTE/PATH", got 'file:advice.log'"#
        ),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "back": "7pm"}]"#,
            message: #"schedules[0] ("c").back: expected HH:mm (KST, when you come home), got '7pm'"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "lang": "jp"}]"#,
            message: #"schedules[0] ("c").lang: expected ko or en, got 'jp'"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": {"nx": 200, "ny": 127}}]"#,
            message: #"schedules[0] ("c").location.nx: expected a whole number from 1 to 149, got 200"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": {"nx": 60}}]"#,
            message: #"schedules[0] ("c").location.ny: missing (a whole number from 1 to 253)"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": {"nx": 60, "ny": 12.5}}]"#,
            message: #"schedules[0] ("c").location.ny: expected a whole number from 1 to 253, got 12.5"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": {"lat": 95, "lon": 127}}]"#,
            message: #"schedules[0] ("c").location.lat: expected a latitude from -90 to 90, got 95"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": {"lat": 37, "lon": "127"}}]"#,
            message: #"schedules[0] ("c").location.lon: expected a longitude from -180 to 180, got '127'"#),
        Bad(
            json:
                #"[{"name": "c", "days": "daily", "time": "07:00", "location": {"nx": 60, "ny": 127, "place": "강남구"}}]"#,
            message: #"schedules[0] ("c").location: give only one of nx/ny, lat/lon or place"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": {}}]"#,
            message: #"schedules[0] ("c").location: expected {"nx", "ny"}, {"lat", "lon"} or {"place"}"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": {"place": " "}}]"#,
            message: #"schedules[0] ("c").location.place: expected a place name, got ' '"#),
        Bad(
            json: #"[{"name": "c", "days": "daily", "time": "07:00", "location": 5}]"#,
            message: #"schedules[0] ("c").location: expected {"nx", "ny"}, {"lat", "lon"} or {"place"}, got 5"#),
    ]

    @Test("errors name the entry, the field and what was wrong", arguments: bad)
    func errors(_ b: Bad) {
        #expect {
            try parse(b.json)
        } throws: { error in
            (error as? ScheduleConfigError)?.description == b.message
        }
    }

    @Test("an error carries its index, name and field as values")
    func errorFields() {
        let error = #expect(throws: ScheduleConfigError.self) {
            try parse(
                #"[{"name": "ok", "days": "daily", "time": "07:00"}, {"name": "commute", "days": "x", "time": "07:00"}]"#
            )
        }
        #expect(error?.index == 1)
        #expect(error?.name == "commute")
        #expect(error?.field == "days")
    }

    @Test("names: letters, digits, '_' and '-' only, not leading '-', at most 64")
    func names() {
        #expect(Schedule.isValidName("commute_2-am"))
        #expect(Schedule.isValidName("_x"))
        #expect(Schedule.isValidName(String(repeating: "a", count: 64)))
        #expect(!Schedule.isValidName(String(repeating: "a", count: 65)))
        #expect(!Schedule.isValidName("a;rm"))
        #expect(!Schedule.isValidName("a.b"))
        #expect(!Schedule.isValidName("é"))
    }
}
