import Foundation

/// The three products of KMA's short-term forecast service (`getVilageFcst`, `getUltraSrtNcst`, `getUltraSrtFcst`) as
/// sources: one conformer, told apart by their `IssuedProduct` (operation, schedule, rows, how long useful). One issue
/// is normally one request: rows are asked for `rowsPerRequest` at a time, more than the largest issue (1,052 rows for
/// the 17시 short-term issue); should a server cap the page size anyway, the pages are asked on `totalCount` and joined.
/// The cache keeps the rows compactly (`CacheEntry`).
package struct GridForecastSource: IssuedSource {
    package let product: IssuedProduct

    package static let vilageFcst = GridForecastSource(product: .vilageFcst)
    package static let ultraSrtNcst = GridForecastSource(product: .ultraSrtNcst)
    package static let ultraSrtFcst = GridForecastSource(product: .ultraSrtFcst)

    /// At most this many pages per issue, so a server that never stops paging cannot keep us busy.
    package static let maxPages = 10
    /// A full issue is about 300 KB; anything past this is not one.
    package static let defaultMaxResponseBytes = 4_000_000

    /// A body larger than this fails with `KMAError.responseTooLarge` while it arrives.
    package var maxResponseBytes = GridForecastSource.defaultMaxResponseBytes

    package var traits: SourceTraits {
        SourceTraits(
            name: product.cachePrefix, schedule: product.schedule, stepBacks: product.maxStepBacks,
            usefulSeconds: product.usefulSeconds)
    }

    package func key(for cell: GridCell) -> String { "\(cell.nx)-\(cell.ny)" }

    package func fetch(_ cell: GridCell, issue: KSTDateTime?, at now: Date, through exchange: Exchange) async throws
        -> Fetched<KMAForecast>
    {
        guard let issue, let base = ForecastBase(issue, product: product) else {
            throw KMAError.content("no \(product.operation) issue at \(issue?.iso8601 ?? "no time")")
        }
        let forecast = try await forecast(for: cell, base: base, through: exchange)
        let payload = try? CacheEntry(forecast: forecast, fetchedAt: now).encoded()
        return Fetched(value: forecast, payload: forecast.items.isEmpty ? nil : payload)
    }

    package func restore(_ payload: Data, subject cell: GridCell, issue: KSTDateTime?) -> KMAForecast? {
        guard let issue, let base = ForecastBase(issue, product: product) else { return nil }
        // The short-term issue is read through its timeline alone (`shared(_:)`): built straight from the cached
        // bytes without making each a service's row first, unless they are not plain enough (then the long way).
        let fast = product == .vilageFcst ? CacheEntry.timeline(of: payload, cell: cell, base: base) : nil
        return fast ?? CacheEntry.decode(payload)?.validated(cell: cell, base: base)
    }

    /// The short-term forecast is read through its timeline alone, so its rows are let go of (a timeline is a
    /// tenth of their memory); the ultra-short products' rows are read as rows (the observation, the overlay).
    package func shared(_ forecast: KMAForecast) -> KMAForecast {
        forecast.prepared(keepingRows: product != .vilageFcst)
    }

    /// Every row of `base` for `cell`, all pages joined.
    func forecast(for cell: GridCell, base: ForecastBase, through exchange: Exchange) async throws -> KMAForecast {
        let first = try await page(1, rows: product.rowsPerRequest, cell: cell, base: base, exchange)
        var items = first.items
        guard
            let (pageSize, pages) = try Self.paging(
                totalCount: first.totalCount, numOfRows: first.numOfRows, received: items.count)
        else { return KMAForecast(cell: cell, base: base, items: items) }
        let total = first.totalCount ?? items.count
        for pageNo in 2...pages {
            items += try await page(pageNo, rows: pageSize, cell: cell, base: base, exchange).items
        }
        guard items.count == total else {
            throw KMAError.content("KMA's pages did not add up: \(items.count) rows for a total of \(total)")
        }
        return KMAForecast(cell: cell, base: base, items: items)
    }

    /// The page size and page count for the rest of an issue whose first page held `received` rows and announced
    /// `totalCount` rows in pages of `numOfRows`; nil when the first page holds them all. Both counts come from the
    /// server, so they are checked before any arithmetic: a page size of zero or less, or a total that would take
    /// more than `maxPages` pages, is an unusable answer (a zero size divided by zero, a negative one made
    /// `2...pages` an invalid range, and a total near `Int.max` overflowed).
    package static func paging(totalCount: Int?, numOfRows: Int?, received: Int) throws(KMAError) -> (
        pageSize: Int, pages: Int
    )? {
        let total = totalCount ?? received
        guard total > received else { return nil }
        // The server gave fewer rows than it has: page with the size it actually serves.
        let pageSize = min(numOfRows ?? received, received)
        guard pageSize > 0 else {
            throw KMAError.content("KMA announced \(total) rows in pages of \(pageSize)")
        }
        // Rounded up without `total + pageSize - 1`, which overflows for a total near Int.max.
        let pages = (total - 1) / pageSize + 1
        guard pages <= maxPages else {
            throw KMAError.content("KMA announced \(total) rows in \(pages) pages, more than any forecast issue")
        }
        return (pageSize, pages)
    }

    /// One page's request: the parameters in the order KMA documents them.
    package func request(cell: GridCell, base: ForecastBase, pageNo: Int, numOfRows: Int) -> ServiceRequest {
        ServiceRequest(
            root: .forecast, path: product.operation, twins: product.twins,
            query: [
                .init("pageNo", String(pageNo)), .init("numOfRows", String(numOfRows)), .init("dataType", "JSON"),
                .init("base_date", base.baseDate), .init("base_time", base.baseTime), .init("nx", String(cell.nx)),
                .init("ny", String(cell.ny)),
            ],
            maxBytes: maxResponseBytes,
            label: "\(product.operation) base \(base) cell \(cell) page \(pageNo)")
    }

    private func page(_ pageNo: Int, rows: Int, cell: GridCell, base: ForecastBase, _ exchange: Exchange)
        async throws -> KMAResponse.Body
    {
        try await exchange.send(request(cell: cell, base: base, pageNo: pageNo, numOfRows: rows)) { answer in
            try KMAResponseDecoder.decode(status: answer.status, headers: answer.headers, body: answer.body).body
                ?? KMAResponse.Body(items: [], pageNo: nil, numOfRows: nil, totalCount: nil)
        }
    }
}

extension IssuedProduct {
    /// The product's operation at the providers other than data.go.kr: API Hub serves all three under the same
    /// service name and version, with the same parameters and JSON (docs/KMA.md, "Two providers").
    package var twins: [ProviderID: String] { [.apiHub: "VilageFcstInfoService_2.0/" + operation] }
}
