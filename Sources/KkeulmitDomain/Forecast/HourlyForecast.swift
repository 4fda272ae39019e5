/// Everything KMA forecast for one slot (one `fcstDate` + `fcstTime`), as typed values. Absent values are nil: KMA
/// omitted the category, sent a missing marker (≥ 900 / ≤ −900), or sent something unreadable. Amounts are the lower
/// bounds of KMA's categories (see `ForecastValue`).
public struct HourlyForecast: Equatable, Sendable {
    /// The slot's start, KST.
    public var time: KSTDateTime
    /// True for the 3-hourly slots of the extended day, whose PCP/SNO/WSD are qualitative codes.
    package var isExtended: Bool

    /// TMP (short-term) or T1H (ultra-short), °C.
    public var temperature: Double?
    /// POP, percent.
    public var precipitationProbability: Int?
    public var precipitationType: PrecipitationType?
    public var sky: SkyCondition?
    /// PCP or forecast RN1, mm (lower bound).
    package var precipitationMillimetres: Double?
    /// SNO, cm (lower bound).
    package var snowCentimetres: Double?
    /// REH, percent.
    package var humidity: Double?
    /// WSD, m/s.
    package var windSpeed: Double?
    /// UUU, m/s, positive towards the east.
    package var windEastward: Double?
    /// VVV, m/s, positive towards the north.
    package var windNorthward: Double?
    /// VEC, degrees, where the wind blows from.
    package var windDirection: Double?
    /// WAV, metres.
    package var waveHeight: Double?
    /// LGT, kA.
    package var lightning: Double?
    /// Categories this build does not know, raw.
    package var otherValues: [String: String] = [:]
    /// Where `temperature` came from; a short-term forecast slot until `TimelineMerger` overlays another source.
    package var source: SlotSource = .shortForecast

    package init(time: KSTDateTime, isExtended: Bool = false) { (self.time, self.isExtended) = (time, isExtended) }
}
