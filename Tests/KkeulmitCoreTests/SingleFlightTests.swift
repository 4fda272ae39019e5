import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("SingleFlight: one provision per source, subject and issue in a process")
struct SingleFlightTests {
    static let now = kst(2026, 11, 30, 7, 30)
    static let cells = [GridCell(nx: 60, ny: 127)!, GridCell(nx: 61, ny: 128)!, GridCell(nx: 98, ny: 76)!]

    static func provider(_ client: FakeKMA, memo: SingleFlight<SourceKey, any Sendable>) -> SourceProvider {
        pipeline(client, store: nil, deadline: Deadline(seconds: 3600), memo: memo)
    }

    @Test("many concurrent asks over a few cells: one fetch per cell and product", arguments: [1, 10, 40])
    func concurrentAsks(perCell: Int) async throws {
        let client = FakeKMA()
        let provider = Self.provider(client, memo: SingleFlight())
        try await withThrowingTaskGroup(of: Void.self) { group in
            for cell in Self.cells {
                for _ in 0..<perCell {
                    group.addTask {
                        _ = try await provider.forecast(
                            for: cell, now: Self.now, covers: { _ in true })
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(client.calls == Self.cells.count)
    }

    @Test("a failure is kept too: the cell is not asked again")
    func failureKept() async {
        let client = FakeKMA(failing: [.content("bad"), .content("bad")])
        let provider = Self.provider(client, memo: SingleFlight())
        for _ in 0..<3 {
            await #expect(throws: KMAError.self) {
                try await provider.forecast(
                    for: Self.cells[0], now: Self.now, covers: { _ in true })
            }
        }
        #expect(client.calls == 1)
    }

    @Test("a cancelled provision is not kept: the next ask provides again")
    func cancellationNotKept() async throws {
        let memo = SingleFlight<SourceKey, Int>()
        let key = SourceKey(source: "vilage", subject: "60-127", issue: base(2026, 11, 30, 5).time)
        await #expect(throws: CancellationError.self) {
            try await memo.value(for: key) { throw CancellationError() }
        }
        #expect(memo.count == 0)
        #expect(try await memo.value(for: key) { 7 } == 7)
        #expect(memo.count == 1)
    }

    @Test("a kept short-term issue keeps its timeline and lets go of its rows; ultra-short ones keep their rows")
    func rowsLetGo() async throws {
        let forecast = sampleForecast(cell: Self.cells[0], base: base(2026, 11, 30, 5))
        let timeline = forecast.timeline().timeline
        let light = GridForecastSource.vilageFcst.shared(forecast)
        #expect(light.items.isEmpty)
        #expect(light.timeline().timeline == timeline)
        #expect(GridForecastSource.ultraSrtNcst.shared(forecast).items == forecast.items)
        #expect(GridForecastSource.ultraSrtFcst.shared(forecast).items == forecast.items)
    }

    @Test("the memo hands every asker the light issue, each source and issue provided once")
    func sharedThroughPipeline() async throws {
        let client = FakeKMA()
        let provider = Self.provider(client, memo: SingleFlight())
        let first = try await provider.forecast(for: Self.cells[0], now: Self.now, covers: { _ in true })
        let again = try await provider.forecast(for: Self.cells[0], now: Self.now, covers: { _ in true })
        #expect(first.forecast.items.isEmpty && !first.forecast.timeline().timeline.slots.isEmpty)
        #expect(again.forecast.timeline().timeline == first.forecast.timeline().timeline)
        _ = try await provider.forecast(
            for: Self.cells[0], now: Self.now, product: .ultraSrtNcst, covers: { _ in true })
        #expect(client.calls == 2)
    }
}

@Suite("RequestBudget")
struct RequestBudgetTests {
    @Test("spends up to its limit, then refuses without counting", arguments: [0, 1, 5])
    func limit(limit: Int) {
        let budget = RequestBudget(limit: limit)
        for _ in 0..<limit { #expect(throws: Never.self) { try budget.spend() } }
        #expect(throws: RequestBudgetExhausted(limit: limit)) { try budget.spend() }
        #expect(budget.used == limit)
    }

    @Test("without a limit it only counts")
    func unlimited() throws {
        let budget = RequestBudget(limit: nil)
        for _ in 0..<100 { try budget.spend() }
        #expect(budget.used == 100)
    }
}
