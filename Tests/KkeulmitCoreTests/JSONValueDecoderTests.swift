import Foundation
import Testing

@testable import KkeulmitCore

/// The data.go.kr answers and the memos are read with `JSONValueDecoder` first: for every row type it must give
/// what `JSONDecoder` gives, or nothing (then `JSONDecoder` decides); for the answers the services really send it
/// must give something, or the fast path is never taken.
@Suite("JSONValueDecoder agrees with JSONDecoder or stands aside")
struct JSONValueDecoderTests {
    enum Outcome: Equatable {
        case agreed, bothFailed, stoodAside, fastOnly, differed
    }

    static func outcome<Row: Decodable & Sendable & Equatable>(_: Row.Type, _ data: Data) -> Outcome {
        let slow = try? JSONDecoder().decode(PortalResponse<Row>.self, from: data)
        guard let fast = JSONValueDecoder.decode(PortalResponse<Row>.self, from: data) else {
            return slow == nil ? .bothFailed : .stoodAside
        }
        guard let slow else { return .fastOnly }
        let same =
            fast.resultCode == slow.resultCode && fast.resultMessage == slow.resultMessage
            && fast.hasBody == slow.hasBody && fast.totalCount == slow.totalCount && fast.pageNo == slow.pageNo
            && fast.numOfRows == slow.numOfRows && fast.rows == slow.rows
        return same ? .agreed : .differed
    }

    /// The outcome for every row type of the portal services, by row type.
    static func outcomes(_ text: String) -> [String: Outcome] { outcomes(Data(text.utf8)) }

    static func outcomes(_ data: Data) -> [String: Outcome] {
        [
            "stations": outcome(NearbyStationRow.self, data), "measurements": outcome(MeasurementRow.self, data),
            "dust": outcome(DustForecastRow.self, data), "uv": outcome(UVIndexRow.self, data),
            "pollen": outcome(PollenRow.self, data), "events": outcome(WarningEventRow.self, data),
            "status": outcome(WarningStatusRow.self, data),
        ]
    }

    /// Every JSON answer under Fixtures/AirKorea, UV, Pollen and Alerts, as `folder/name`.
    static let fixtures: [String] = ["AirKorea", "UV", "Pollen", "Alerts"].flatMap { folder in
        AirFixtures.names(in: folder).filter { $0.hasSuffix(".json") }.map { "\(folder)/\($0)" }
    }

    @Test("the fixtures are all found")
    func fixturesFound() {
        #expect(Self.fixtures.count >= 45)
    }

    @Test("every portal fixture reads the same both ways, through the fast path", arguments: fixtures)
    func fixture(path: String) throws {
        let data = try Data(contentsOf: AirFixtures.root.appendingPathComponent(path))
        for (row, outcome) in Self.outcomes(data) {
            #expect(outcome == .agreed || outcome == .bothFailed, "\(row)")
        }
    }

    static func answer(items: String, body extra: String = #","totalCount":2,"pageNo":1,"numOfRows":10"#) -> String {
        #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"items":\#(items)\#(extra)}}}"#
    }

    /// A row of every service's keys, with values of every kind the lenient reads meet.
    static let row =
        #"{"stationName":"종로구","addr":12,"tm":1.0,"stationCode":1e2,"pm10Value":"35","pm25Value":18,"#
        + #""khaiValue":1.5,"pm10Grade":null,"pm25Grade":true,"mangName":{"a":1},"dataTime":[1],"#
        + #""informCode":"PM10","informGrade":" 2 ","code":"A07_2","areaNo":1111000000,"date":"2026113006","#
        + #""h0":0,"h3":"1","h6":2.5,"h9":"","h12":null,"hx":"3","today":"1","tomorrow":2,"dayaftertomorrow":"","#
        + #""twodaysaftertomorrow":3.0,"tmFc":202609260800,"tmSeq":121,"warnVar":-2,"t6":"o 호우경보 : 제주도\r\n","#
        + #""esc":"a\"b\\c\u00e9\ud83d\ude00","unknown":{"nested":{"item":[1,2]}}}"#

    @Test(
        "hand-written answers read the same both ways, through the fast path",
        arguments: [
            answer(items: "[\(row)]"), answer(items: #"{"item":[\#(row),\#(row)]}"#),
            answer(items: #"{"item":\#(row)}"#),
            answer(items: row), answer(items: #""""#), answer(items: "null"), answer(items: "[]"),
            answer(items: #"{"item":""}"#), answer(items: #"{"item":null}"#), answer(items: "{}"),
            answer(items: #"{"item":[]}"#), answer(items: #"[1,"x",null,[],true,{},\#(row)]"#),
            answer(items: #"{"item":[1,"x",null,\#(row)]}"#), answer(items: #"{"item":"x"}"#), answer(items: "7"),
            answer(items: #"{"item":{"item":[\#(row)]}}"#),
            answer(items: "[]", body: #","totalCount":"3","pageNo":" 1 ","numOfRows":1.0"#),
            answer(items: "[]", body: #","totalCount":1.5,"pageNo":true,"numOfRows":null"#),
            answer(items: "[]", body: #","totalCount":"x","pageNo":1e2,"numOfRows":{}"#),
            answer(items: "[]", body: ""),
            #"{"response":{"header":{"resultCode":"00"}}}"#,
            #"{"response":{"header":{"resultCode":0,"resultMsg":null},"body":null}}"#,
            #"{"response":{"header":{"resultCode":"03","resultMsg":"NO_DATA"},"body":""}}"#,
            #"{"response":{"header":{"resultCode":"00"},"body":[]}}"#,
            #"{"response":{"header":{"resultCode":1.0},"body":{}},"extra":[1,2,{"a":null}]}"#,
            #"{"response":{"header":{},"body":{"items":{"item":[{"h0":"1"}]}}}}"#,
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[{"Today":"1","tomorrow":"2"}]}}}}"#,
        ])
    func taken(text: String) {
        for (row, outcome) in Self.outcomes(text) {
            #expect(outcome == .agreed, "\(row)")
        }
    }

    @Test(
        "documents JSONDecoder rejects are rejected",
        arguments: [
            #"{"response":{"body":{}}}"#, #"{"response":{"header":[],"body":{}}}"#, #"{"response":null}"#,
            #"{"response":"x"}"#, "[]", #""text""#, "1", "null", "{}",
        ])
    func rejected(text: String) {
        for (row, outcome) in Self.outcomes(text) {
            #expect(outcome == .bothFailed, "\(row)")
        }
    }

    @Test(
        "what the fast path cannot be sure of is left to JSONDecoder",
        arguments: [
            // -0, numbers at or past 2^53 read as integers, duplicate keys, a byte-order mark.
            answer(items: #"[{"pm10Value":-0,"today":-0}]"#),
            answer(items: #"[{"pm10Value":9007199254740993,"today":9007199254740993}]"#),
            answer(items: "[]", body: #","totalCount":12345678901234567890"#),
            answer(items: #"[{"pm10Value":1e300,"today":1e300}]"#),
            answer(items: #"[{"pm10Value":"1","pm10Value":"2"}]"#),
            "\u{FEFF}" + answer(items: "[]"),
        ])
    func standsAside(text: String) {
        // A row type that never reads the field concerned may still take the fast path.
        for (row, outcome) in Self.outcomes(text) {
            #expect(outcome == .stoodAside || outcome == .agreed, "\(row)")
        }
        #expect(Self.outcomes(text).values.contains(.stoodAside))
    }

    @Test("nesting past the reader's depth is left to JSONDecoder")
    func deepNesting() {
        let depth = StrictJSONReader.maxDepth
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(Self.outcomes(Self.answer(items: "[{\"x\":\(deep)}]")).values.allSatisfy { $0 == .stoodAside })
    }
}
