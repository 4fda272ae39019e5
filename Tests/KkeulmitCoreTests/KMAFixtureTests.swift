import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("KMA fixtures have KMA's real shape")
struct KMAFixtureTests {
    @Test(
        "the reference's slot layout reproduces every observed totalCount",
        arguments: [(2, 944), (5, 907), (8, 871), (11, 835), (14, 798), (17, 1052), (20, 1016), (23, 980)])
    func observedCounts(hour: Int, total: Int) throws {
        let base = try #require(ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: hour))
        #expect(KMAIssueShape.rowCount(for: base) == total)
    }

    @Test(
        "full-issue fixtures follow the layout row by row",
        arguments: [("vilage-fcst-0500-success.json", 5, 907), ("vilage-fcst-1700-success.json", 17, 1052)])
    func layout(name: String, hour: Int, total: Int) throws {
        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: Fixtures.data(name))
        let base = try #require(ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: hour))
        let items = response.body?.items ?? []
        #expect(KMAIssueShape.problems(items: items, base: base, cell: Sample.cell) == [])
        #expect(response.body?.totalCount == total)
        #expect(response.body?.pageNo == 1)
        #expect(response.header.resultMsg == "NORMAL_SERVICE")
    }

    @Test("the 0500 fixture uses every PCP and SNO string form")
    func valueForms() throws {
        let items =
            try KMAResponseDecoder.decode(
                status: 200, headers: [:], body: Fixtures.data("vilage-fcst-0500-success.json")
            ).body?.items ?? []
        let values = Set(items.filter { $0.category == "PCP" || $0.category == "SNO" }.compactMap(\.fcstValue))
        for form in ["강수없음", "1mm 미만", "6.2mm", "30.0~50.0mm", "50.0mm 이상", "적설없음", "0.5cm 미만", "1.0cm", "5.0cm 이상"] {
            #expect(values.contains(form), "\(form)")
        }
    }

    @Test(
        "extended-day slots carry qualitative PCP/SNO/WSD codes",
        arguments: ["vilage-fcst-0500-success.json", "vilage-fcst-1700-success.json"])
    func extendedCodes(name: String) throws {
        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: Fixtures.data(name))
        let items = response.body?.items ?? []
        let base = try #require(
            ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: Int(items[0].baseTime!.prefix(2))!))
        let extended = Set(KMAIssueShape.slots(for: base).filter(\.extended).map { $0.time })
        let rows = items.filter {
            KSTDateTime(kmaDate: $0.fcstDate ?? "", kmaTime: $0.fcstTime ?? "").map(extended.contains) ?? false
        }
        #expect(rows.count == 8 * 12 + 2)
        #expect(rows.filter { $0.category == "WSD" }.allSatisfy { ["1", "2", "3"].contains($0.fcstValue) })
        #expect(rows.filter { $0.category == "PCP" }.allSatisfy { ["강수없음", "1", "2", "3"].contains($0.fcstValue) })
        #expect(rows.filter { $0.category == "SNO" }.allSatisfy { ["적설없음", "1", "2"].contains($0.fcstValue) })
        #expect(rows.contains { $0.category == "PCP" && $0.fcstValue != "강수없음" })
    }

    @Test("fixtures are stored as `jq -S .` writes them: sorted keys, two-space indent, final newline")
    func canonicalJSON() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { $0.hasSuffix(".json") && !$0.contains("truncated") }
        #expect(
            names.count == 23,
            "getVilageFcst 10 (the summer demo's among them), gateway 2, API Hub 2, getUltraSrtNcst 5, getUltraSrtFcst 4"
        )
        for name in names {
            let data = Fixtures.data(name)
            let object = try JSONSerialization.jsonObject(with: data)
            #expect(jqStyle(object) + "\n" == String(decoding: data, as: UTF8.self), "\(name)")
        }
    }

    @Test("no fixture holds anything that looks like a service key")
    func noKeys() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path) {
            let text = Fixtures.text(name)
            #expect(!text.contains("serviceKey"), "\(name)")
            #expect(!text.contains("%2B") && !text.contains("%2F") && !text.contains("%3D"), "\(name)")
        }
    }
}

/// `jq -S .` output for the values the fixtures hold (objects, arrays, strings, integers).
private func jqStyle(_ value: Any, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case let object as [String: Any]:
        guard !object.isEmpty else { return "{}" }
        let fields = object.keys.sorted().map { inner + quoted($0) + ": " + jqStyle(object[$0]!, indent: inner) }
        return "{\n" + fields.joined(separator: ",\n") + "\n" + indent + "}"
    case let array as [Any]:
        guard !array.isEmpty else { return "[]" }
        return "[\n" + array.map { inner + jqStyle($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case let string as String:
        return quoted(string)
    case let number as NSNumber:
        return number.stringValue
    default:
        return "null"
    }
}

private func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20:
            out +=
                "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
