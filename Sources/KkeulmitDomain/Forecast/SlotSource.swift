/// Which product a slot's temperature came from once the sources are merged (`hourly[].source` in JSON).
package enum SlotSource: String, Sendable, CaseIterable {
    /// 초단기실황: what was measured at the top of the hour.
    case observation
    /// 초단기예보: the hourly forecast for the next six hours, issued every hour.
    case ultraShortForecast
    /// 단기예보: the three-hourly issued forecast every run starts from.
    case shortForecast
}
