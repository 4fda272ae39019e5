import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// A source that exists only in this file, declared once and added to the registry the service is given: with no
/// other edit it is asked by `now`, listed in JSON `sources`, turned off by its config switch and by
/// `--forecast-only`, answered from its sample by `--demo`, asked for every line of `batch`, and probed by `doctor`.
struct ThrowawaySource: SourceDeclaration {
    var id: SourceID { SourceID(rawValue: "throwaway") }
    var switchKey: String { "throwaway" }
    var root: ServiceRoot { .living }
    var needsPlace: Bool { false }
    var names: SourceNames { SourceNames(LocalizedText(ko: "시험용", en: "throwaway")) }

    func fetch(_ run: SourceRun) async throws -> OptionalSource<Int> {
        run.log("throwaway: asked for \(run.location.cell)")
        return OptionalSource(status: .ok, value: 7, issued: KSTDateTime(run.issueTime))
    }

    func demo(_ run: SourceRun) -> OptionalSource<Int>? {
        OptionalSource(status: .ok, value: 3, issued: run.window.start)
    }

    func probes(_ target: ProbeTarget, now: Date) -> [SourceProbe] {
        let request = ServiceRequest(
            root: .living, path: "getThrowaway", query: [.init("areaNo", target.areaNo)], maxBytes: 1024)
        return [
            SourceProbe(
                id: "throwaway", title: LocalizedText(ko: "시험용 (Throwaway)", en: "throwaway (Throwaway)"),
                portalName: "시험용 서비스", dataset: nil, request: request
            ) { status, _, _ in status == 200 ? nil : .httpStatus(status, retryAfterSeconds: nil) }
        ]
    }
}

@Suite("A source declared in one file appears everywhere")
struct ThrowawaySourceTests {
    static let registry = SourceRegistry(SourceRegistry.builtIn.optional + [ThrowawaySource()])
    static let configPath = "/home/me/.config/kkeulmit/config.json"

    /// A run of the application with the registry above, every service on the counting host, and `config`.
    static func run(_ arguments: [String], config: String? = nil, input: String = "") async -> BatchApplicationTests.Run
    {
        await BatchApplicationTests.run(
            arguments, input: input, service: ForecastAdviceService(registry: registry),
            files: config.map { [configPath: ($0, 0o600)] } ?? [:])
    }

    /// JSON `sources` of one answer, as id → status.
    static func statuses(_ answer: [String: Any]) -> [(String, String)] {
        ((answer["sources"] as? [[String: Any]]) ?? []).map {
            ($0["id"] as? String ?? "", $0["status"] as? String ?? "")
        }
    }

    @Test(
        "JSON sources lists it last, asked (ok), switched off by the config or --forecast-only, from its sample in the demo",
        arguments: [
            (["now", "--nx", "60", "--ny", "127", "--json"], nil, "ok"),
            (["now", "--nx", "60", "--ny", "127", "--json"], #"{"sources": {"throwaway": false}}"#, "off"),
            (["now", "--nx", "60", "--ny", "127", "--json", "--forecast-only"], nil, "off"),
            (["now", "--demo", "--json"], nil, "ok"),
        ] as [([String], String?, String)])
    func listed(_ arguments: [String], config: String?, status: String) async throws {
        let run = await Self.run(arguments, config: config)
        #expect(run.status == 0, "\(run.stderr)")
        let answer = try #require(run.answers.first)
        let sources = Self.statuses(answer)
        #expect(sources.map(\.0) == Self.registry.ids.map(\.rawValue))
        #expect(sources.last?.0 == "throwaway" && sources.last?.1 == status, "\(sources)")
    }

    @Test("a misspelt switch names the new one among the switches")
    func switchNamed() async {
        let run = await Self.run(
            ["now", "--nx", "60", "--ny", "127", "--json"], config: #"{"sources": {"throw": false}}"#)
        #expect(run.status == 78)
        #expect(run.stderr.contains(#""pollen", "throwaway""#), "\(run.stderr)")
    }

    @Test("every line of a batch lists it")
    func batch() async {
        let input = BatchApplicationTests.input(3, cells: [(60, 127), (98, 76)])
        let run = await Self.run(["batch"], input: input)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.answers.count == 3)
        for answer in run.answers {
            let advice = answer["advice"] as? [String: Any] ?? [:]
            #expect(Self.statuses(advice).last.map { $0 == ("throwaway", "ok") } == true, "\(answer)")
        }
    }

    @Test("doctor probes it with its own request and names it")
    func doctor() async throws {
        let run = await Self.run(["doctor", "--json"])
        let checks = try #require(
            (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["checks"]
                as? [[String: Any]])
        let check = try #require(checks.first { $0["id"] as? String == "throwaway" })
        #expect((check["message"] as? String)?.hasPrefix("시험용 (Throwaway)") == true, "\(check)")
        #expect(run.requests.contains { $0.hasPrefix("getThrowaway areaNo=1111000000") }, "\(run.requests)")
    }
}
