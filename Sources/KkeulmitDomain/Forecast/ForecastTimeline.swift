/// One issue of the forecast for one grid cell, as an ordered list of slots plus the daily extremes.
public struct ForecastTimeline: Equatable, Sendable {
    package var base: ForecastBase
    package var cell: GridCell
    /// Slots in time order, one per forecast time.
    public var slots: [HourlyForecast]
    /// TMN/TMX by date, in date order.
    package var daily: [DailyExtremes]

    package init(base: ForecastBase, cell: GridCell, slots: [HourlyForecast], daily: [DailyExtremes]) {
        (self.base, self.cell, self.slots, self.daily) = (base, cell, slots, daily)
    }

    package func slot(at time: KSTDateTime) -> HourlyForecast? {
        slots.first { $0.time == time }
    }

    package var firstSlotTime: KSTDateTime? { slots.first?.time }

    /// Where windows are cut: the end of the contiguous hourly part, after the last slot one hour past its predecessor.
    package var hourlyEnd: KSTDateTime? {
        guard var last = slots.first else { return nil }
        for slot in slots.dropFirst() {
            guard slot.time == last.time.adding(hours: 1) else { break }
            last = slot
        }
        return last.time.adding(hours: 1)
    }
}
