/// The area code (`areaNo`) KMA's living and health weather services (UV, pollen) answer for a place today, and what to
/// ask when they do not know it (docs/PLACES.md, "Area codes"). Those services use KMA's 2026 code file: 강원 51…, 전북
/// 52…, 광주 and 전남 12…, 대구 군위군 27720…, 인천's new 구, 화성's and 부천's 구, and answer nothing for the retired codes the 2023
/// place table still carries. Pure functions.
package enum AreaCode {
    /// Prefixes of codes the services no longer answer: 강원도 42, 전라북도 45, 광주광역시 29, 전라남도 46, 경상북도
    /// 군위군 47720, 인천 중구 28110, 동구 28140, 서구 28260, 부천시 41190 (the city row and its 광역동), 화성시 41590
    /// (the city row and its renumbered 읍면동). A fallback never asks with one.
    package static let retiredPrefixes = ["42", "45", "29", "46", "47720", "28110", "28140", "28260", "41190", "41590"]

    /// 광주's and 전남's 시군구 under 전남광주통합특별시 (2026-07-01): old 5 digits → new 5 digits; 읍면동 keep their 5-digit suffix.
    static let jeonnamGwangju: [String: String] = [
        "29000": "12000", "29110": "12210", "29140": "12240", "29155": "12270", "29170": "12300", "29200": "12330",
        "46000": "12000", "46110": "12110", "46130": "12130", "46150": "12150", "46170": "12170", "46230": "12190",
        "46710": "12710", "46720": "12720", "46730": "12730", "46770": "12740", "46780": "12750", "46790": "12760",
        "46800": "12770", "46810": "12780", "46820": "12790", "46830": "12800", "46840": "12810", "46860": "12820",
        "46870": "12830", "46880": "12840", "46890": "12850", "46900": "12860", "46910": "12870",
    ]

    /// Rows whose new code the prefix rules get wrong: 삼국유사면 was renumbered when 군위 moved, and 광주 북구
    /// 중흥2·3동 merged into 중흥동 (2024-01-01).
    static let exceptions = ["4772038000": "2772037000", "2917052000": "1230053500", "2917053000": "1230053500"]

    /// The code today for a code of the 2023 table by the prefix rules: `45…` → `52…` (same 8 digits); `29xxx…` and
    /// `46xxx…` → `12` and the new 시군구 digits, same 5-digit suffix; `4772…` → `2772…`. Nil when no rule applies
    /// (the code is unchanged, or changed in a way only the aliases know).
    package static func renumbered(_ code: String) -> String? {
        guard code.count == 10, code.allSatisfy(\.isASCII) else { return nil }
        if let exception = exceptions[code] { return exception }
        if code.hasPrefix("45") { return "52" + code.dropFirst(2) }
        if code.hasPrefix("4772") { return "2772" + code.dropFirst(4) }
        if let district = jeonnamGwangju[String(code.prefix(5))] { return district + code.dropFirst(5) }
        return nil
    }

    /// Whether the services stopped answering `code` (one of `retiredPrefixes`).
    package static func isRetired(_ code: String) -> Bool {
        retiredPrefixes.contains { code.hasPrefix($0) }
    }

    /// The codes to ask, in order: `first`, then the 시군구 code and the 시도 code it lies in, each once, none
    /// retired. `[]` only when `first` is not a 10-digit code.
    package static func candidates(first: String) -> [String] {
        guard first.count == 10, first.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return [] }
        var codes: [String] = []
        for code in [first, String(first.prefix(5)) + "00000", String(first.prefix(2)) + "00000000"]
        where !isRetired(code) && !codes.contains(code) {
            codes.append(code)
        }
        return codes
    }

    /// Whether a UV or pollen answer means the service does not know the area (docs/PLACES.md, "Area codes": `00`
    /// without a row, or a `99` other than pollen's off-season and the too-old-time answers).
    package static func isNoSuchArea(resultCode: String, message: String, rowCount: Int) -> Bool {
        switch resultCode {
        case "00": return rowCount == 0
        case "99": return !(message.contains("제공기간") || message.contains("최근") || message.contains("일 전까지"))
        default: return false
        }
    }
}
