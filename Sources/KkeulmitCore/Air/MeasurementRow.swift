/// One row of `getMsrstnAcctoRltmMesureDnsty` (측정소별 실시간 측정정보) as sent with `ver=1.3` (wire model).
///
/// Every value and grade arrives as a string (`"88"`, `"3"`); a missing value is `"-"`, a missing grade `null`
/// (or `""`, `"-"`, `"*"` in older forms); a `*Flag` is `null` when the value is normal and a text such as
/// `통신장애` or `점검및교정` when it is not. All fields are optional and read leniently: whether a row is usable is
/// decided by `StationMeasurement`. `stationName`/`stationCode` appear only from `ver=1.4`.
///
/// `dataTime`: `YYYY-MM-DD HH:mm`, KST, the end of the measured hour (`24:00` for midnight); `pm10Value`,
/// `pm25Value`: 1-hour concentrations, µg/m³; `pm10Value24`, `pm25Value24`: 24-hour predicted moving averages (what
/// `pm10Grade`/`pm25Grade`, the 24-hour grades, are computed from); `pm10Grade1h`, `pm25Grade1h`: 1-hour grades
/// (`ver` ≥ 1.3), the ones the advice uses.
package typealias MeasurementRow = WireRow<MeasurementField>

package enum MeasurementField: String, WireField {
    case dataTime, stationName, stationCode, mangName, pm10Value, pm25Value, pm10Value24, pm25Value24
    case pm10Grade, pm25Grade, pm10Grade1h, pm25Grade1h, pm10Flag, pm25Flag, khaiValue, khaiGrade
}
