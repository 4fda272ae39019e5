import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("AreaCode: the areaNo UV and pollen answer today")
struct AreaCodeTests {
    @Test(
        "the prefix rules renumber the 2023 table's retired codes",
        arguments: [
            ("4511100000", "5211100000"),  // 전라북도 → 전북특별자치도, same 8 digits
            ("4500000000", "5200000000"),
            ("2900000000", "1200000000"),  // 광주 and 전남 → 전남광주통합특별시
            ("4600000000", "1200000000"),
            ("2917000000", "1230000000"),
            ("2914057500", "1224057500"),
            ("4623000000", "1219000000"),  // 광양시: 12190, not 12 + 230
            ("4691042000", "1287042000"),
            ("4772025000", "2772025000"),  // 군위군 to 대구
            ("4772038000", "2772037000"),  // 삼국유사면, renumbered
            ("2917052000", "1230053500"),  // 중흥2동, merged into 중흥동
        ])
    func renumbered(_ old: String, _ new: String) {
        #expect(AreaCode.renumbered(old) == new)
        #expect(AreaCode.isRetired(old))
        #expect(!AreaCode.isRetired(new))
    }

    @Test("codes no rule touches stay as they are", arguments: ["1111000000", "5111000000", "2826071000", "41590", ""])
    func unchanged(_ code: String) {
        #expect(AreaCode.renumbered(code) == nil)
    }

    @Test(
        "the fallbacks: the 시군구 code, then the 시도 code, once each, never a retired one",
        arguments: [
            ("2829051000", ["2829051000", "2829000000", "2800000000"]),
            ("1230000000", ["1230000000", "1200000000"]),
            ("1200000000", ["1200000000"]),
            ("4159325000", ["4159325000", "4159300000", "4100000000"]),
            // A retired code is never asked, not even as a fallback.
            ("2811053000", ["2800000000"]),
            ("4119061000", ["4100000000"]),
            ("4511100000", []),
            ("abc", []),
        ])
    func candidates(_ first: String, _ codes: [String]) {
        #expect(AreaCode.candidates(first: first) == codes)
    }

    @Test(
        "'no such area': no rows, or 99 other than pollen's off-season and a time too old",
        arguments: [
            ("00", "NORMAL_SERVICE", 0, true),
            ("00", "NORMAL_SERVICE", 1, false),
            ("99", "UNKNOWN_ERROR", 0, true),
            ("99", "검색결과가 없습니다", 0, true),
            ("99", "해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]", 0, false),
            ("99", "최근 1일 간의 자료만 제공합니다", 0, false),
            ("03", "NO_DATA", 0, false),
            ("30", "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", 0, false),
        ])
    func noSuchArea(_ code: String, _ message: String, _ rows: Int, _ expected: Bool) {
        #expect(AreaCode.isNoSuchArea(resultCode: code, message: message, rowCount: rows) == expected)
    }
}

@Suite("AreaCodeFallback: asking with a place's codes in turn, remembering the one that answered")
struct AreaCodeFallbackTests {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    private static func scratch() throws -> SourceStore {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("area-\(UUID().uuidString)")
        return SourceStore(directory: url)
    }

    private static let unknownArea = KMAError.resultCode(.unknown, message: "UNKNOWN_ERROR")

    @Test("unknown codes are skipped; the first with rows answers and is remembered, then asked first")
    func skipsAndRemembers() async throws {
        let cache = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let fallback = AreaCodeFallback(source: "uv", store: cache)
        let asked = Locked<[String]>([])
        let codes = ["2829051000", "2829000000", "2800000000"]
        let first = try await fallback.first(codes, now: Self.now) { code in
            asked.withLock { $0.append(code) }
            if code == "2829051000" { throw Self.unknownArea }
            return (value: code, rowCount: code == "2829000000" ? 0 : 3)
        }
        #expect(first?.areaNo == "2800000000" && first?.value == "2800000000")
        #expect(asked.value == codes)
        #expect(fallback.remembered(for: "2829051000", now: Self.now) == "2800000000")
        #expect(fallback.order(codes, remembered: "2800000000") == ["2800000000", "2829051000", "2829000000"])
        // A month later the memo is gone and today's code is tried first again.
        #expect(fallback.remembered(for: "2829051000", now: Self.now.addingTimeInterval(31 * 86_400)) == nil)
    }

    @Test("today's code answering leaves nothing to remember")
    func firstAnswers() async throws {
        let cache = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let fallback = AreaCodeFallback(source: "uv", store: cache)
        let found = try await fallback.first(["1230000000", "1200000000"], now: Self.now) { code in
            (value: code, rowCount: 1)
        }
        #expect(found?.areaNo == "1230000000")
        #expect(fallback.remembered(for: "1230000000", now: Self.now) == nil)
    }

    @Test("other failures pass through: a refused key is no reason to ask with another code")
    func otherFailures() async throws {
        let fallback = AreaCodeFallback(source: "uv", store: nil)
        await #expect(throws: KMAError.self) {
            _ = try await fallback.first(["1230000000", "1200000000"], now: Self.now) {
                _ -> (value: Int, rowCount: Int) in
                throw KMAError.gateway(reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR")
            }
        }
        let none = try await fallback.first(["1230000000"], now: Self.now) { _ -> (value: Int, rowCount: Int) in
            throw Self.unknownArea
        }
        #expect(none == nil)
    }

    @Test(
        "a 99 that states its reason is not retried; UNKNOWN_ERROR still is",
        arguments: [
            ("검색결과가 없습니다", false), ("해당지수자료 제공기간이 아닙니다! [자료제공기간 3월 ~ 6월]", false),
            ("최근 1일 간의 자료만 제공합니다", false), ("UNKNOWN_ERROR", true),
        ])
    func statedReasons(_ message: String, _ transient: Bool) {
        #expect(KMAError.resultCode(.unknown, message: message).isTransient == transient)
    }
}
