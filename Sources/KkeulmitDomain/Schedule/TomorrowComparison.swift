/// Tomorrow's daytime against the same hours of the day before ("3° colder than today"), from the slots at hand: the
/// forecast for tomorrow and a cached earlier issue for the day before. Only hours with a temperature on both days
/// are compared, so a partly cached day compares like with like; under half of the window's hours matched gives no
/// comparison (nil), because a morning against a whole day says nothing useful.
package struct TomorrowComparison: Equatable, Sendable {
    package enum Verdict: String, Equatable, Sendable {
        case warmer, colder, similar
    }

    /// Hours compared.
    package let hours: Int
    /// Lowest and highest temperature over the compared hours, °C.
    package let previousMin: Double
    package let previousMax: Double
    package let tomorrowMin: Double
    package let tomorrowMax: Double
    /// Mean of tomorrow − the day before, hour by hour, one decimal.
    package let meanChange: Double

    /// `warmer`/`colder` when the mean change reaches `threshold` degrees (default 2, about what one notices in
    /// clothing), else `similar`.
    package func verdict(threshold: Double = 2) -> Verdict {
        meanChange >= threshold ? .warmer : meanChange <= -threshold ? .colder : .similar
    }

    /// The `hours` hours from `start` in `slots` against the same hours one day earlier in `previousDay`: what
    /// `tomorrow` says of tomorrow against today, and `now` of the hours ahead against yesterday's.
    package init?(start: KSTDateTime, hours windowHours: Int, slots: [HourlyForecast], previousDay: [HourlyForecast]) {
        let end = start.adding(hours: windowHours)
        let previousByTime = Dictionary(
            previousDay.compactMap { slot in slot.temperature.map { (slot.time, $0) } }, uniquingKeysWith: { $1 })
        var pairs: [(previous: Double, next: Double)] = []
        var seen = Set<KSTDateTime>()
        for slot in slots where slot.time >= start && slot.time < end {
            guard let t = slot.temperature, let p = previousByTime[slot.time.adding(hours: -24)],
                seen.insert(slot.time).inserted
            else { continue }
            pairs.append((p, t))
        }
        guard !pairs.isEmpty, pairs.count * 2 >= windowHours else { return nil }
        let (previous, next) = (pairs.map(\.previous), pairs.map(\.next))
        (hours, previousMin, previousMax) = (pairs.count, previous.min()!, previous.max()!)
        (tomorrowMin, tomorrowMax) = (next.min()!, next.max()!)
        let mean = pairs.map { $0.next - $0.previous }.reduce(0, +) / Double(pairs.count)
        meanChange = (mean * 10).rounded() / 10
    }
}
