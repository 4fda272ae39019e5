/// Maps KMA's rows (wire) to a `ForecastTimeline` (domain).
///
/// Rows arrive time-major but nothing here relies on that: rows are grouped by their forecast time and sorted.
/// TMN and TMX go to the daily extremes of their date. A row without a readable date, time or category, or with a
/// time off the hour (KMA forecasts are hourly: an `0601` row would be a slot of its own inside an hour and break
/// the one-slot-per-hour windows), is skipped and counted, so a stray row cannot sink the issue.
package enum TimelineBuilder {
    package struct Result: Sendable {
        package var timeline: ForecastTimeline
        /// Rows that could not be placed (unreadable date, time or category, or a time off the hour).
        package var skippedRows: Int
    }

    package static func build(items: [KMAItem], base: ForecastBase, cell: GridCell) -> Result {
        let (slots, daily, skipped) = slots(items: items)
        let timeline = ForecastTimeline(base: base, cell: cell, slots: slots, daily: daily)
        return Result(timeline: timeline, skippedRows: skipped)
    }

    /// The rows as slots in time order, the daily extremes in date order, and how many rows were skipped: the
    /// mapping every forecast product shares (`getVilageFcst`, `getUltraSrtFcst`).
    static func slots(items: [KMAItem]) -> (slots: [HourlyForecast], daily: [DailyExtremes], skipped: Int) {
        var byTime: [Int: [(ForecastCategory, String?)]] = [:]
        var daily: [KSTDate: DailyExtremes] = [:]
        var skipped = 0

        for item in items {
            guard let code = item.category, let d = item.fcstDate, let t = item.fcstTime,
                let time = KSTDateTime(kmaDate: d, kmaTime: t), time.minute == 0
            else {
                skipped += 1
                continue
            }
            let category = ForecastCategory(code: code)
            let value = item.fcstValue ?? item.obsrValue
            switch category {
            case .tmn:
                daily[time.date, default: DailyExtremes(date: time.date)].minimum = ForecastValue.number(value)
            case .tmx:
                daily[time.date, default: DailyExtremes(date: time.date)].maximum = ForecastValue.number(value)
            default:
                byTime[time.minutesSinceEpoch, default: []].append((category, value))
            }
        }

        var slots: [HourlyForecast] = []
        slots.reserveCapacity(byTime.count)
        var previous: Int?
        for minutes in byTime.keys.sorted() {
            // The extended day is 3-hourly; its PCP/SNO/WSD are qualitative codes.
            let extended = previous.map { minutes - $0 >= 180 } ?? false
            previous = minutes
            var slot = HourlyForecast(time: KSTDateTime(minutesSinceEpoch: minutes), isExtended: extended)
            for (category, value) in byTime[minutes]! {
                apply(category, value, to: &slot)
            }
            slots.append(slot)
        }

        return (slots, daily.values.sorted { $0.date < $1.date }, skipped)
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
