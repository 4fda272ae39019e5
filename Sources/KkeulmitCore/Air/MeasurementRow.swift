/// One row of `getMsrstnAcctoRltmMesureDnsty` (측정소별 실시간 측정정보) as sent with `ver=1.3` (wire model), every field
/// optional text read leniently; how values, `*Flag`s, grades and `dataTime` read is docs/AIR-UV.md's
/// ("Measurements"), whether a row is usable `StationMeasurement`'s. `pm10Value`, `pm25Value`: 1-hour µg/m³;
/// `pm10Grade1h`, `pm25Grade1h`: the 1-hour grades the advice uses, never the 24-hour `pm10Grade`/`pm25Grade`
/// (from `pm10Value24`/`pm25Value24`). `stationName`/`stationCode` appear only from `ver=1.4`.
package typealias MeasurementRow = WireRow<MeasurementField>

package enum MeasurementField: String, WireField {
    case dataTime, stationName, stationCode, mangName, pm10Value, pm25Value, pm10Value24, pm25Value24
    case pm10Grade, pm25Grade, pm10Grade1h, pm25Grade1h, pm10Flag, pm25Flag, khaiValue, khaiGrade
}
