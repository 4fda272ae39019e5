import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Pollen: the answers, the species' grades, the reading for a day")
struct PollenTests {
    static func answer(_ name: String, _ species: PollenSpecies, areaNo: String? = "1111000000", status: Int = 200)
        -> Result<PollenAnswer, KMAError>
    {
        PollenAnswer.classify(
            species: species, areaNo: areaNo, status: status, body: AlertFixtures.data("Pollen", name))
    }

    static func forecast(_ name: String, _ species: PollenSpecies, areaNo: String? = "1111000000") -> PollenForecast? {
        guard case .success(.forecast(let forecast)) = answer(name, species, areaNo: areaNo) else { return nil }
        return forecast
    }

    static func day(_ d: Int, month: Int = 4, year: Int = 2027) -> KSTDate { KSTDate(year: year, month: month, day: d) }

    @Test("the recorded weeds answer for 서울: an 06시 issue, 낮음 for three days, the fourth not published")
    func recorded() throws {
        let f = try #require(
            Self.forecast("pollen-weeds-recorded-1100000000-2026080906.json", .weeds, areaNo: "1100000000"))
        #expect(f.issued == KSTDateTime(year: 2026, month: 8, day: 9, hour: 6))
        #expect(f.grades.count == 3)
        #expect((9...11).allSatisfy { f.grade(on: Self.day($0, month: 8, year: 2026)) == .low })
        #expect(f.grade(on: Self.day(12, month: 8, year: 2026)) == nil)
    }

    @Test("the page of all areas: the area's own row; an 18시 issue has no today")
    func allAreas() throws {
        let f = try #require(Self.forecast("pollen-weeds-recorded-all-areas-2026093018.json", .weeds))
        #expect(f.areaNo == "1111000000" && f.issued.hour == 18)
        #expect(f.grade(on: Self.day(30, month: 9, year: 2026)) == nil)
        #expect(f.grade(on: Self.day(1, month: 10, year: 2026)) == .low)
    }

    @Test(
        "out of season is 99 with its months in the message: null for the species, not an error and not 낮음",
        arguments: [("pollen-oak-recorded-off-season.json", 3...6), ("pollen-weeds-off-season.json", 8...10)])
    func offSeason(_ name: String, _ months: ClosedRange<Int>) throws {
        guard case .success(.offSeason(let message)) = Self.answer(name, .oak) else {
            Issue.record("\(name): \(Self.answer(name, .oak))")
            return
        }
        #expect(message.contains("[자료제공기간 \(months.lowerBound)월 ~ \(months.upperBound)월]"))
    }

    @Test(
        "an area the service does not know: no rows, or 99 other than off-season and a time too old",
        arguments: [
            "pollen-no-such-area-empty.json", "pollen-result-99-unknown-error.json",
            "pollen-result-99-no-search-result.json",
        ])
    func noSuchArea(_ name: String) {
        #expect(Self.answer(name, .pine) == .success(.noSuchArea))
    }

    @Test(
        "other answers stay failures: a time too old (our bug), the wrong operation (12), a key not registered (30)",
        arguments: [
            ("pollen-result-99-too-old.json", 200, "99"), ("pollen-gateway-no-openapi-service-http400.xml", 400, "12"),
            ("pollen-gateway-key-not-registered-http403.json", 403, "30"),
            ("pollen-gateway-key-not-registered.xml", 200, "30"),
        ])
    func failures(_ name: String, _ status: Int, _ code: String) {
        guard case .failure(let error) = Self.answer(name, .oak, status: status) else {
            Issue.record("\(name) was read")
            return
        }
        #expect(error.resultCode?.rawValue == code)
    }

    @Test("a spring day in 종로구: 참나무 높음, 소나무 보통, 잡초류 out of season; the grade is the highest")
    func springDay() throws {
        let oak = try #require(Self.forecast("pollen-oak-1111000000-2027042006.json", .oak))
        let pine = try #require(Self.forecast("pollen-pine-1111000000-2027042006.json", .pine))
        let reading = try #require(PollenReading(forecasts: [oak, pine], day: Self.day(20)))
        #expect(reading.oak == .high && reading.pine == .moderate && reading.weeds == nil)
        #expect(reading.grade == .high && reading.worst == [.oak])
        #expect(reading.issued == KSTDateTime(year: 2027, month: 4, day: 20, hour: 6))
        let tomorrow = try #require(PollenReading(forecasts: [oak, pine], day: Self.day(21)))
        #expect(tomorrow.grade == .veryHigh)
        #expect(PollenReading(forecasts: [oak, pine], day: Self.day(23)) == nil)
        #expect(PollenReading(forecasts: [], day: Self.day(20)) == nil)
    }

    @Test(
        "every spelling of the last two fields is read; the 06 issue covers its day and two more, the 18 issue the next three"
    )
    func spellings() throws {
        let swagger = try #require(Self.forecast("pollen-oak-spelling-swagger.json", .oak))
        #expect(swagger.grade(on: Self.day(22)) == .moderate && swagger.grade(on: Self.day(19)) == nil)
        #expect(swagger.issued == KSTDateTime(date: Self.day(19), hour: 18))
        #expect(PollenForecast.days(issuedAt: 18) == 1...3 && PollenForecast.days(issuedAt: 6) == 0...2)
        let legacy = try #require(Self.forecast("pollen-oak-spelling-legacy.json", .oak))
        #expect(legacy.grade(on: Self.day(22)) == .moderate && legacy.grade(on: Self.day(23)) == nil)
        #expect(legacy.issued == KSTDateTime(date: Self.day(20), hour: 6))
        let evening = try #require(Self.forecast("pollen-oak-1111000000-2027041918.json", .oak))
        #expect(evening.grade(on: Self.day(19)) == nil && evening.grade(on: Self.day(21)) == .veryHigh)
    }

    @Test("values that are not 0–3 are no grade, never 낮음; one row sent as an object is read")
    func oddValues() throws {
        let odd = try #require(Self.forecast("pollen-oak-odd-values.json", .oak))
        #expect(odd.grades == [Self.day(22): .high])
        #expect(Self.forecast("pollen-pine-single-row-object.json", .pine)?.grade(on: Self.day(20)) == .moderate)
        #expect(PollenGrade(sent: "") == nil && PollenGrade(sent: "3") == .veryHigh && PollenGrade(sent: "03") == nil)
    }

    @Test("requests: the species' operation (weeds is …Riskndx…), the place's areaNo, the hour; issues at 06 and 18시")
    func requests() {
        #expect(PollenSpecies.weeds.operation == "getWeedsPollenRiskndxV3")
        func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> KSTDateTime {
            KSTDateTime(year: 2027, month: 4, day: day, hour: hour, minute: minute)
        }
        let request = PollenRequest.serviceRequest(.weeds, areaNo: "1230000000", time: at(20, 7, 35))
        #expect(request.percentEncodedQuery == "pageNo=1&numOfRows=10&dataType=JSON&areaNo=1230000000&time=2027042007")
        #expect(request.label == "getWeedsPollenRiskndxV3 areaNo 1230000000 time 2027042007")
        // The issue a request brings (the newest at or before its hour), and the one asked for next.
        let pollen = IssueSchedule.pollen
        #expect(pollen.latest(publishedBy: at(20, 7, 35)) == at(20, 6) && pollen.previous(at(20, 6)) == at(19, 18))
        #expect(pollen.latest(publishedBy: at(20, 5)) == at(19, 18) && pollen.previous(at(19, 18)) == at(19, 6))
        #expect(pollen.latest(publishedBy: at(20, 23)) == at(20, 18))
        #expect(
            [at(20, 7, 35), at(20, 5), at(20, 23)].map(pollen.nextCallable(after:))
                == [at(20, 18, 10), at(20, 6, 10), at(21, 6, 10)])
    }
}
