/// Every row of one short-term forecast issue for one grid cell, all pages joined: what a `WeatherClient` returns
/// and what the cache stores.
public struct KMAForecast: Equatable, Sendable {
    public var cell: GridCell
    public var base: ForecastBase
    public var items: [KMAItem]

    public init(cell: GridCell, base: ForecastBase, items: [KMAItem]) {
        self.cell = cell
        self.base = base
        self.items = items
    }

    /// The typed timeline of these rows.
    public func timeline() -> TimelineBuilder.Result {
        TimelineBuilder.build(items: items, base: base, cell: cell)
    }
}
