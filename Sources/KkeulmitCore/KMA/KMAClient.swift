import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `WeatherClient` that asks KMA's short-term forecast service (`getVilageFcst`) over HTTPS.
///
/// One issue is normally one request: rows are asked for 1,500 at a time, more than the largest issue (1,052 rows
/// for the 17시 issue), because the product budgets at most 8 requests per cell per day. Should a server cap the
/// page size anyway, the client pages on `totalCount` and joins the pages. Every request is bounded by its own
/// timeout (and the run's deadline, when given) and by a body-size cap, since URLSession on Linux cannot be trusted
/// to stop by itself.
public struct KMAClient: WeatherClient {
    /// KMA's service root; operations are appended as path components.
    public static let defaultBaseURL = URL(string: "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0")!
    /// The operation this client calls for the short-term forecast; an issue of another product
    /// (`ForecastBase.product`) is asked of that product's operation on the same root.
    public static let operation = IssuedProduct.vilageFcst.operation
    /// Rows asked for per short-term forecast request: enough for any issue in one answer.
    public static let rowsPerRequest = IssuedProduct.vilageFcst.rowsPerRequest
    /// At most this many pages per issue, so a server that never stops paging cannot keep us busy.
    public static let maxPages = 10

    public let baseURL: URL
    /// Seconds each request may take, headers and body, before it fails with `KMAError.timedOut`.
    public let requestTimeout: Double
    /// A body larger than this fails with `KMAError.responseTooLarge` (a full issue is about 300 KB).
    public let maxResponseBytes: Int

    private let serviceKey: ServiceKey
    private let fetcher: CappedHTTPFetcher
    private let log: (@Sendable (String) -> Void)?
    /// The run's deadline, when `bounded(by:)` gave one: no request outlives it.
    private var deadline: Deadline?
    /// The run's request budget, when `budgeted(by:)` gave one: each page takes one request from it.
    private var budget: RequestBudget?

    /// - Parameters:
    ///   - makeConfiguration: the URLSession configuration (protocol classes, proxies, headers), asked for only
    ///     when the first request is sent, so a run answered from the cache never opens a URLSession. The client
    ///     opens a session of its own from it, because only a session-level delegate sees the body as it arrives
    ///     on Linux.
    ///   - requestTimeout: seconds per request.
    ///   - log: receives one line per request (operation, base, cell, page, status, bytes, elapsed ms); never the
    ///     key or the URL.
    public init(
        serviceKey: ServiceKey, baseURL: URL = Self.defaultBaseURL,
        makeConfiguration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral },
        requestTimeout: Double = 10, maxResponseBytes: Int = 4_000_000, log: (@Sendable (String) -> Void)? = nil
    ) {
        self.serviceKey = serviceKey
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.maxResponseBytes = maxResponseBytes
        self.log = log
        self.fetcher = CappedHTTPFetcher(makeConfiguration: makeConfiguration)
    }

    /// This client with every request also bounded by `deadline`: a request the deadline cuts short fails with
    /// `DeadlineExceeded(.kma)` rather than `KMAError.timedOut`, and none starts once it has passed.
    package func bounded(by deadline: Deadline) -> KMAClient {
        var copy = self
        copy.deadline = deadline
        return copy
    }

    /// This client with every request, page by page, taken from `budget`: once it is spent, requests fail with
    /// `RequestBudgetExhausted` without being sent. Copies share the URLSession and the budget.
    package func budgeted(by budget: RequestBudget) -> KMAClient {
        var copy = self
        copy.budget = budget
        return copy
    }

    public func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast {
        let first = try await page(1, rows: base.product.rowsPerRequest, cell: cell, base: base)
        var items = first.items
        guard
            let (pageSize, pages) = try Self.paging(
                totalCount: first.totalCount, numOfRows: first.numOfRows, received: items.count)
        else { return KMAForecast(cell: cell, base: base, items: items) }
        let total = first.totalCount ?? items.count
        for pageNo in 2...pages {
            items += try await page(pageNo, rows: pageSize, cell: cell, base: base).items
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

    /// The request for one page; the query is built by hand so the key is encoded exactly once. Internal: its URL
    /// holds the key.
    func request(cell: GridCell, base: ForecastBase, pageNo: Int, numOfRows: Int) -> URLRequest {
        let query = [
            ("serviceKey", serviceKey.queryValue), ("pageNo", String(pageNo)), ("numOfRows", String(numOfRows)),
            ("dataType", "JSON"), ("base_date", base.baseDate), ("base_time", base.baseTime),
            ("nx", String(cell.nx)), ("ny", String(cell.ny)),
        ].map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        var components = URLComponents(
            url: baseURL.appendingPathComponent(base.product.operation), resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = query
        var request = URLRequest(url: components.url!)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // libcurl truncates this to whole seconds and it cannot stop a hung 401; `page`'s bound is the real one.
        request.timeoutInterval = max(1, requestTimeout.rounded(.up))
        return request
    }

    private struct Page {
        var items: [KMAItem]
        var totalCount: Int?
        var numOfRows: Int?
    }

    private func page(_ pageNo: Int, rows: Int, cell: GridCell, base: ForecastBase) async throws -> Page {
        try Task.checkCancellation()
        try budget?.spend()
        let request = request(cell: cell, base: base, pageNo: pageNo, numOfRows: rows)
        let what = "\(base.product.operation) base \(base) cell \(cell) page \(pageNo)"
        let clock = ContinuousClock()
        let started = clock.now
        let fetcher = fetcher
        let maxBytes = maxResponseBytes
        // Whichever comes first: this request's timeout (a transient failure, worth a retry) or the run's deadline.
        let limit = deadline ?? Deadline(seconds: Deadline.maxSeconds)
        do {
            let answer = try await limit.bound(
                .kma, timeout: (requestTimeout, KMAError.timedOut(seconds: requestTimeout))
            ) { try await fetcher.fetch(request, maxBytes: maxBytes) }
            emit(
                "\(what): HTTP \(answer.status), \(answer.body.count) bytes, \(milliseconds(since: started, clock)) ms")
            let response = try KMAResponseDecoder.decode(
                status: answer.status, headers: answer.headers, body: answer.body)
            let body = response.body
            return Page(items: body?.items ?? [], totalCount: body?.totalCount, numOfRows: body?.numOfRows)
        } catch let error as KMAError {
            emit("\(what): failed after \(milliseconds(since: started, clock)) ms: \(error.message)")
            throw error
        } catch let error as DeadlineExceeded {
            emit("\(what): stopped after \(milliseconds(since: started, clock)) ms: \(error.message)")
            throw error
        }
    }

    private func emit(_ line: String) {
        guard let log else { return }
        log(serviceKey.redact(line))
    }
}

private func milliseconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Int {
    let d = start.duration(to: clock.now)
    return Int(d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
}
