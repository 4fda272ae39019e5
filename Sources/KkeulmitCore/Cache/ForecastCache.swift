import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The issuance cache: one file per product, grid cell and base, so that each issue is fetched from KMA at most once
/// per cell (docs/CLI.md, "Cache and resilience").
///
/// The CLI passes `$XDG_CACHE_HOME/kkeulmit/`. Files are `PREFIX-NX-NY-YYYYMMDD-HHmm.json` (mode 0600; the prefix is
/// the product's `cachePrefix`: `vilage`, `ncst`, `ufcst`) in a
/// directory created 0700; their content is `CacheEntry` (forecast rows only, never the service key or a URL).
/// Reading never fails loudly: a missing, damaged, foreign or mismatched file is a miss, and the next store for
/// that cell and base replaces it.
package struct ForecastCache: Sendable {
    /// Entries whose base is older than this (seconds) are deleted when a new entry is stored.
    package static let defaultRetention: Double = 2 * 86_400
    /// A cached issue is about 50 KB; anything much larger is not ours.
    static let maxEntryBytes = 8 << 20
    /// Leftover temporary files older than this (seconds) belong to a writer that died.
    static let abandonedTemporaryAge: Double = 3_600

    package let directory: URL
    package let retention: Double

    package init(directory: URL, retention: Double = ForecastCache.defaultRetention) {
        self.directory = directory
        self.retention = retention
    }

    /// `vilage-60-127-20261130-0500.json`.
    package static func fileName(for cell: GridCell, base: ForecastBase) -> String {
        "\(filePrefix(for: cell, product: base.product))\(base.baseDate)-\(base.baseTime).json"
    }

    /// The file `FileLock` takes to make fetches of one product for one cell single-flight across processes.
    package func lockFile(for cell: GridCell, product: IssuedProduct = .vilageFcst) -> URL {
        directory.appendingPathComponent("\(product.cachePrefix)-\(cell.nx)-\(cell.ny).lock")
    }

    /// `vilage-60-127-20261130-0800.nodata`: KMA answered `03 NO_DATA` for this issue at the time the file holds.
    package static func unpublishedMarkerName(for cell: GridCell, base: ForecastBase) -> String {
        "\(filePrefix(for: cell, product: base.product))\(base.baseDate)-\(base.baseTime).nodata"
    }

    /// Remembers that KMA had not published `base` for `cell` at `time`, so that runs in the next few minutes
    /// step back without asking again (an issue that runs late would otherwise cost a request per cron run).
    /// Best effort: a marker that cannot be written only costs requests.
    package func markUnpublished(cell: GridCell, base: ForecastBase, at time: Date) {
        guard (try? prepareDirectory()) != nil else { return }
        let url = directory.appendingPathComponent(Self.unpublishedMarkerName(for: cell, base: base))
        try? PosixFile.writeAtomically(Data(String(Int(time.timeIntervalSince1970)).utf8), to: url)
    }

    /// When KMA last said `base` for `cell` was not published, if a marker says so.
    package func unpublishedMark(cell: GridCell, base: ForecastBase) -> Date? {
        let url = directory.appendingPathComponent(Self.unpublishedMarkerName(for: cell, base: base))
        guard let data = PosixFile.readFile(url, limit: 64), let text = String(data: data, encoding: .utf8),
            let seconds = Int(text.trimmingSpaces)
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Creates the cache directory (and missing parents) with mode 0700 if it does not exist.
    package func prepareDirectory() throws {
        try PosixFile.makeDirectory(directory)
    }

    /// The cached issue `base` for `cell`, or nil when there is none or the file does not hold a valid entry for
    /// exactly that cell and base.
    package func entry(for cell: GridCell, base: ForecastBase) -> CachedForecast? {
        let url = directory.appendingPathComponent(Self.fileName(for: cell, base: base))
        guard let data = PosixFile.readFile(url, limit: Self.maxEntryBytes), let entry = CacheEntry.decode(data)
        else { return nil }
        return entry.validated(cell: cell, base: base)
    }

    /// Every valid cached issue of `product` for `cell`, newest base first.
    package func entries(for cell: GridCell, product: IssuedProduct = .vilageFcst) -> [CachedForecast] {
        let prefix = Self.filePrefix(for: cell, product: product)
        return listing()
            .compactMap { name -> ForecastBase? in
                guard name.hasPrefix(prefix), let parsed = Self.parseFileName(name), parsed.cell == cell,
                    parsed.base.product == product
                else {
                    return nil
                }
                return parsed.base
            }
            .sorted(by: >)
            .compactMap { entry(for: cell, base: $0) }
    }

    /// The valid cached issue for `cell` with the latest base, if any: the candidate for stale-if-error.
    package func newestEntry(for cell: GridCell, product: IssuedProduct = .vilageFcst) -> CachedForecast? {
        entries(for: cell, product: product).first
    }

    /// Stores `forecast` atomically (replacing any previous or damaged file for its cell and base), then deletes
    /// entries older than `retention` relative to `fetchedAt`. A forecast without rows is not stored.
    ///
    /// - Throws: when the directory cannot be created or the file cannot be written; callers treat that as a
    ///   warning, never as a failed run.
    package func store(_ forecast: KMAForecast, fetchedAt: Date) throws {
        guard !forecast.items.isEmpty else { return }
        try prepareDirectory()
        let name = Self.fileName(for: forecast.cell, base: forecast.base)
        let data = try CacheEntry(forecast: forecast, fetchedAt: fetchedAt).encoded()
        try PosixFile.writeAtomically(data, to: directory.appendingPathComponent(name))
        unlink(
            directory.appendingPathComponent(Self.unpublishedMarkerName(for: forecast.cell, base: forecast.base)).path)
        // Once per directory and time stamp in a process: a run storing thousands of issues (`kkeulmit batch`)
        // would otherwise list the whole directory after each one.
        let due = Self.pruned.withLock { pruned in
            guard pruned[directory.path] != fetchedAt else { return false }
            pruned[directory.path] = fetchedAt
            return true
        }
        if due { prune(now: fetchedAt, keeping: name) }
    }

    /// The time stamp each directory was last pruned for by this process.
    private static let pruned = Locked<[String: Date]>([:])

    /// Deletes entries whose base is more than `retention` before `now` (except `keeping`), and temporary files
    /// abandoned by writers that died. Lock files are left alone: removing one under a waiting process would let
    /// two processes hold "the" lock at once.
    package func prune(now: Date, keeping: String? = nil) {
        let oldest = now.addingTimeInterval(-retention)
        for name in listing() where name != keeping {
            let path = directory.appendingPathComponent(name).path
            if let parsed = Self.parseFileName(name) ?? Self.parseMarkerName(name) {
                if parsed.base.time.instant < oldest { unlink(path) }
            } else if IssuedProduct.all.contains(where: {
                name.hasPrefix(PosixFile.temporaryPrefix + $0.cachePrefix + "-")
            }),
                let modified = PosixFile.modificationTime(path),
                modified < now.addingTimeInterval(-Self.abandonedTemporaryAge)
            {
                unlink(path)
            }
        }
    }

    private func listing() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }

    private static func filePrefix(for cell: GridCell, product: IssuedProduct) -> String {
        "\(product.cachePrefix)-\(cell.nx)-\(cell.ny)-"
    }

    /// The cell and base a cache file name stands for; nil for any other name.
    static func parseFileName(_ name: String) -> (cell: GridCell, base: ForecastBase)? {
        parse(name, suffix: ".json")
    }

    /// The cell and base an unpublished-issue marker stands for.
    static func parseMarkerName(_ name: String) -> (cell: GridCell, base: ForecastBase)? {
        parse(name, suffix: ".nodata")
    }

    private static func parse(_ name: String, suffix: String) -> (cell: GridCell, base: ForecastBase)? {
        guard let product = IssuedProduct.all.first(where: { name.hasPrefix($0.cachePrefix + "-") }),
            name.hasSuffix(suffix)
        else { return nil }
        let parts = name.dropFirst(product.cachePrefix.count + 1).dropLast(suffix.count).split(
            separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].allSatisfy(\.isASCIIDigit), parts[1].allSatisfy(\.isASCIIDigit),
            let nx = Int(parts[0]), let ny = Int(parts[1]), let cell = GridCell(nx: nx, ny: ny),
            let time = KSTDateTime(kmaDate: String(parts[2]), kmaTime: String(parts[3])),
            let base = ForecastBase(time, product: product),
            name == "\(filePrefix(for: cell, product: product))\(base.baseDate)-\(base.baseTime)\(suffix)"
        else { return nil }
        return (cell, base)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
