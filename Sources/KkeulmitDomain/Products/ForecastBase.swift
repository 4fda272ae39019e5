/// One issue of a product (`base_date` + `base_time`); by default a short-term forecast issue: 02, 05, 08, 11, 14,
/// 17, 20 or 23 o'clock KST. The product says which operation serves it, its cache key and its schedule.
public struct ForecastBase: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The eight issue hours of `getVilageFcst`.
    package static let hours = [2, 5, 8, 11, 14, 17, 20, 23]

    package let time: KSTDateTime
    /// The product this is an issue of.
    package let product: IssuedProduct

    /// Nil unless `time` is one of `product`'s base times (short-term forecast: one of the 8 issue hours, on the hour).
    package init?(_ time: KSTDateTime, product: IssuedProduct = .vilageFcst) {
        guard product.schedule.isIssue(time) else { return nil }
        (self.time, self.product) = (time, product)
    }

    package init?(date: KSTDate, hour: Int) {
        self.init(KSTDateTime(date: date, hour: hour))
    }

    /// The latest base of `product` published by `now` (short-term: base + 10 min; before 02:10, yesterday's 2300).
    package static func latest(publishedBy now: KSTDateTime, product: IssuedProduct = .vilageFcst) -> ForecastBase {
        ForecastBase(product.schedule.latest(publishedBy: now), product: product)!
    }

    /// The base before this one (three hours earlier for the short-term forecast).
    package var previous: ForecastBase { ForecastBase(product.schedule.previous(time), product: product)! }

    /// `base_date`, `YYYYMMDD`.
    package var baseDate: String { time.date.kmaString }
    /// `base_time`, `HHmm`.
    package var baseTime: String { time.kmaTime }

    public var description: String { baseDate + " " + baseTime }

    public static func < (a: ForecastBase, b: ForecastBase) -> Bool { a.time < b.time }
}
