/// A product of KMA's short-term forecast service (`getVilageFcst`, `getUltraSrtNcst`, `getUltraSrtFcst`): its
/// operation, issue schedule, cache name, how long an issue stays useful, rows per request and step backs. Each
/// issue of a product is a `ForecastBase` (product + base time); `GridForecastSource` makes each product a source
/// of the one pipeline (`SourceProvider`).
package struct IssuedProduct: Hashable, Sendable, CustomStringConvertible {
    /// The source's id in JSON `sources`.
    package let id: SourceID
    /// The operation appended to the service root, e.g. `getVilageFcst`.
    package let operation: String
    /// When issues are based and become callable.
    package let schedule: IssueSchedule
    /// Cache file names start with it: `vilage-60-127-20261130-0500.json`.
    package let cachePrefix: String
    /// Seconds after its base time an issue is still useful; older cached ones never stand in for a failed fetch.
    package let usefulSeconds: Double
    /// Rows asked for per request: enough for any issue in one answer.
    package let rowsPerRequest: Int
    /// Bases tried after the first on `03 NO_DATA`.
    package let maxStepBacks: Int

    /// 단기예보: 1,500 rows cover the largest issue (1,052 rows); two steps back on NO_DATA.
    package static let vilageFcst = IssuedProduct(
        id: .vilageFcst, operation: "getVilageFcst", schedule: .shortTermForecast, cachePrefix: "vilage",
        usefulSeconds: 3 * 86_400, rowsPerRequest: 1500, maxStepBacks: 2)
    /// 초단기실황: 8 rows an issue; an observation is news for about an hour, so it is kept useful for 3.
    package static let ultraSrtNcst = IssuedProduct(
        id: .ultraSrtNcst, operation: "getUltraSrtNcst", schedule: .ultraShortObservation, cachePrefix: "ncst",
        usefulSeconds: 3 * 3600, rowsPerRequest: 100, maxStepBacks: 1)
    /// 초단기예보: 60 rows an issue (10 categories × 6 hours); useful while its six hours last.
    package static let ultraSrtFcst = IssuedProduct(
        id: .ultraSrtFcst, operation: "getUltraSrtFcst", schedule: .ultraShortForecast, cachePrefix: "ufcst",
        usefulSeconds: 6 * 3600, rowsPerRequest: 100, maxStepBacks: 1)

    package var description: String { operation }
}
