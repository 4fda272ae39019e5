import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("AirKoreaTime reads the services' date and time forms")
struct AirKoreaTimeTests {
    static func at(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int = 0) -> KSTDateTime {
        KSTDateTime(year: y, month: mo, day: d, hour: h, minute: mi)
    }

    @Test(
        "measurement dataTime, with 24:00 as 00:00 of the next day (across months and years too)",
        arguments: [
            ("2026-11-30 07:00", at(2026, 11, 30, 7)),
            ("2026-11-29 24:00", at(2026, 11, 30, 0)),
            ("2026-11-30 24:00", at(2026, 12, 1, 0)),
            ("2026-12-31 24:00", at(2027, 1, 1, 0)),
            ("2028-02-28 24:00", at(2028, 2, 29, 0)),
            ("2016-04-20 24:00", at(2016, 4, 21, 0)),
            (" 2023-05-03 08:00 ", at(2023, 5, 3, 8)),
            ("2026-11-30 06:56", at(2026, 11, 30, 6, 56)),
            ("2026-11-30 00:00", at(2026, 11, 30, 0)),
        ])
    func measurement(text: String, expected: KSTDateTime) {
        #expect(AirKoreaTime.measurement(text) == expected)
    }

    @Test(
        "anything else is no time at all",
        arguments: [
            "", "-", "2026-11-30", "2026-11-30 7:00", "2026-11-30 24:30", "2026-11-30 25:00", "2026-11-31 07:00",
            "2026-13-01 07:00", "2026/11/30 07:00", "2026-11-30T07:00", "2026-11-30 07:60", "２０２６-11-30 07:00",
        ])
    func notAMeasurementTime(text: String) {
        #expect(AirKoreaTime.measurement(text) == nil)
    }

    @Test(
        "forecast issue dataTime: `YYYY-MM-DD HH시 발표`, with or without 발표 and spaces",
        arguments: [
            ("2026-11-30 05시 발표", at(2026, 11, 30, 5)),
            ("2023-06-03 23시 발표", at(2023, 6, 3, 23)),
            ("2026-11-30 17시", at(2026, 11, 30, 17)),
            ("2026-11-30 5시 발표", at(2026, 11, 30, 5)),
            ("2026-11-30 11시발표", at(2026, 11, 30, 11)),
            ("2026-11-30 24시 발표", at(2026, 12, 1, 0)),
        ])
    func forecastIssue(text: String, expected: KSTDateTime) {
        #expect(AirKoreaTime.forecastIssue(text) == expected)
    }

    @Test(
        "an issue it cannot read is none",
        arguments: ["", "2026-11-30", "2026-11-30 05:00", "2026-11-30 25시 발표", "2026-11-30 시 발표", "05시 발표"])
    func notAnIssue(text: String) {
        #expect(AirKoreaTime.forecastIssue(text) == nil)
    }

    @Test("target dates are YYYY-MM-DD and nothing else")
    func dates() {
        #expect(AirKoreaTime.date("2026-12-01") == KSTDate(year: 2026, month: 12, day: 1))
        #expect(AirKoreaTime.date("20261201") == nil)
        #expect(AirKoreaTime.date("2026-02-30") == nil)
        #expect(
            AirKoreaRequest.dustForecast(issuedOn: KSTDate(year: 2026, month: 1, day: 5)).percentEncodedQuery
                .contains("&searchDate=2026-01-05&"))
    }
}
