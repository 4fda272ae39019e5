import Foundation
import Testing

@testable import KkeulmitCore

/// The place memo (`SourcePlace.Memo`) and the area memo (`AreaCodeFallback.Memo`) are read with
/// `JSONValueDecoder` first: what it reads must be what `JSONDecoder` reads (compared by encoding both), and the
/// memos the program writes must take the fast path.
@Suite("JSONValueDecoder reads the place and area memos as JSONDecoder does")
struct JSONValueDecoderMemoTests {
    typealias Outcome = JSONValueDecoderTests.Outcome

    static func outcome<T: Codable>(_ type: T.Type, _ data: Data) -> Outcome {
        let slow = try? JSONDecoder().decode(type, from: data)
        guard let fast = JSONValueDecoder.decode(type, from: data) else {
            return slow == nil ? .bothFailed : .stoodAside
        }
        guard let slow else { return .fastOnly }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(fast)) == (try? encoder.encode(slow)) ? .agreed : .differed
    }

    static func outcome<T: Codable>(_ type: T.Type, _ text: String) -> Outcome { outcome(type, Data(text.utf8)) }

    @Test("the place memos the program writes read the same both ways, through the fast path")
    func placeMemos() throws {
        let places = stride(from: 0, to: PlaceTable.places.count, by: 7).map { PlaceTable.places[$0] }
        #expect(places.count > 100)
        for (index, place) in places.enumerated() {
            let codes = [place.code, String(place.code.prefix(5)) + "00000"]
            let memo = try JSONEncoder().encode(SourcePlace.Memo(place, areaCodes: Array(codes.prefix(index % 3))))
            #expect(Self.outcome(SourcePlace.Memo.self, memo) == .agreed, "\(place.code)")
        }
    }

    static let place =
        #""code":"1111051500","level1":"서울특별시","level2":"종로구","level3":"청운효자동","nx":60,"ny":127,"#
        + #""latitude":37.5841,"longitude":126.9706"#

    @Test(
        "hand-written place memos read the same both ways",
        arguments: [
            ("{\(place),\"areaCodes\":[\"1111051500\",\"1111000000\"]}", Outcome.agreed),
            ("{\(place)}", .agreed), ("{\(place),\"areaCodes\":[]}", .agreed),
            ("{\(place),\"areaCodes\":null,\"level4\":null,\"extra\":{\"a\":[1]}}", .agreed),
            (#"{"code":"1","level1":"x","level2":null,"nx":1,"ny":2,"latitude":1.5,"longitude":2}"#, .agreed),
            (#"{"code":"1","level1":"x","nx":60.0,"ny":1e2,"latitude":37,"longitude":-1.5e-3}"#, .agreed),
            ("{\(place),\"areaCodes\":[null]}", .bothFailed), ("{\(place),\"areaCodes\":\"x\"}", .bothFailed),
            (#"{"code":"1","level1":"x","nx":"60","ny":1,"latitude":37,"longitude":1}"#, .bothFailed),
            (#"{"code":"1","level1":"x","nx":60.5,"ny":1,"latitude":37,"longitude":1}"#, .bothFailed),
            (#"{"code":"1","level1":"x","nx":1,"ny":1,"latitude":"37.5","longitude":1}"#, .bothFailed),
            (#"{"code":1,"level1":"x","nx":1,"ny":1,"latitude":37.5,"longitude":1}"#, .bothFailed),
            (#"{"level1":"x","nx":1,"ny":1,"latitude":37.5,"longitude":1}"#, .bothFailed),
            (#"{"code":"1","level1":"x","nx":1,"ny":1,"latitude":37.5,"longitude":1,"level2":true}"#, .bothFailed),
            ("[]", .bothFailed), ("", .bothFailed),
            (#"{"code":"1","level1":"x","nx":1,"ny":1,"latitude":-0,"longitude":1}"#, .stoodAside),
            (#"{"code":"1","level1":"x","nx":9007199254740993,"ny":1,"latitude":1,"longitude":1}"#, .stoodAside),
            ("{\(place),\"code\":\"1111000000\"}", .stoodAside),
        ])
    func placeMemo(text: String, expected: Outcome) {
        #expect(Self.outcome(SourcePlace.Memo.self, text) == expected)
    }

    @Test(
        "area memos read the same both ways",
        arguments: [
            (#"{"areaNo":"1111000000"}"#, Outcome.agreed), (#" {"other":[1,{}],"areaNo":"x"} "#, .agreed),
            (#"{"areaNo":"\u0031111000000"}"#, .agreed),
            (#"{"areaNo":1111000000}"#, .bothFailed), ("{}", .bothFailed), (#"{"areaNo":null}"#, .bothFailed),
            (#"{"areaNo":["1"]}"#, .bothFailed), (#"{"areaNo":"1"} x"#, .bothFailed),
            (#"{"areaNo":"1","areaNo":"2"}"#, .stoodAside),
        ])
    func areaMemo(text: String, expected: Outcome) throws {
        #expect(Self.outcome(AreaCodeFallback.Memo.self, text) == expected)
        let written = try JSONEncoder().encode(AreaCodeFallback.Memo(areaNo: "1111000000"))
        #expect(Self.outcome(AreaCodeFallback.Memo.self, written) == .agreed)
    }
}
