/// One row of `getMsrstnAcctoRltmMesureDnsty` (측정소별 실시간 측정정보) as sent with `ver=1.3` (wire model).
///
/// Every value and grade arrives as a string (`"88"`, `"3"`); a missing value is `"-"`, a missing grade `null`
/// (or `""`, `"-"`, `"*"` in older forms); a `*Flag` is `null` when the value is normal and a text such as
/// `통신장애` or `점검및교정` when it is not. All fields are optional and read leniently: whether a row is usable is
/// decided by `StationMeasurement`. `stationName`/`stationCode` appear only from `ver=1.4`.
package struct MeasurementRow: Decodable, Equatable, Sendable {
    /// `YYYY-MM-DD HH:mm`, KST, the end of the measured hour; `24:00` for midnight.
    package var dataTime: String?
    package var stationName: String?
    package var stationCode: String?
    package var mangName: String?
    /// 1-hour concentrations, µg/m³.
    package var pm10Value: String?
    package var pm25Value: String?
    /// 24-hour predicted moving averages, µg/m³ (what `pm10Grade`/`pm25Grade` are computed from).
    package var pm10Value24: String?
    package var pm25Value24: String?
    /// 24-hour grades.
    package var pm10Grade: String?
    package var pm25Grade: String?
    /// 1-hour grades (`ver` ≥ 1.3): the ones the advice uses.
    package var pm10Grade1h: String?
    package var pm25Grade1h: String?
    package var pm10Flag: String?
    package var pm25Flag: String?
    package var khaiValue: String?
    package var khaiGrade: String?

    package init(
        dataTime: String?, pm10Value: String? = nil, pm25Value: String? = nil, pm10Grade1h: String? = nil,
        pm25Grade1h: String? = nil, pm10Flag: String? = nil, pm25Flag: String? = nil, pm10Grade: String? = nil,
        pm25Grade: String? = nil, stationName: String? = nil
    ) {
        self.dataTime = dataTime
        self.pm10Value = pm10Value
        self.pm25Value = pm25Value
        self.pm10Grade1h = pm10Grade1h
        self.pm25Grade1h = pm25Grade1h
        self.pm10Flag = pm10Flag
        self.pm25Flag = pm25Flag
        self.pm10Grade = pm10Grade
        self.pm25Grade = pm25Grade
        self.stationName = stationName
    }

    enum CodingKeys: String, CodingKey {
        case dataTime, stationName, stationCode, mangName, pm10Value, pm25Value, pm10Value24, pm25Value24
        case pm10Grade, pm25Grade, pm10Grade1h, pm25Grade1h, pm10Flag, pm25Flag, khaiValue, khaiGrade
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        dataTime = c.lenientString(.dataTime)
        stationName = c.lenientString(.stationName)
        stationCode = c.lenientString(.stationCode)
        mangName = c.lenientString(.mangName)
        pm10Value = c.lenientString(.pm10Value)
        pm25Value = c.lenientString(.pm25Value)
        pm10Value24 = c.lenientString(.pm10Value24)
        pm25Value24 = c.lenientString(.pm25Value24)
        pm10Grade = c.lenientString(.pm10Grade)
        pm25Grade = c.lenientString(.pm25Grade)
        pm10Grade1h = c.lenientString(.pm10Grade1h)
        pm25Grade1h = c.lenientString(.pm25Grade1h)
        pm10Flag = c.lenientString(.pm10Flag)
        pm25Flag = c.lenientString(.pm25Flag)
        khaiValue = c.lenientString(.khaiValue)
        khaiGrade = c.lenientString(.khaiGrade)
    }
}
