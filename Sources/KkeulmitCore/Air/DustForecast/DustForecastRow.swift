/// One row of `getMinuDustFrcstDspth` (대기질 예보통보), as sent (wire model).
///
/// Each issue (05, 11, 17 and 23시) adds a row per pollutant (`informCode` `PM10`, `PM25`, `O3`) and target date
/// (`informData`); an answer mixes issues and its rows are not sorted. All fields are optional.
///
/// `informCode`: `PM10`, `PM25` or `O3`; `informData`: the target date, `YYYY-MM-DD`; `dataTime`: the issue,
/// `YYYY-MM-DD HH시 발표`; `informGrade`: `서울 : 보통,제주 : 좋음,…`, one entry per forecast region, in no fixed order.
package typealias DustForecastRow = WireRow<DustForecastField>

package enum DustForecastField: String, WireField {
    case informCode, informData, dataTime, informGrade, informOverall, informCause
}
