/// One row of `getMinuDustFrcstDspth` (대기질 예보통보), as sent (wire model).
///
/// Each issue (05, 11, 17 and 23시) adds a row per pollutant (`informCode` `PM10`, `PM25`, `O3`) and target date
/// (`informData`); an answer mixes issues and its rows are not sorted. All fields are optional.
package struct DustForecastRow: Decodable, Equatable, Sendable {
    /// `PM10`, `PM25` or `O3`.
    package var informCode: String?
    /// The target date, `YYYY-MM-DD`.
    package var informData: String?
    /// The issue, `YYYY-MM-DD HH시 발표`.
    package var dataTime: String?
    /// `서울 : 보통,제주 : 좋음,…`, one entry per forecast region, in no fixed order.
    package var informGrade: String?
    package var informOverall: String?
    package var informCause: String?

    package init(
        informCode: String?, informData: String?, dataTime: String?, informGrade: String?,
        informOverall: String? = nil, informCause: String? = nil
    ) {
        self.informCode = informCode
        self.informData = informData
        self.dataTime = dataTime
        self.informGrade = informGrade
        self.informOverall = informOverall
        self.informCause = informCause
    }

    enum CodingKeys: String, CodingKey {
        case informCode, informData, dataTime, informGrade, informOverall, informCause
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        informCode = c.lenientString(.informCode)
        informData = c.lenientString(.informData)
        dataTime = c.lenientString(.dataTime)
        informGrade = c.lenientString(.informGrade)
        informOverall = c.lenientString(.informOverall)
        informCause = c.lenientString(.informCause)
    }
}
