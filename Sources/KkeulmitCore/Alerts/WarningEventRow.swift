/// One row of `getPwnCd` (특보코드조회), as sent (wire model): one zone × warning type × announcement.
///
/// `{"allEndTime": 0, "areaCode": "L1090500", "areaName": "제주도산지", "cancel": "0", "command": "1", "endTime": 0,
/// "stnId": "108", "tmFc": 202609260800, "tmSeq": 121, "warnVar": 2, "warnStress": 0, "startTime": 202609260800}`. Live
/// JSON sends the times and codes as numbers and the names as strings; XML sends text: every field is kept as text,
/// numbers rendered (docs/ALERTS.md, "A row of getPwnCd"), and `WarningEvent` reads them.
package typealias WarningEventRow = WireRow<WarningEventField>

/// The fields getPwnCd sends.
package enum WarningEventField: String, WireField {
    case allEndTime, areaCode, areaName, cancel, command, endTime, stnId, tmFc, tmSeq, warnVar, warnStress
    case startTime
}
