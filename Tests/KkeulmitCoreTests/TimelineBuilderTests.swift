import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("TimelineBuilder")
struct TimelineBuilderTests {
    static let base = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!
    static let cell = GridCell(nx: 60, ny: 127)!

    static func row(_ category: String?, _ date: String?, _ time: String?, _ value: String?) -> KMAItem {
        KMAItem(
            baseDate: "20261130", baseTime: "0500", category: category, fcstDate: date, fcstTime: time,
            fcstValue: value, nx: 60, ny: 127)
    }

    static func build(_ items: [KMAItem]) -> TimelineBuilder.Result {
        TimelineBuilder.build(items: items, base: base, cell: cell)
    }

    static func at(_ day: Int, _ hour: Int) -> KSTDateTime {
        KSTDateTime(year: 2026, month: day >= 100 ? 12 : 11, day: day % 100, hour: hour)
    }

    /// Three hourly slots, time-major as KMA sends them.
    static let threeSlots: [KMAItem] = [
        row("TMP", "20261130", "0600", "-1"), row("SKY", "20261130", "0600", "1"), row("POP", "20261130", "0600", "0"),
        row("TMP", "20261130", "0700", "0"), row("SKY", "20261130", "0700", "3"), row("POP", "20261130", "0700", "20"),
        row("TMP", "20261130", "0800", "2"), row("SKY", "20261130", "0800", "4"), row("POP", "20261130", "0800", "60"),
    ]

    @Test(
        "rows are grouped into slots in time order, however they arrive",
        arguments: [
            Array(0..<9), Array((0..<9).reversed()), [4, 8, 0, 3, 7, 1, 5, 2, 6], [8, 5, 2, 7, 4, 1, 6, 3, 0],
        ])
    func groupsAndOrders(order: [Int]) {
        let result = Self.build(order.map { Self.threeSlots[$0] })
        let slots = result.timeline.slots
        #expect(result.skippedRows == 0)
        #expect(slots.map(\.time) == [Self.at(30, 6), Self.at(30, 7), Self.at(30, 8)])
        #expect(slots.map(\.temperature) == [-1, 0, 2])
        #expect(slots.map(\.sky) == [.clear, .mostlyCloudy, .overcast])
        #expect(slots.map(\.precipitationProbability) == [0, 20, 60])
        #expect(slots.allSatisfy { !$0.isExtended })
    }

    @Test("every known category lands in its field")
    func categories() throws {
        let items = [
            ("TMP", "5"), ("UUU", "-1.2"), ("VVV", "3.4"), ("VEC", "250"), ("WSD", "4.1"), ("SKY", "3"), ("PTY", "4"),
            ("POP", "60"), ("WAV", "0.5"), ("PCP", "6.2mm"), ("REH", "85"), ("SNO", "1.0cm"), ("LGT", "0"),
        ].map { Self.row($0.0, "20261130", "0600", $0.1) }
        let slot = try #require(Self.build(items).timeline.slots.first)
        #expect(slot.temperature == 5)
        #expect(slot.windEastward == -1.2)
        #expect(slot.windNorthward == 3.4)
        #expect(slot.windDirection == 250)
        #expect(slot.windSpeed == 4.1)
        #expect(slot.sky == .mostlyCloudy)
        #expect(slot.precipitationType == .shower)
        #expect(slot.precipitationProbability == 60)
        #expect(slot.waveHeight == 0.5)
        #expect(slot.precipitationMillimetres == 6.2)
        #expect(slot.humidity == 85)
        #expect(slot.snowCentimetres == 1)
        #expect(slot.lightning == 0)
        #expect(slot.otherValues.isEmpty)
    }

    @Test("ultra-short categories T1H and RN1 fill temperature and precipitation")
    func ultraShort() throws {
        let items = [Self.row("T1H", "20261130", "0600", "3.7"), Self.row("RN1", "20261130", "0600", "1mm 미만")]
        let slot = try #require(Self.build(items).timeline.slots.first)
        #expect(slot.temperature == 3.7)
        #expect(slot.precipitationMillimetres == 0.1)
    }

    @Test("an observation's obsrValue is read when fcstValue is absent")
    func observationValue() throws {
        var item = Self.row("T1H", "20261130", "0600", nil)
        item.obsrValue = "-2.5"
        let slot = try #require(Self.build([item]).timeline.slots.first)
        #expect(slot.temperature == -2.5)
    }

    @Test("TMN and TMX become the daily extremes of their date, not slots")
    func dailyExtremes() {
        let items = [
            Self.row("TMP", "20261201", "0600", "-2"), Self.row("TMN", "20261201", "0600", "-3.0"),
            Self.row("TMX", "20261201", "1500", "4.0"), Self.row("TMX", "20261130", "1500", "7.0"),
        ]
        let timeline = Self.build(items).timeline
        #expect(timeline.slots.map(\.time) == [Self.at(101, 6)])
        #expect(
            timeline.daily == [
                DailyExtremes(date: KSTDate(year: 2026, month: 11, day: 30), maximum: 7),
                DailyExtremes(date: KSTDate(year: 2026, month: 12, day: 1), minimum: -3, maximum: 4),
            ])
        #expect(timeline.daily.first { $0.date == KSTDate(year: 2026, month: 12, day: 1) }?.minimum == -3)
        #expect(timeline.daily.first { $0.date == KSTDate(year: 2026, month: 12, day: 2) } == nil)
    }

    @Test("missing markers and out-of-range values become nil")
    func missingMarkers() throws {
        let items =
            [
                ("TMP", "-998.9"), ("REH", "-999"), ("WSD", "900"), ("POP", "-999"), ("SKY", "2"), ("PTY", "9"),
                ("UUU", "-999"), ("VEC", "-998.9"), ("WAV", "-999"), ("PCP", "-999"), ("SNO", "-998.9"),
            ].map { Self.row($0.0, "20261130", "0600", $0.1) } + [
                Self.row("TMN", "20261201", "0600", "-998.9"), Self.row("POP", "20261130", "0700", "110"),
                Self.row("REH", "20261130", "0700", "101"),
            ]
        let timeline = Self.build(items).timeline
        let slot = try #require(timeline.slot(at: Self.at(30, 6)))
        #expect(slot.temperature == nil)
        #expect(slot.humidity == nil)
        #expect(slot.windSpeed == nil)
        #expect(slot.precipitationProbability == nil)
        #expect(slot.sky == nil)
        #expect(slot.precipitationType == nil)
        #expect(slot.windEastward == nil)
        #expect(slot.windDirection == nil)
        #expect(slot.waveHeight == nil)
        #expect(slot.precipitationMillimetres == nil)
        #expect(slot.snowCentimetres == nil)
        let later = try #require(timeline.slot(at: Self.at(30, 7)))
        #expect(later.precipitationProbability == nil)
        #expect(later.humidity == nil)
        #expect(timeline.daily == [DailyExtremes(date: KSTDate(year: 2026, month: 12, day: 1))])
    }

    @Test("a category this build does not know is kept raw")
    func unknownCategory() throws {
        let items = [
            Self.row("XYZ", "20261130", "0600", "42"), Self.row("ABC", "20261130", "0600", nil),
            Self.row("TMP", "20261130", "0600", "1"),
        ]
        let slot = try #require(Self.build(items).timeline.slots.first)
        #expect(slot.otherValues == ["XYZ": "42", "ABC": ""])
        #expect(slot.temperature == 1)
    }

    @Test("rows without a readable category, date or time are skipped and counted")
    func skipsBadRows() {
        let bad = [
            Self.row(nil, "20261130", "0600", "1"), Self.row("TMP", nil, "0600", "1"),
            Self.row("TMP", "20261130", nil, "1"),
            Self.row("TMP", "20261331", "0600", "1"), Self.row("TMP", "20260230", "0600", "1"),
            Self.row("TMP", "20261130", "2400", "1"), Self.row("TMP", "20261130", "600", "1"),
            Self.row("TMP", "2026-11-30", "0600", "1"), Self.row("TMN", "20261301", "0600", "1"),
        ]
        let result = Self.build(bad + Self.threeSlots)
        #expect(result.skippedRows == bad.count)
        #expect(result.timeline.slots.count == 3)
        #expect(result.timeline.daily.isEmpty)
    }

    @Test("an empty answer builds an empty timeline")
    func empty() {
        let result = Self.build([])
        #expect(result.timeline.slots.isEmpty)
        #expect(result.timeline.daily.isEmpty)
        #expect(result.timeline.hourlyEnd == nil)
        #expect(result.timeline.firstSlotTime == nil)
        #expect(result.timeline.base == Self.base)
        #expect(result.timeline.cell == Self.cell)
    }

    /// The end of a 17시 issue: hourly to 00:00 of day +4, then the 3-hourly extended day.
    static let extendedTail: [KMAItem] = [
        ("20261202", "2200"), ("20261202", "2300"), ("20261203", "0000"), ("20261203", "0300"),
        ("20261203", "0600"),
    ].flatMap { date, time in
        [
            row("PCP", date, time, "1"), row("SNO", date, time, "2"), row("WSD", date, time, "3"),
            row("TMP", date, time, "4"),
        ]
    }

    @Test("slots after a three-hour gap are the extended day, whose PCP, SNO and WSD are codes")
    func extendedDay() {
        let timeline = Self.build(Self.extendedTail.reversed()).timeline
        #expect(timeline.slots.map(\.isExtended) == [false, false, false, true, true])
        // Hourly: the digits are amounts. Extended: 1 = weak rain (0.1), 2 = heavy snow (1), 3 = strong wind (9).
        #expect(timeline.slots.map(\.precipitationMillimetres) == [1, 1, 1, 0.1, 0.1])
        #expect(timeline.slots.map(\.snowCentimetres) == [2, 2, 2, 1, 1])
        #expect(timeline.slots.map(\.windSpeed) == [3, 3, 3, 9, 9])
        #expect(timeline.slots.map(\.temperature) == [4, 4, 4, 4, 4])
        #expect(timeline.hourlyEnd == Self.at(103, 1))
    }

    @Test("a two-hour hole is not the extended day")
    func holeIsNotExtended() {
        let items = [
            Self.row("PCP", "20261130", "0600", "1"), Self.row("PCP", "20261130", "0800", "1"),
            Self.row("PCP", "20261130", "1100", "1"),
        ]
        let slots = Self.build(items).timeline.slots
        #expect(slots.map(\.isExtended) == [false, false, true])
        #expect(slots.map(\.precipitationMillimetres) == [1, 1, 0.1])
    }

    @Test(
        "hourlyEnd is one hour after the last slot of the contiguous hourly run",
        arguments: [
            ([6], 7), ([6, 7, 8], 9), ([6, 7, 8, 11, 12], 9), ([6, 8, 9], 7), ([23], 24),
        ])
    func hourlyEnd(hours: [Int], end: Int) {
        let items = hours.map { h in
            let time = Self.at(30, 0).adding(hours: h)
            return Self.row("TMP", time.date.kmaString, time.kmaTime, "1")
        }
        #expect(Self.build(items).timeline.hourlyEnd == Self.at(30, 0).adding(hours: end))
    }

    @Test("KMAForecast builds the same timeline for its cell and base")
    func forecastTimeline() {
        let forecast = KMAForecast(cell: Self.cell, base: Self.base, items: Self.threeSlots)
        #expect(forecast.timeline().timeline == Self.build(Self.threeSlots).timeline)
        #expect(forecast.timeline().timeline.slot(at: Self.at(30, 7))?.temperature == 0)
        #expect(forecast.timeline().timeline.slot(at: Self.at(30, 9)) == nil)
        #expect(forecast.timeline().timeline.firstSlotTime == Self.at(30, 6))
    }
}
