/// One row of `getMinuDustFrcstDspth` (대기질 예보통보), as sent (wire model); all fields optional. Each issue (05, 11, 17 and
/// 23시) adds a row per pollutant (`informCode` `PM10`, `PM25`, `O3`) and target date (`informData`, `YYYY-MM-DD`); an
/// answer mixes issues and its rows are not sorted. `dataTime`: the issue, `YYYY-MM-DD HH시 발표`; `informGrade`: one
/// entry per forecast region, in no fixed order (`서울 : 보통,제주 : 좋음,…`).
package typealias DustForecastRow = WireRow<DustForecastField>

package enum DustForecastField: String, WireField {
    case informCode, informData, dataTime, informGrade, informOverall, informCause
}
