@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The layout of a short-term issue as docs/KMA.md ("Rows and paging") describes it,
/// computed independently of the fixture generator so fixtures and live answers can be checked against it.
enum KMAIssueShape {
    /// Categories of every slot, in KMA's order.
    static let slotCategories = ["TMP", "UUU", "VVV", "VEC", "WSD", "SKY", "PTY", "POP", "WAV", "PCP", "REH", "SNO"]

    struct Slot: Equatable {
        var time: KSTDateTime
        var extended: Bool
    }

    /// Hourly from base + 1 h to 00:00 after the last hourly day (base date + 2 for 02–14시, + 3 for 17–23시),
    /// then 03…21 every 3 h on the extended day and the following 00:00.
    static func slots(for base: ForecastBase) -> [Slot] {
        let lastHourlyDay = base.time.date.adding(days: base.time.hour <= 14 ? 2 : 3)
        let hourlyEnd = KSTDateTime(date: lastHourlyDay.adding(days: 1), hour: 0)
        var out: [Slot] = []
        var t = base.time.adding(hours: 1)
        while t <= hourlyEnd {
            out.append(Slot(time: t, extended: false))
            t = t.adding(hours: 1)
        }
        let extendedDay = hourlyEnd.date
        for hour in stride(from: 3, through: 21, by: 3) {
            out.append(Slot(time: KSTDateTime(date: extendedDay, hour: hour), extended: true))
        }
        out.append(Slot(time: KSTDateTime(date: extendedDay.adding(days: 1), hour: 0), extended: true))
        return out
    }

    /// Whether the issue carries TMN / TMX for `date`: 02시 carries today's both, 05/08/11시 today's TMX only,
    /// 14시 neither for today, later issues start from tomorrow.
    static func extremes(for base: ForecastBase, on date: KSTDate) -> (tmn: Bool, tmx: Bool) {
        guard date == base.time.date else { return (true, true) }
        switch base.time.hour {
        case 2: return (true, true)
        case 5, 8, 11: return (false, true)
        default: return (false, false)
        }
    }

    /// The categories of one slot in order, TMN/TMX last where carried.
    static func categories(at slot: Slot, base: ForecastBase) -> [String] {
        let (tmn, tmx) = extremes(for: base, on: slot.time.date)
        var out = slotCategories
        if slot.time.hour == 6 && tmn { out.append("TMN") }
        if slot.time.hour == 15 && tmx { out.append("TMX") }
        return out
    }

    static func rowCount(for base: ForecastBase) -> Int {
        slots(for: base).reduce(0) { $0 + categories(at: $1, base: base).count }
    }

    /// Everything in `items` that departs from the layout; empty when the answer has the expected shape.
    static func problems(items: [KMAItem], base: ForecastBase, cell: GridCell) -> [String] {
        var problems: [String] = []
        let expectedRows = slots(for: base).flatMap { slot in
            categories(at: slot, base: base).map { (slot.time.date.kmaString, slot.time.kmaTime, $0) }
        }
        let rows = items.map { ($0.fcstDate ?? "?", $0.fcstTime ?? "?", $0.category ?? "?") }
        if rows.count != expectedRows.count {
            problems.append("\(rows.count) rows, expected \(expectedRows.count)")
        }
        for (index, (got, want)) in zip(rows, expectedRows).enumerated() where got != want {
            problems.append("row \(index): \(got), expected \(want)")
            break
        }
        if let odd = items.first(where: { $0.baseDate != base.baseDate || $0.baseTime != base.baseTime }) {
            problems.append("a row of another base: \(odd.baseDate ?? "?") \(odd.baseTime ?? "?")")
        }
        if let odd = items.first(where: { $0.nx != cell.nx || $0.ny != cell.ny }) {
            problems.append("a row of another cell: \(odd.nx ?? 0),\(odd.ny ?? 0)")
        }
        if let odd = items.first(where: { $0.fcstValue == nil }) {
            problems.append("a row without fcstValue: \(odd.category ?? "?") \(odd.fcstTime ?? "?")")
        }
        return problems
    }
}
