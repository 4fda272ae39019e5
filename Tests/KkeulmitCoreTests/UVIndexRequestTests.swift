import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("UVIndexRequest: the current hour, 3-hourly issues, stepping back")
struct UVIndexRequestTests {
    static func at(_ d: Int, _ h: Int, _ m: Int = 0) -> KSTDateTime {
        KSTDateTime(year: 2026, month: 11, day: d, hour: h, minute: m)
    }

    @Test("the request names the current KST hour and the place's areaNo; the key is not part of it")
    func parameters() {
        let request = UVIndexRequest.serviceRequest(areaNo: "1111000000", time: Self.at(30, 7, 42))
        #expect(
            request.percentEncodedQuery == "pageNo=1&numOfRows=10&dataType=JSON&areaNo=1111000000&time=2026113007")
        #expect(!request.percentEncodedQuery.lowercased().contains("servicekey"))
        #expect(request.path == "getUVIdxV5" && UVIndexRequest.operation == "getUVIdxV5")
    }

    @Test(
        "the newest issue asked for at an hour (10 minutes after it), and the one the pipeline steps back to on 03",
        arguments: [
            (30, 7, 30, 6, 30, 3), (30, 6, 30, 6, 30, 3), (30, 2, 30, 0, 29, 21), (30, 0, 30, 0, 29, 21),
            (30, 23, 30, 21, 30, 18),
        ])
    func issues(day: Int, hour: Int, issueDay: Int, issueHour: Int, backDay: Int, backHour: Int) {
        let issue = IssueSchedule.uvIndex.latest(publishedBy: Self.at(day, hour, 10))
        #expect(issue == Self.at(issueDay, issueHour))
        #expect(IssueSchedule.uvIndex.previous(issue) == Self.at(backDay, backHour))
        #expect(UVIndexSource().traits.stepBacks == 1)
    }

    @Test("stepping back across a month and a year")
    func acrossYear() {
        let back = IssueSchedule.uvIndex.previous(KSTDateTime(year: 2027, month: 1, day: 1, hour: 0))
        #expect(UVIndexSource().request(for: "1", issue: back).percentEncodedQuery.hasSuffix("&time=2026123121"))
    }

    @Test(
        "the schedule: every 3 hours from 00시, callable 10 minutes later",
        arguments: [(7, 30, 6), (6, 9, 3), (6, 10, 6), (0, 5, 21), (23, 59, 21)])
    func schedule(hour: Int, minute: Int, issue: Int) {
        #expect(IssueSchedule.uvIndex.hours == [0, 3, 6, 9, 12, 15, 18, 21])
        #expect(IssueSchedule.uvIndex.latest(publishedBy: Self.at(30, hour, minute)).hour == issue)
    }
}
