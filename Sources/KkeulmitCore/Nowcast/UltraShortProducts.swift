/// Maps the rows of KMA's two ultra-short operations (wire) to slots (domain). Row order is never trusted:
/// `getUltraSrtFcst` sends rows category-major (LGT×6, PTY×6, …) and nothing promises even that, so rows are grouped by
/// time. Values read as the short-term forecast's (`ForecastValue`): `≥ 900`/`≤ −900`, `-` and empty are missing; RN1
/// comes as `강수없음`, `1mm 미만` or `1.0mm 미만`, `6.2mm`, `30.0~50.0mm`, `50.0mm 이상`, or a bare number in the observation.
package enum UltraShortProducts {
    /// `getUltraSrtNcst` rows (`obsrValue`, one row per category, all at the base time) as the slot at `base`;
    /// nil when no row of that issue carries a usable value. Rows of another base time are skipped.
    package static func observation(items: [KMAItem], base: KSTDateTime) -> HourlyForecast? {
        var slot = HourlyForecast(time: base)
        slot.source = .observation
        var used = 0
        for item in items {
            guard let code = item.category, let value = item.obsrValue ?? item.fcstValue else { continue }
            if let d = item.baseDate, let t = item.baseTime, KSTDateTime(kmaDate: d, kmaTime: t) != base { continue }
            let before = slot
            TimelineBuilder.apply(ForecastCategory(code: code), value, to: &slot)
            if slot != before { used += 1 }
        }
        return used > 0 ? slot : nil
    }

    /// `getUltraSrtFcst` rows as hourly slots in time order: the six hours after `base` (HH30), each marked as
    /// ultra-short. Slots outside `base + 1 h … base + 6 h` are dropped: they belong to no issue of this product.
    package static func forecast(items: [KMAItem], base: KSTDateTime) -> [HourlyForecast] {
        let first = base.startOfHour.adding(hours: 1)
        let last = base.startOfHour.adding(hours: 6)
        return TimelineBuilder.slots(items: items).slots.compactMap { slot in
            guard slot.time >= first, slot.time <= last else { return nil }
            var slot = slot
            slot.isExtended = false
            slot.source = .ultraShortForecast
            return slot
        }
    }
}
