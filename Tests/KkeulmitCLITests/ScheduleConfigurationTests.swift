import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

@Suite("Configuration: schedules, tomorrow and rules")
struct ScheduleConfigurationTests {
    static let path = "/home/me/.config/kkeulmit/config.json"

    private func load(_ json: String, files: [String: (String, Int)] = [:]) throws(ConfigurationError)
        -> Configuration
    {
        var all = files
        all[Self.path] = (json, 0o600)
        return try Configuration.load(
            path: Self.path, required: true, fileSystem: InMemoryFileSystem(all), home: "/home/me")
    }

    @Test("reads schedules; an entry without hours or until takes the config's hours")
    func schedules() throws {
        let config = try load(
            #"{"hours": 6, "schedules": [{"name": "commute", "days": "mon-fri", "time": "07:30"},"#
                + #" {"name": "weekend", "days": ["sat", "sun"], "time": "09:00", "until": "18:00","#
                + #" "location": {"nx": 61, "ny": 125}, "format": "oneline", "lang": "en"}]}"#)
        #expect(config.schedules.map(\.name) == ["commute", "weekend"])
        #expect(config.schedules[0].schedule.hours == 6 && config.schedules[0].schedule.days == .weekdays)
        #expect(config.schedules[1].schedule.hours == 9 && config.schedules[1].format == .oneline)
        #expect(config.schedules[1].location == .cell(nx: 61, ny: 125))
    }

    @Test(
        "a config that is not JSON (a trailing comma included) is refused, naming the line and column",
        arguments: [
            (#"{"lang": "ko",}"#, "line 1, column 15: a comma before '}' (JSON allows none)"),
            ("{\"location\": {\"place\": \"종로구\"}\n \"lang\": \"ko\"}", "line 2, column 2: expected ',' or '}'"),
        ])
    func notJSON(json: String, fragment: String) {
        #expect {
            try load(json)
        } throws: { error in
            let message = (error as? ConfigurationError)?.message ?? ""
            return message.hasPrefix("config file \(Self.path) is not valid JSON: " + fragment)
        }
    }

    @Test(
        "a bad config exits 78 with a message naming the entry and field",
        arguments: [
            (#"{"schedules": {"name": "x"}}"#, "schedules: expected an array"),
            (#"{"schedules": [{"days": "daily", "time": "07:00"}]}"#, "schedules[0].name: missing"),
            (#"{"schedules": [{"name": "a", "days": "daily", "time": "7:3"}]}"#, #"schedules[0] ("a").time"#),
            (#"{"schedules": [{"name": "a", "days": "mon-fry", "time": "07:00"}]}"#, #"("a").days: unknown day 'fry'"#),
            (
                #"{"schedules": [{"name": "a", "days": "daily", "time": "07:00", "hours": 3, "until": "09:00"}]}"#,
                #"("a")."#
            ),
            (
                #"{"schedules": [{"name": "a", "days": "daily", "time": "07:00", "location": {"lat": 10, "lon": 127}}]}"#,
                #"schedules[0] ("a").location.lat: outside KMA's forecast grid"#
            ),
            (
                #"{"schedules": [{"name": "a", "days": "daily", "time": "07:00"}, {"name": "a", "days": "daily", "time": "08:00"}]}"#,
                #"schedules[1] ("a").name: duplicate"#
            ),
            (#"{"tomorrow": "evening"}"#, #""tomorrow" must be an object"#),
            (#"{"tomorrow": {"from": "25:00"}}"#, #""tomorrow.from" must be a time of day"#),
            (#"{"tomorrow": {"from": "08:00", "until": "08:00"}}"#, #""tomorrow.until" must differ"#),
            (#"{"rules": 3}"#, #""rules" must be the path of an outfit rule table"#),
            (#"{"rules": "rules.json"}"#, "cannot read the rule table /home/me/.config/kkeulmit/rules.json"),
        ])
    func namesField(json: String, fragment: String) {
        #expect {
            try load(json)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.message.contains(fragment) && error.message.contains(Self.path)
                && FailureReport.map(error).code == .configuration
        }
    }

    @Test("tomorrow's hours default to 07–21 and can be set")
    func tomorrow() throws {
        #expect(try load("{}").tomorrow == nil)
        let config = try load(#"{"tomorrow": {"from": "06:00", "until": "23:30"}}"#)
        #expect(config.tomorrow == .init(from: TimeOfDay(hour: 6)!, until: TimeOfDay(hour: 23, minute: 30)!))
        #expect(try load(#"{"tomorrow": {"until": "18:00"}}"#).tomorrow?.from == TomorrowWindow.defaultFrom)
    }

    @Test("rules loads and validates the user's table, relative to the config file or ~")
    func rules() throws {
        var table = OutfitRuleTable.builtIn
        table.thresholds.umbrellaProbability = 40
        let json = String(decoding: table.jsonData(), as: UTF8.self)
        let relative = try load(
            #"{"rules": "rules.json"}"#, files: ["/home/me/.config/kkeulmit/rules.json": (json, 0o644)])
        #expect(relative.rules == table)
        let home = try load(#"{"rules": "~/my-rules.json"}"#, files: ["/home/me/my-rules.json": (json, 0o644)])
        #expect(home.rulesFile == "/home/me/my-rules.json" && home.rules == table)
    }

    @Test("an invalid rule table names the field path")
    func invalidRules() {
        var table = OutfitRuleTable.builtIn
        table.bands[2].band = 9
        let json = String(decoding: table.jsonData(), as: UTF8.self)
        #expect {
            try load(#"{"rules": "/r.json"}"#, files: ["/r.json": (json, 0o644)])
        } throws: { error in
            (error as? ConfigurationError)?.message.contains("/r.json") == true
                && (error as? ConfigurationError)?.message.contains("bands[2].band") == true
        }
    }
}
