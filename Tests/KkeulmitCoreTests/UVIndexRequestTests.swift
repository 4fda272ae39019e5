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
        let request = UVIndexRequest(areaNo: "1111000000", time: Self.at(30, 7, 42))
        #expect(request.timeParameter == "2026113007")
        #expect(
            request.percentEncodedQuery == "pageNo=1&numOfRows=10&dataType=JSON&areaNo=1111000000&time=2026113007")
        #expect(!request.percentEncodedQuery.lowercased().contains("servicekey"))
        #expect(UVIndexRequest.operation == "getUVIdxV5")
    }

    @Test(
        "the newest issue a request can bring, and the one it steps back to on 03",
        arguments: [
            (30, 7, 30, 6, 30, 3), (30, 6, 30, 6, 30, 3), (30, 2, 30, 0, 29, 21), (30, 0, 30, 0, 29, 21),
            (30, 23, 30, 21, 30, 18),
        ])
    func issues(day: Int, hour: Int, issueDay: Int, issueHour: Int, backDay: Int, backHour: Int) {
        let request = UVIndexRequest(areaNo: "1111000000", time: Self.at(day, hour))
        #expect(request.newestIssue == Self.at(issueDay, issueHour))
        let back = request.steppedBack()
        #expect(back.time == Self.at(backDay, backHour))
        #expect(back.newestIssue == back.time)
        #expect(back.areaNo == "1111000000")
    }

    @Test("stepping back across a month and a year")
    func acrossYear() {
        let request = UVIndexRequest(areaNo: "1", time: KSTDateTime(year: 2027, month: 1, day: 1, hour: 1))
        #expect(request.steppedBack().timeParameter == "2026123121")
    }

    @Test(
        "the schedule: every 3 hours from 00시, callable 10 minutes later",
        arguments: [(7, 30, 6), (6, 9, 3), (6, 10, 6), (0, 5, 21), (23, 59, 21)])
    func schedule(hour: Int, minute: Int, issue: Int) {
        #expect(IssueSchedule.uvIndex.hours == [0, 3, 6, 9, 12, 15, 18, 21])
        #expect(IssueSchedule.uvIndex.latest(publishedBy: Self.at(30, hour, minute)).hour == issue)
    }
}
