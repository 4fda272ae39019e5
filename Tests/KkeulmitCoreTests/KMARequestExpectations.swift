import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The query of a request as sent, values still percent-encoded.
func encodedQuery(_ request: URLRequest) -> [String: String] {
    let query = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedQuery }
    var out: [String: String] = [:]
    for pair in (query ?? "").split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        out[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return out
}

/// Checks one request is the `getVilageFcst` GET the client must send.
func expectForecastRequest(
    _ request: URLRequest, base: ForecastBase, cell: GridCell, pageNo: Int, numOfRows: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(request.httpMethod == "GET", sourceLocation: sourceLocation)
    #expect(request.url?.path == "/1360000/VilageFcstInfoService_2.0/getVilageFcst", sourceLocation: sourceLocation)
    let q = encodedQuery(request)
    #expect(q["serviceKey"] == TestKey.encodedText, sourceLocation: sourceLocation)
    #expect(q["dataType"] == "JSON", sourceLocation: sourceLocation)
    #expect(q["base_date"] == base.baseDate, sourceLocation: sourceLocation)
    #expect(q["base_time"] == base.baseTime, sourceLocation: sourceLocation)
    #expect(q["nx"] == String(cell.nx), sourceLocation: sourceLocation)
    #expect(q["ny"] == String(cell.ny), sourceLocation: sourceLocation)
    #expect(q["pageNo"] == String(pageNo), sourceLocation: sourceLocation)
    #expect(q["numOfRows"] == String(numOfRows), sourceLocation: sourceLocation)
    #expect(q.count == 8, "no other parameters", sourceLocation: sourceLocation)
}

enum Sample {
    static let cell = GridCell(nx: 60, ny: 127)!
    static let base0500 = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!
    static let base1700 = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 17)!

    /// `time` KST as an instant.
    static func instant(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        KSTDateTime(year: year, month: month, day: day, hour: hour, minute: minute).instant
    }
}
