import Foundation
import Testing

/// `grid --place` with the names people type: Korean, romanized, the new province names.
@Suite("grid --place, end to end")
struct RomanizedPlaceEndToEndTests {
    @Test(
        "grid --place prints the place's cell from KMA's table",
        arguments: [
            (["--place", "종로구"], "60 127\n"), (["--place", "Jongno-gu"], "60 127\n"),
            (["--place", "jongno"], "60 127\n"),
            (["--place", "Seoul Jongno-gu"], "60 127\n"),
            (["--place", "Haeundae", "--json"], "{\"nx\":99,\"ny\":75}\n"),
        ])
    func cells(_ arguments: [String], _ expected: String) async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        let result = try await BinaryRunner.run(["grid"] + arguments, environment: sandbox.environment)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == expected)
    }

    @Test("an unknown romanized name is a usage error, exit 64")
    func unknown() async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        let result = try await BinaryRunner.run(["grid", "--place", "Xyzzy"], environment: sandbox.environment)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrIsOneLine)
    }
}
