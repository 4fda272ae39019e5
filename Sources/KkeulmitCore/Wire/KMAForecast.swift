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
        (self.cell, self.base, self.items) = (cell, base, items)
    }

    /// An issue read through its timeline alone, already built; its `items` are empty (`prepared(keepingRows:)`).
    package init(cell: GridCell, base: ForecastBase, built: TimelineBuilder.Result) {
        self.init(cell: cell, base: base, items: [])
        self.built = built
    }

    /// The typed timeline of these rows.
    package func timeline() -> TimelineBuilder.Result {
        built ?? TimelineBuilder.build(items: items, base: base, cell: cell)
    }

    /// This issue with its timeline built now and kept, for the many requests reading it (`batch`). Without
    /// `keepingRows` the rows are let go of (`items` empty; a timeline is a tenth of their memory): only for an issue
    /// read through `timeline()` alone.
    package func prepared(keepingRows: Bool) -> KMAForecast {
        let result = timeline()
        var copy = self
        if !keepingRows { copy.items = [] }
        copy.built = result
        return copy
    }

    /// The same rows; or, where either issue's rows were let go of (`prepared(keepingRows:)`, a cached short-term
    /// issue read back), the same timeline made of them, which is then all anyone reads.
    package static func == (a: KMAForecast, b: KMAForecast) -> Bool {
        guard a.cell == b.cell, a.base == b.base else { return false }
        let rowsLetGo = (a.items.isEmpty && a.built != nil) || (b.items.isEmpty && b.built != nil)
        return rowsLetGo ? a.timeline() == b.timeline() : a.items == b.items
    }
}
