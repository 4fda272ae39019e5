import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// `--lang en` names places the way English text does (Revised Romanization); Korean output and JSON keep KMA's
/// names.
@Suite("Place names in English output")
struct PlaceTextTests {
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test("text, one line, templates and waybar's tooltip say Jongno-gu, Seoul in English, 서울특별시 종로구 in Korean")
    func everyFormat() {
        let report = ReportSamples.coldMorning
        let english = [
            TextRenderer.render(report, language: .en, colour: false), OneLineRenderer.render(report, language: .en),
            WaybarRenderer.render(report, language: .en),
            (try? OutputTemplate(parsing: "{place} {oneline}"))?.render(report, language: .en) ?? "",
        ]
        for output in english { #expect(!Self.hasHangul(output), "\(output)") }
        #expect(english[0].contains("Jongno-gu, Seoul (grid 60,127)"))
        #expect(english[1].hasPrefix("Jongno-gu 07:00–19:00"))
        #expect(TextRenderer.render(report, language: .ko, colour: false).contains("서울특별시 종로구 (격자 60,127)"))
        #expect(JSONRenderer.render(report, language: .en).contains(#""name":"서울특별시 종로구""#))
    }

    @Test("one-line output gives the name's last part, romanized in English, and the cell without a name")
    func short() throws {
        let cell = try #require(GridCell(nx: 60, ny: 127))
        #expect(PlaceText.short("서울특별시 종로구", cell: cell, .en) == "Jongno-gu")
        #expect(PlaceText.short("서울특별시 종로구", cell: cell, .ko) == "종로구")
        #expect(PlaceText.short(nil, cell: cell, .en) == "60,127")
        #expect(PlaceText.short(nil, cell: cell, .ko) == "60,127")
    }
}
