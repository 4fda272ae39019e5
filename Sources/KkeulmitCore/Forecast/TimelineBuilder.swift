/// Maps KMA's rows (wire) to a `ForecastTimeline` (domain). Rows arrive time-major but nothing here relies on that:
/// rows are grouped by their forecast time and sorted. TMN and TMX go to the daily extremes of their date. A row
/// without a readable date, time or category, or with a time off the hour (KMA forecasts are hourly: an `0601` row
/// would be a slot of its own inside an hour and break the one-slot-per-hour windows), is skipped and counted, so a
/// stray row cannot sink the issue.
package enum TimelineBuilder {
    package struct Result: Sendable, Equatable {
        package var timeline: ForecastTimeline
        /// Rows that could not be placed (unreadable date, time or category, or a time off the hour).
        package var skippedRows: Int

        /// What an `Accumulator` finished with, as the timeline of `cell`'s issue `base`.
        package init(
            _ mapped: (slots: [HourlyForecast], daily: [DailyExtremes], skipped: Int), base: ForecastBase,
            cell: GridCell
        ) {
            timeline = ForecastTimeline(base: base, cell: cell, slots: mapped.slots, daily: mapped.daily)
            skippedRows = mapped.skipped
        }
    }

    package static func build(items: [KMAItem], base: ForecastBase, cell: GridCell) -> Result {
        Result(slots(items: items), base: base, cell: cell)
    }

    /// The rows as slots in time order, the daily extremes in date order, and how many rows were skipped: the
    /// mapping every forecast product shares (`getVilageFcst`, `getUltraSrtFcst`).
    static func slots(items: [KMAItem]) -> (slots: [HourlyForecast], daily: [DailyExtremes], skipped: Int) {
        var rows = Accumulator(capacity: items.count)
        // Rows come time-major, a dozen categories a time: a row's date and time are read only when they differ
        // from the row before's.
        var last: (date: String, time: String, parsed: RowTime?)?
        for item in items {
            guard let code = item.category, let d = item.fcstDate, let t = item.fcstTime else {
                rows.skip()
                continue
            }
            if last?.date != d || last?.time != t {
                last = (d, t, KSTDateTime(kmaDate: d, kmaTime: t).flatMap(RowTime.init))
            }
            rows.add(ForecastCategory(code: code), at: last?.parsed, item.value)
        }
        return rows.finish()
    }

    /// A row's forecast time, worked out once for the dozen rows that share it; nil off the hour.
    package struct RowTime {
        var time: KSTDateTime
        var minutes: Int

        package init?(_ time: KSTDateTime) {
            guard time.minute == 0 else { return nil }
            self.time = time
            minutes = time.minutesSinceEpoch
        }
    }

    /// The mapping of rows, one at a time, from whatever holds them (`slots(items:)`; a cached issue's bytes,
    /// `CacheEntry.timeline(of:cell:base:)`). A cache hit maps 1,052 rows: one flat list of (time, category,
    /// value) in the rows' order, not a dictionary of small arrays.
    package struct Accumulator {
        private var entries: [Entry] = []
        private var daily: [KSTDate: DailyExtremes] = [:]
        private var skipped = 0
        private var timeOrdered = true
        private var lastMinutes = Int.min

        package init(capacity: Int) { entries.reserveCapacity(capacity) }

        /// A row without a readable date, time or category.
        package mutating func skip() { skipped += 1 }

        /// A row for `time` (nil when its date and time did not read or were off the hour: skipped).
        package mutating func add(_ category: ForecastCategory, at time: RowTime?, _ value: String?) {
            guard let time else {
                skipped += 1
                return
            }
            switch category {
            case .tmn:
                daily[time.time.date, default: DailyExtremes(date: time.time.date)].minimum = ForecastValue.number(
                    value)
            case .tmx:
                daily[time.time.date, default: DailyExtremes(date: time.time.date)].maximum = ForecastValue.number(
                    value)
            default:
                if time.minutes < lastMinutes { timeOrdered = false }
                lastMinutes = time.minutes
                entries.append(Entry(minutes: time.minutes, category: category, value: value))
            }
        }

        /// The slots in time order, the daily extremes in date order, and the rows skipped.
        package func finish() -> (slots: [HourlyForecast], daily: [DailyExtremes], skipped: Int) {
            var entries = entries
            if !timeOrdered {
                // Stable, so that of two rows for one time and category the later still wins.
                entries = entries.enumerated().sorted {
                    ($0.element.minutes, $0.offset) < ($1.element.minutes, $1.offset)
                }
                .map(\.element)
            }
            var slots: [HourlyForecast] = []
            var current: Int?
            for entry in entries {
                if entry.minutes != current {
                    // The extended day is 3-hourly; its PCP/SNO/WSD are qualitative codes.
                    let extended = current.map { entry.minutes - $0 >= 180 } ?? false
                    current = entry.minutes
                    slots.append(
                        HourlyForecast(time: KSTDateTime(minutesSinceEpoch: entry.minutes), isExtended: extended))
                }
                apply(entry.category, entry.value, to: &slots[slots.count - 1])
            }
            return (slots, daily.values.sorted { $0.date < $1.date }, skipped)
        }
    }

    /// A struct, not a tuple: an array of tuples is destroyed element by element through the tuple's metadata.
    private struct Entry {
        var minutes: Int
        var category: ForecastCategory
        var value: String?
    }

    static func apply(_ category: ForecastCategory, _ value: String?, to slot: inout HourlyForecast) {
        let extended = slot.isExtended
        switch category {
        case .tmp, .t1h: slot.temperature = ForecastValue.number(value)
        case .pop:
            slot.precipitationProbability = ForecastValue.code(value).flatMap { (0...100).contains($0) ? $0 : nil }
        case .pty: slot.precipitationType = ForecastValue.code(value).flatMap(PrecipitationType.init(rawValue:))
        case .sky: slot.sky = ForecastValue.code(value).flatMap(SkyCondition.init(rawValue:))
        case .pcp, .rn1:
            slot.precipitationMillimetres = ForecastValue.precipitationMillimetres(value, extended: extended)
        case .sno: slot.snowCentimetres = ForecastValue.snowCentimetres(value, extended: extended)
        case .reh: slot.humidity = ForecastValue.number(value).flatMap { (0...100).contains($0) ? $0 : nil }
        case .wsd: slot.windSpeed = ForecastValue.windSpeed(value, extended: extended)
        case .uuu: slot.windEastward = ForecastValue.number(value)
        case .vvv: slot.windNorthward = ForecastValue.number(value)
        case .vec: slot.windDirection = ForecastValue.number(value)
        case .wav: slot.waveHeight = ForecastValue.number(value)
        case .lgt: slot.lightning = ForecastValue.number(value)
        case .tmn, .tmx: break
        case .other(let code): slot.otherValues[code] = value ?? ""
        }
    }
}
