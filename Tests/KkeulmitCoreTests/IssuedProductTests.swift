import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The source abstraction: one pipeline (transport, cache, step back) for every product of the forecast service.
@Suite("issued products through the one provider")
struct IssuedProductTests {
    /// Answers each request with one row at the asked base, or NO_DATA for `late`.
    static func fakeSource(late: Set<KSTDateTime> = []) -> FakeKMA {
        FakeKMA { cell, base, _ in
            if late.contains(base.time) { throw KMAError.resultCode(.noData, message: "NO_DATA") }
            let item = KMAItem(
                baseDate: base.baseDate, baseTime: base.baseTime, category: "T1H", fcstDate: base.baseDate,
                fcstTime: base.baseTime, fcstValue: "1", nx: cell.nx, ny: cell.ny)
            return KMAForecast(cell: cell, base: base, items: [item])
        }
    }

    static let seoul = GridCell(nx: 60, ny: 127)!
    static func at(_ hour: Int, _ minute: Int) -> Date {
        KSTDateTime(date: KSTDate(year: 2026, month: 11, day: 30), hour: hour, minute: minute).instant
    }

    @Test(
        "each product asks the issue its schedule has published, never one before its callable time",
        arguments: [
            (IssuedProduct.vilageFcst, 7, 30, "0500"), (.ultraSrtNcst, 7, 9, "0600"), (.ultraSrtNcst, 7, 10, "0700"),
            (.ultraSrtFcst, 7, 44, "0630"), (.ultraSrtFcst, 7, 45, "0730"),
        ])
    func latestIssue(product: IssuedProduct, hour: Int, minute: Int, baseTime: String) async throws {
        let fake = Self.fakeSource()
        let provider = pipeline(fake, store: nil, deadline: Deadline(seconds: Deadline.maxSeconds))
        let got = try await provider.forecast(for: Self.seoul, now: Self.at(hour, minute), product: product) { _ in true
        }
        #expect(got.forecast.base.baseTime == baseTime && got.forecast.base.product == product)
        #expect(fake.calls == 1)
    }

    @Test(
        "NO_DATA steps back as many times as the product allows",
        arguments: [(IssuedProduct.vilageFcst, 3), (.ultraSrtNcst, 2), (.ultraSrtFcst, 2)])
    func stepBacks(product: IssuedProduct, requests: Int) async throws {
        var late = Set<KSTDateTime>()
        var base = ForecastBase.latest(publishedBy: KSTDateTime(Self.at(12, 50)), product: product)
        for _ in 0..<3 {
            late.insert(base.time)
            base = base.previous
        }
        let fake = Self.fakeSource(late: late)
        let provider = pipeline(fake, store: nil, deadline: Deadline(seconds: Deadline.maxSeconds))
        await #expect(throws: KMAError.self) {
            _ = try await provider.forecast(for: Self.seoul, now: Self.at(12, 50), product: product) { _ in true }
        }
        #expect(fake.calls == requests)
    }

    @Test("products keep apart in one cache directory: own files, own lock, a hit costs no request")
    func cacheKeys() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("issued-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = SourceStore(directory: dir)
        let fake = Self.fakeSource()
        let provider = pipeline(fake, store: cache, deadline: Deadline(seconds: Deadline.maxSeconds))
        for product in IssuedProduct.all {
            _ = try await provider.forecast(for: Self.seoul, now: Self.at(7, 50), product: product) { _ in true }
            _ = try await provider.forecast(for: Self.seoul, now: Self.at(7, 55), product: product) { _ in true }
        }
        #expect(fake.calls == 3)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
        #expect(
            names.sorted() == [
                "ncst-60-127-20261130-0700.json", "ufcst-60-127-20261130-0730.json", "vilage-60-127-20261130-0500.json",
            ])
        for product in IssuedProduct.all {
            #expect(cache.entries(for: Self.seoul, product: product).map(\.forecast.base.product) == [product])
        }
    }

    @Test("the table's sources, in its order")
    func tableOrder() {
        #expect(
            SourceRegistry.builtIn.ids.map(\.rawValue) == [
                "vilageFcst", "ultraSrtNcst", "ultraSrtFcst", "airQuality", "dustForecast", "uvIndex", "weatherAlerts",
                "pollen",
            ])
    }
}

extension IssuedProduct {
    /// Every product that goes through the KMA client and cache.
    static let all: [IssuedProduct] = [.vilageFcst, .ultraSrtNcst, .ultraSrtFcst]
}
