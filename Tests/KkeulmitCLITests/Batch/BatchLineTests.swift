import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

@Suite("batch input lines")
struct BatchLineTests {
    static func parse(_ text: String) -> Result<BatchLine, BatchLineError> {
        Result { () throws(BatchLineError) in try BatchLine.parse(Array(text.utf8), number: 7) }
    }

    @Test("a full line reads every field")
    func full() throws {
        let line = try Self.parse(
            #"{"id": "kim", "location": {"nx": 60, "ny": 127}, "hours": 6, "at": "2026-11-30 08:00", "lang": "en", "temperatureOffset": -1.5}"#
        ).get()
        #expect(line.id == .string("kim"))
        #expect(line.location == .cell(nx: 60, ny: 127))
        #expect(line.hours == 6)
        #expect(line.at == ISO8601.parse("2026-11-30T08:00:00+09:00"))
        #expect(line.language == .en)
        #expect(line.temperatureOffset == -1.5)
    }

    @Test(
        "locations are read as the config reads them; ids may be strings or numbers",
        arguments: [
            (#"{"id": 3, "location": {"place": "종로구"}}"#, JSONValue.integer(3), LocationSpec.place("종로구")),
            (#"{"id": "x", "location": "해운대구"}"#, .string("x"), .place("해운대구")),
            (
                #"{"id": "y", "location": {"lat": 37.57, "lon": 126.98}}"#, .string("y"),
                .coordinates(latitude: 37.57, longitude: 126.98)
            ),
        ])
    func locations(text: String, id: JSONValue, location: LocationSpec) throws {
        let line = try Self.parse(text).get()
        #expect(line.id == id && line.location == location)
    }

    @Test(
        "a malformed line is an error naming the line and the fault, with the id when there is one",
        arguments: [
            ("not json", JSONValue.null, "line 7 is not a JSON object"),
            ("[1, 2]", .null, "line 7 must be a JSON object, not an array"),
            ("", .null, "line 7 is not a JSON object"),
            (#"{"location": {"nx": 60, "ny": 127}}"#, .null, "line 7 has no \"id\""),
            (#"{"id": true, "location": "종로구"}"#, .null, "\"id\" must be a string or a number"),
            (#"{"id": "a"}"#, .string("a"), "line 7: no \"location\""),
            (#"{"id": "a", "location": {"nx": 0, "ny": 127}}"#, .string("a"), "line 7: \"location\" has \"nx\""),
            (#"{"id": "a", "location": "종로구", "hour": 3}"#, .string("a"), "unknown key \"hour\""),
            (#"{"id": "a", "location": "종로구", "hours": 49}"#, .string("a"), "\"hours\" must be an integer"),
            (#"{"id": "a", "location": "종로구", "at": "tomorrow"}"#, .string("a"), "\"at\" must look like"),
            (#"{"id": "a", "location": "종로구", "lang": "fr"}"#, .string("a"), "\"lang\" must be"),
            (
                #"{"id": "a", "location": "종로구", "temperatureOffset": 40}"#, .string("a"),
                "\"temperatureOffset\" must be a number from -20 to 20"
            ),
        ])
    func malformed(text: String, id: JSONValue, message: String) {
        guard case .failure(let error) = Self.parse(text) else {
            Issue.record("accepted: \(text)")
            return
        }
        #expect(error.id == id)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test("bytes that are not UTF-8 are an error, not a crash")
    func notUTF8() {
        let result = Result { () throws(BatchLineError) in try BatchLine.parse([0x7B, 0xFF, 0x7D], number: 1) }
        guard case .failure(let error) = result else {
            Issue.record("accepted")
            return
        }
        #expect(error.message == "line 1 is not UTF-8 text")
    }
}

@Suite("batch input is split into lines as it arrives")
struct LineSplitterTests {
    static func lines(_ text: String, chunk: Int, max: Int = 64) async throws -> [LineSplitter.Line] {
        var splitter = LineSplitter(source: MemorySource(text, chunkBytes: chunk), maxLineBytes: max)
        var result: [LineSplitter.Line] = []
        while let line = try await splitter.next() { result.append(line) }
        return result
    }

    static func text(_ s: String) -> LineSplitter.Line { .text(Array(s.utf8)) }

    @Test(
        "whatever the chunk size, lines are the same: CRLF ends a line, a final newline adds none",
        arguments: [1, 2, 3, 7, 4096])
    func chunks(size: Int) async throws {
        #expect(
            try await Self.lines("a\r\nbb\n\nccc", chunk: size) == [
                Self.text("a"), Self.text("bb"), Self.text(""), Self.text("ccc"),
            ])
        #expect(try await Self.lines("a\n", chunk: size) == [Self.text("a")])
        #expect(try await Self.lines("", chunk: size) == [])
    }

    @Test("an overlong line is reported once as too long, and the next line is read whole", arguments: [1, 5, 4096])
    func overlong(size: Int) async throws {
        let long = String(repeating: "x", count: 100)
        #expect(
            try await Self.lines("a\n\(long)\nb\n", chunk: size, max: 10) == [Self.text("a"), .tooLong, Self.text("b")])
        #expect(try await Self.lines("a\n\(long)", chunk: size, max: 10) == [Self.text("a"), .tooLong])
    }
}
