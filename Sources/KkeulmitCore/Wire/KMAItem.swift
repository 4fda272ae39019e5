/// One row of a KMA forecast answer, as sent, read leniently (`Lenient`); whether a row is usable is decided when
/// it is mapped to the domain (`TimelineBuilder`).
package struct KMAItem: Decodable, Equatable, Sendable {
    @Lenient package var baseDate: String? = nil
    @Lenient package var baseTime: String? = nil
    @Lenient package var category: String? = nil
    @Lenient package var fcstDate: String? = nil
    @Lenient package var fcstTime: String? = nil
    @Lenient package var fcstValue: String? = nil
    /// `getUltraSrtNcst` sends the observed value here instead of `fcstValue`.
    @Lenient package var obsrValue: String? = nil
    @Lenient package var nx: Int? = nil
    @Lenient package var ny: Int? = nil

    /// The forecast value, or the observed one (`getUltraSrtNcst`).
    package var value: String? { fcstValue ?? obsrValue }

    package init(
        baseDate: String? = nil, baseTime: String? = nil, category: String?, fcstDate: String?, fcstTime: String?,
        fcstValue: String?, nx: Int? = nil, ny: Int? = nil
    ) {
        (self.baseDate, self.baseTime, self.category, self.fcstDate) = (baseDate, baseTime, category, fcstDate)
        (self.fcstTime, self.fcstValue, self.nx, self.ny) = (fcstTime, fcstValue, nx, ny)
    }
}
