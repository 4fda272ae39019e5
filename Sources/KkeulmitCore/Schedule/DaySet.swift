import Foundation

/// The weekdays a schedule runs on, written the way people write them, in English or Korean, case-insensitively:
/// - `daily` (also `everyday`, `*`, `매일`), `weekdays` (`평일`) = Mon–Fri, `weekends` (`주말`) = Sat–Sun;
/// - day names: `mon`, `monday`, `tue`/`tues`, `thu`/`thur`/`thurs`, …, and `월`, `월요일`, …;
/// - lists with `,` and ranges with `-` or `~`, mixed freely: `mon-wed,fri`, `월~금`, `sat, sun`.
///
/// A range runs forward through the week from its first day to its last and wraps past Sunday, so `fri-mon` is
/// Friday, Saturday, Sunday and Monday (a long weekend), and `sun-thu` is Sunday to Thursday. There is no
/// "backwards" range to misread: `mon-fri` and `fri-mon` are different, both meaningful, sets.
package struct DaySet: Hashable, Sendable, CustomStringConvertible {
    /// Bit `isoWeekday - 1` is set for each day in the set (bit 0 = Monday … bit 6 = Sunday).
    package let bits: UInt8

    package static let daily = DaySet(bits: 0b111_1111)
    package static let weekdays = DaySet(bits: 0b001_1111)
    package static let weekends = DaySet(bits: 0b110_0000)

    init(bits: UInt8) { self.bits = bits & 0b111_1111 }

    /// The set of the given ISO weekdays (1 = Monday … 7 = Sunday); values outside 1–7 are ignored.
    package init<S: Sequence>(isoWeekdays: S) where S.Element == Int {
        var b: UInt8 = 0
        for d in isoWeekdays where (1...7).contains(d) { b |= 1 << UInt8(d - 1) }
        self.init(bits: b)
    }

    /// Parses a day spec; throws `DaySetError` saying what was wrong.
    package init(parsing spec: String) throws(DaySetError) {
        let trimmed = spec.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        var b: UInt8 = 0
        for rawItem in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(rawItem).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !item.isEmpty else { throw .emptyItem(spec: spec) }
            b |= try Self.parseItem(item)
        }
        self.init(bits: b)
    }

    package var isEmpty: Bool { bits == 0 }

    /// True when the day with this ISO weekday (1 = Monday … 7 = Sunday) is in the set.
    package func contains(isoWeekday: Int) -> Bool {
        (1...7).contains(isoWeekday) && bits & (1 << UInt8(isoWeekday - 1)) != 0
    }

    /// The ISO weekdays in the set, Monday first.
    package var isoWeekdays: [Int] { (1...7).filter { contains(isoWeekday: $0) } }

    /// Every day moved `days` later in the week (negative: earlier), wrapping around: what a time shift across
    /// midnight does to a schedule's days.
    package func shifted(by days: Int) -> DaySet {
        DaySet(isoWeekdays: isoWeekdays.map { (($0 - 1 + days) % 7 + 7) % 7 + 1 })
    }

    /// The cron day-of-week field: `*` for every day, otherwise cron's numbers (0 = Sunday … 6 = Saturday, never 7,
    /// which some crons reject) in order, runs of three or more written as ranges: `1-5`, `0,6`, `0-4`, `1,3,5`.
    package var cronField: String {
        if self == .daily { return "*" }
        let numbers = (0...6).filter { contains(isoWeekday: $0 == 0 ? 7 : $0) }
        return Self.written(Self.runs(numbers), through: "-") { String($0) }
    }

    /// A canonical spelling that parses back to the same set: `daily`, `mon-fri`, `sat,sun`, `mon-wed,fri`.
    /// The week is read as a circle, as ranges are: a run through Sunday into Monday is one run, so the days a
    /// shift across midnight gives read as people say them (`sun-thu`, `fri-mon`), not `mon-thu,sun`.
    package var description: String {
        if self == .daily { return "daily" }
        if isEmpty { return "none" }
        let names = Self.shortNames
        var runs = Self.runs(isoWeekdays)
        if runs.count > 1, runs.first?.first == 1, runs.last?.last == 7 {
            runs[0] = runs.removeLast() + runs[0]
            runs.append(runs.removeFirst())
        }
        return Self.written(runs, through: "-") { names[$0 - 1] }
    }

    static let shortNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// Names of single days, lowercased, to ISO weekday.
    static let dayNames: [String: Int] = {
        var names: [String: Int] = [:]
        let english = [
            ["mon", "monday"], ["tue", "tues", "tuesday"], ["wed", "weds", "wednesday"],
            ["thu", "thur", "thurs", "thursday"], ["fri", "friday"], ["sat", "saturday"], ["sun", "sunday"],
        ]
        let korean = ["월", "화", "수", "목", "금", "토", "일"]
        for (i, words) in english.enumerated() {
            for w in words { names[w] = i + 1 }
            names[korean[i]] = i + 1
            names[korean[i] + "요일"] = i + 1
        }
        return names
    }()

    /// Names of whole sets.
    static let setNames: [String: DaySet] = [
        "daily": .daily, "everyday": .daily, "every day": .daily, "*": .daily, "매일": .daily,
        "weekdays": .weekdays, "weekday": .weekdays, "평일": .weekdays,
        "weekends": .weekends, "weekend": .weekends, "주말": .weekends,
    ]

    static func parseItem(_ item: String) throws(DaySetError) -> UInt8 {
        let lower = item.lowercased()
        if let set = setNames[lower] { return set.bits }
        if let d = dayNames[lower] { return 1 << UInt8(d - 1) }
        let ends = lower.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "~" })
        guard ends.count == 2 else {
            if ends.count > 2 { throw .malformedRange(item) }
            throw .unknownDay(item)
        }
        let first = String(ends[0]).trimmingCharacters(in: .whitespacesAndNewlines)
        let last = String(ends[1]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !first.isEmpty, !last.isEmpty else { throw .malformedRange(item) }
        guard let a = dayNames[first] else { throw .unknownDay(first) }
        guard let b = dayNames[last] else { throw .unknownDay(last) }
        return DaySet(isoWeekdays: (0...(b - a + 7) % 7).map { (a - 1 + $0) % 7 + 1 }).bits
    }

    /// Sorted numbers grouped into runs of consecutive values.
    static func runs(_ numbers: [Int]) -> [[Int]] {
        var result: [[Int]] = []
        for n in numbers {
            if result.last?.last == n - 1 {
                result[result.count - 1].append(n)
            } else {
                result.append([n])
            }
        }
        return result
    }

    /// Runs of three or more as `first<through>last`, shorter ones singly, each as `name` spells it, comma-joined.
    static func written(_ runs: [[Int]], through: String, _ name: (Int) -> String) -> String {
        runs.flatMap { run in run.count >= 3 ? [name(run[0]) + through + name(run[run.count - 1])] : run.map(name) }
            .joined(separator: ",")
    }
}

/// Why a day spec could not be read.
package enum DaySetError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case emptyItem(spec: String)
    case unknownDay(String)
    case malformedRange(String)

    package var description: String {
        switch self {
        case .empty:
            return "no days given (use e.g. 'daily', 'mon-fri', 'sat,sun' or '월-금')"
        case .emptyItem(let spec):
            return "empty item in \(quoted(spec)) (a stray comma?)"
        case .unknownDay(let word):
            return "unknown day \(quoted(word)) (use mon…sun or 월…일, or daily, weekdays, weekends)"
        case .malformedRange(let item):
            return "malformed range \(quoted(item)) (write a range as FIRST-LAST, e.g. 'mon-fri' or 'fri-mon')"
        }
    }
}
