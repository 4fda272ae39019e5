import Foundation
import KkeulmitCLI
import KkeulmitCore

/// What the `FuzzBatchInput` libFuzzer target runs on each input: the bytes as `kkeulmit batch`'s stdin, through
/// `Application` with the built-in sample standing in for KMA, so that no input needs the network.
package enum BatchFuzzEntry {
    /// Not a real key; the fuzz run checks it is echoed nowhere.
    static let serviceKey = "FUZZ+key/4batch=="

    /// Every input line gets exactly one output line, a JSON object with an `id` and one of `advice` or `error`,
    /// in input order; the run exits 0 or with a per-line code; stderr stays empty; the key is in no output.
    ///
    /// - Returns: the broken invariants; accepted when at least one line got advice.
    package static func input(_ data: Data) async -> FuzzFindings {
        var findings = FuzzFindings()
        let out = CapturedOutput()
        let err = CapturedOutput()
        let app = Application(
            service: SampleAdviceService(), fileSystem: LocalFileSystem(),
            standardInput: MemorySource(Array(data), chunkBytes: 997))
        let status = await app.run(
            arguments: ["batch", "--no-cache", "--concurrency", "3"],
            environment: Environment([
                "HOME": "/nonexistent/kkeulmit-fuzz", "KMA_SERVICE_KEY": serviceKey,
                "KKEULMIT_NOW": "2026-11-30T06:10:00+09:00",
            ]), stdout: out, stderr: err, clock: SystemTimeSource())
        let lines = out.text.split(separator: "\n", omittingEmptySubsequences: false)
        findings.check(out.text.isEmpty || out.text.hasSuffix("\n"), "the output ends in half a line")
        let answers = lines.dropLast()
        findings.check(
            answers.count == expectedLines(data),
            "\(expectedLines(data)) input lines gave \(answers.count) output lines")
        let codes = [0, 64, 65, 69, 70, 75, 77, 78]
        findings.check(codes.contains(Int(status)), "exit code \(status)")
        findings.check(err.text.isEmpty, "stderr: \(err.text.prefix(200))")
        findings.check(!(out.text + err.text).contains(serviceKey), "the service key was echoed")
        var advised = 0
        for (index, answer) in answers.enumerated() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any] else {
                findings.fail("output line \(index + 1) is not a JSON object")
                continue
            }
            let kinds = ["advice", "error"].filter { object[$0] != nil }
            findings.check(object["id"] != nil && kinds.count == 1, "output line \(index + 1) lacks id or answer")
            if kinds == ["advice"] { advised += 1 }
            if let error = object["error"] as? [String: Any] {
                let code = error["exitCode"] as? Int ?? -1
                findings.check(codes.dropFirst().contains(code), "output line \(index + 1) has exit code \(code)")
            }
        }
        findings.check((status == 0) == (advised == answers.count), "exit code \(status) for \(advised) advised")
        findings.accepted = advised > 0
        return findings
    }

    /// The same, for libFuzzer's synchronous entry point (never called on the Swift concurrency pool).
    package static func inputBlocking(_ data: Data) -> FuzzFindings {
        let done = DispatchSemaphore(value: 0)
        let result = Locked(FuzzFindings())
        Task.detached {
            let findings = await input(data)
            result.withLock { $0 = findings }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 }
    }

    /// Lines as `batch` counts them: `\n` ends one, a last line without it counts, a final newline adds none.
    package static func expectedLines(_ data: Data) -> Int {
        guard !data.isEmpty else { return 0 }
        let newlines = data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return data.last == UInt8(ascii: "\n") ? newlines : newlines + 1
    }
}

/// Advice from the built-in sample for every line: the pipeline from the report on, without a network.
private struct SampleAdviceService: AdviceService {
    func advice(for request: AdviceRequest, deadline: Deadline, diagnostics: Diagnostics) async throws
        -> AdviceReport
    {
        var sample = request
        sample.source = .demo(askedFor: nil)
        return try await ForecastAdviceService().advice(for: sample, deadline: deadline, diagnostics: diagnostics)
    }

    func grid(_ query: LocationSpec) throws -> GridAnswer { try ForecastAdviceService().grid(query) }
}
