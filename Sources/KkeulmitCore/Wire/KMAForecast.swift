/// Every row of one short-term forecast issue for one grid cell, all pages joined: what `GridForecastSource`
/// provides and what the cache stores.
package struct KMAForecast: Equatable, Sendable {
    package var cell: GridCell
    package var base: ForecastBase
    package var items: [KMAItem] {
        didSet { built = nil }
    }
    /// The timeline made once by `prepared(keepingRows:)`, for an issue many requests read.
    private var built: TimelineBuilder.Result?

    package init(cell: GridCell, base: ForecastBase, items: [KMAItem]) {
        self.cell = cell
        self.base = base
        self.items = items
    }

    /// The typed timeline of these rows.
    package func timeline() -> TimelineBuilder.Result {
        built ?? TimelineBuilder.build(items: items, base: base, cell: cell)
    }

    /// This issue with its timeline built now and kept, so that the many requests reading it (`kkeulmit batch`)
    /// do not each build it again. Without `keepingRows`, the rows are let go of too (`items` is then empty): only
    /// for an issue that is read through `timeline()` alone, since a timeline is a tenth of the rows' memory.
    package func prepared(keepingRows: Bool) -> KMAForecast {
        let result = timeline()
        var copy = self
        if !keepingRows { copy.items = [] }
        copy.built = result
        return copy
    }

    package static func == (a: KMAForecast, b: KMAForecast) -> Bool {
        a.cell == b.cell && a.base == b.base && a.items == b.items
    }
}
