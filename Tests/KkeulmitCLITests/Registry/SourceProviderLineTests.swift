import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// JSON `sources[].provider` says who sent the answer used, whichever source it is: composite ones (AirKorea's
/// stations then measurements, the warnings' eleven days, pollen's three species) as much as single requests.
@Suite("sources[].provider for every source that used an answer")
struct SourceProviderLineTests {
    @Test("with every service answering, each line that used an answer names data.go.kr")
    func everyAnswerNamed() async throws {
        let run = await BatchApplicationTests.run(["now", "--nx", "60", "--ny", "127", "--json"], input: "")
        #expect(run.status == 0, "\(run.stderr)")
        let answer = try #require(run.answers.first)
        let lines = try #require(answer["sources"] as? [[String: Any]])
        let used = lines.filter { ["ok", "stale"].contains($0["status"] as? String) || $0["issued"] is String }
        #expect(Set(used.compactMap { $0["id"] as? String }).isSuperset(of: ["airQuality", "weatherAlerts", "pollen"]))
        for line in used { #expect(line["provider"] as? String == "dataGoKr", "\(line)") }
    }
}
