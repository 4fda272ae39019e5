/// One row of a KMA forecast answer, as sent (wire model).
///
/// Decoding is lenient on purpose: every field is optional, values may arrive as strings or numbers, and unknown
/// fields are ignored. Whether a row is usable is decided when it is mapped to the domain (`TimelineBuilder`).
public struct KMAItem: Decodable, Equatable, Sendable {
    public var baseDate: String?
    public var baseTime: String?
    public var category: String?
    public var fcstDate: String?
    public var fcstTime: String?
    public var fcstValue: String?
    /// `getUltraSrtNcst` sends the observed value here instead of `fcstValue`.
    public var obsrValue: String?
    public var nx: Int?
    public var ny: Int?

    public init(
        baseDate: String? = nil, baseTime: String? = nil, category: String?, fcstDate: String?, fcstTime: String?,
        fcstValue: String?, nx: Int? = nil, ny: Int? = nil
    ) {
        self.baseDate = baseDate
        self.baseTime = baseTime
        self.category = category
        self.fcstDate = fcstDate
        self.fcstTime = fcstTime
        self.fcstValue = fcstValue
        self.nx = nx
        self.ny = ny
    }

    enum CodingKeys: String, CodingKey {
        case baseDate, baseTime, category, fcstDate, fcstTime, fcstValue, obsrValue, nx, ny
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        baseDate = c.lenientString(.baseDate)
        baseTime = c.lenientString(.baseTime)
        category = c.lenientString(.category)
        fcstDate = c.lenientString(.fcstDate)
        fcstTime = c.lenientString(.fcstTime)
        fcstValue = c.lenientString(.fcstValue)
        obsrValue = c.lenientString(.obsrValue)
        nx = c.lenientInt(.nx)
        ny = c.lenientInt(.ny)
    }
}

extension KeyedDecodingContainer {
    /// A string, or a number rendered as a string; nil for null, absent or anything else.
    func lenientString(_ key: Key) -> String? {
        if let s = try? decodeIfPresent(String.self, forKey: key) { return s }
        if let i = try? decodeIfPresent(Int.self, forKey: key) { return String(i) }
        if let d = try? decodeIfPresent(Double.self, forKey: key) { return String(d) }
        return nil
    }

    /// An integer, or a string holding one; nil otherwise.
    func lenientInt(_ key: Key) -> Int? {
        if let i = try? decodeIfPresent(Int.self, forKey: key) { return i }
        if let s = try? decodeIfPresent(String.self, forKey: key) { return Int(s.trimmingSpaces) }
        return nil
    }
}
