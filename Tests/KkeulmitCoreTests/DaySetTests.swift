import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("DaySet")
struct DaySetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let spec: String
        /// ISO weekdays, 1 = Monday … 7 = Sunday.
        let days: [Int]
        let cron: String
        let canonical: String
        var testDescription: String { "'\(spec)'" }
    }

    static let cases: [Case] = [
        Case(spec: "daily", days: [1, 2, 3, 4, 5, 6, 7], cron: "*", canonical: "daily"),
        Case(spec: "Every Day", days: [1, 2, 3, 4, 5, 6, 7], cron: "*", canonical: "daily"),
        Case(spec: "*", days: [1, 2, 3, 4, 5, 6, 7], cron: "*", canonical: "daily"),
        Case(spec: "매일", days: [1, 2, 3, 4, 5, 6, 7], cron: "*", canonical: "daily"),
        Case(spec: "mon-sun", days: [1, 2, 3, 4, 5, 6, 7], cron: "*", canonical: "daily"),
        Case(spec: "weekdays", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "mon-fri", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "MON-FRI", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "Monday-Friday", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "평일", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "월-금", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "월~금", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "월요일-금요일", days: [1, 2, 3, 4, 5], cron: "1-5", canonical: "mon-fri"),
        Case(spec: "weekends", days: [6, 7], cron: "0,6", canonical: "sat,sun"),
        Case(spec: "sat,sun", days: [6, 7], cron: "0,6", canonical: "sat,sun"),
        Case(spec: " sat , sun ", days: [6, 7], cron: "0,6", canonical: "sat,sun"),
        Case(spec: "토,일", days: [6, 7], cron: "0,6", canonical: "sat,sun"),
        Case(spec: "주말", days: [6, 7], cron: "0,6", canonical: "sat,sun"),
        Case(spec: "sun", days: [7], cron: "0", canonical: "sun"),
        Case(spec: "Wednesday", days: [3], cron: "3", canonical: "wed"),
        Case(spec: "thurs", days: [4], cron: "4", canonical: "thu"),
        Case(spec: "mon,wed,fri", days: [1, 3, 5], cron: "1,3,5", canonical: "mon,wed,fri"),
        Case(spec: "mon-wed,fri", days: [1, 2, 3, 5], cron: "1-3,5", canonical: "mon-wed,fri"),
        Case(spec: "mon,tue", days: [1, 2], cron: "1,2", canonical: "mon,tue"),
        Case(spec: "fri-mon", days: [1, 5, 6, 7], cron: "0,1,5,6", canonical: "fri-mon"),
        Case(spec: "sun-thu", days: [1, 2, 3, 4, 7], cron: "0-4", canonical: "sun-thu"),
        Case(spec: "sat-tue", days: [1, 2, 6, 7], cron: "0-2,6", canonical: "sat-tue"),
        Case(spec: "fri-fri", days: [5], cron: "5", canonical: "fri"),
        Case(spec: "weekdays,sat", days: [1, 2, 3, 4, 5, 6], cron: "1-6", canonical: "mon-sat"),
        Case(spec: "mon,mon,mon-tue", days: [1, 2], cron: "1,2", canonical: "mon,tue"),
        Case(spec: "tue-sun", days: [2, 3, 4, 5, 6, 7], cron: "0,2-6", canonical: "tue-sun"),
    ]

    @Test("parses the day forms and renders cron's day-of-week field", arguments: cases)
    func parsesAndRenders(_ c: Case) throws {
        let set = try DaySet(parsing: c.spec)
        #expect(set.isoWeekdays == c.days)
        #expect(set.cronField == c.cron)
        #expect(set.description == c.canonical)
        for day in 1...7 {
            #expect(set.contains(isoWeekday: day) == c.days.contains(day))
        }
    }

    @Test("the canonical spelling parses back to the same set", arguments: cases)
    func canonicalRoundTrips(_ c: Case) throws {
        let set = try DaySet(parsing: c.spec)
        #expect(try DaySet(parsing: set.description) == set)
    }

    @Test(
        "refuses what it cannot read, saying what was wrong",
        arguments: [
            ("", DaySetError.empty),
            ("   ", .empty),
            ("mon,,fri", .emptyItem(spec: "mon,,fri")),
            ("mon,", .emptyItem(spec: "mon,")),
            ("mnday", .unknownDay("mnday")),
            ("mon-frday", .unknownDay("frday")),
            ("mon-", .malformedRange("mon-")),
            ("-fri", .malformedRange("-fri")),
            ("mon-wed-fri", .malformedRange("mon-wed-fri")),
            ("1-5", .unknownDay("1")),
            ("weekdays-sun", .unknownDay("weekdays")),
        ])
    func refuses(_ spec: String, _ expected: DaySetError) {
        #expect(throws: expected) { try DaySet(parsing: spec) }
    }

    @Test("error messages name the offending word")
    func errorMessages() {
        #expect(DaySetError.unknownDay("mnday").description.contains("'mnday'"))
        #expect(DaySetError.malformedRange("mon-").description.contains("'mon-'"))
    }

    @Test("contains is false outside 1–7")
    func containsOutOfRange() {
        #expect(!DaySet.daily.contains(isoWeekday: 0))
        #expect(!DaySet.daily.contains(isoWeekday: 8))
    }

    @Test(
        "shifting moves every day and wraps around the week",
        arguments: [
            ("mon-fri", -1, "sun-thu"),
            ("mon-fri", 1, "tue-sat"),
            ("sat,sun", 1, "sun,mon"),
            ("sun", -1, "sat"),
            ("daily", -1, "daily"),
            ("wed", 7, "wed"),
            ("wed", -8, "tue"),
        ])
    func shifted(_ spec: String, _ days: Int, _ expected: String) throws {
        #expect(try DaySet(parsing: spec).shifted(by: days).description == expected)
    }
}
