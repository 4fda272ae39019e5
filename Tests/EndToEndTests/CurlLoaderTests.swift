import Foundation
import Testing

/// `Sources/CCurlLoader`: the libcurl functions the executable defines are exactly those the toolchain's
/// FoundationNetworking calls, and a libcurl that cannot be loaded is a request's failure, not the process's end.
@Suite("The executable's libcurl loader")
struct CurlLoaderTests {
    /// The program `name` on the test's PATH.
    static func program(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The `curl_*` symbols `nm` lists in `file` with one of `kinds` (`U` undefined, `T`/`t` defined).
    static func curlSymbols(_ file: String, kinds: Set<String>) throws -> Set<String> {
        let nm = try #require(program("nm"), "nm (binutils) is needed to read the symbol tables")
        let run = try ChildProcess.run(
            nm, arguments: [file], environment: ["LC_ALL": "C"], standardOutput: nil, hardTimeout: 60)
        #expect(run.status == 0, "nm \(file): \(String(decoding: run.stderr, as: UTF8.self))")
        var names: Set<String> = []
        for line in String(decoding: run.stdout, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, kinds.contains(String(fields[fields.count - 2])) else { continue }
            let name = String(fields[fields.count - 1])
            if name.hasPrefix("curl_") { names.insert(name) }
        }
        return names
    }

    @Test("the loader forwards exactly the curl_* functions lib_CFURLSessionInterface.a leaves undefined")
    func forwardersMatchToolchain() throws {
        let swift = try #require(Self.program("swift"), "no swift on PATH")
        let bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
        let library = bin.deletingLastPathComponent().appendingPathComponent(
            "lib/swift_static/linux/lib_CFURLSessionInterface.a")
        try #require(
            FileManager.default.fileExists(atPath: library.path),
            "the toolchain's static FoundationNetworking interface is missing: \(library.path)")
        let needed = try Self.curlSymbols(library.path, kinds: ["U"])
        let object = BinaryRunner.productsDirectory.appendingPathComponent("CCurlLoader.build/curl_loader.c.o")
        let defined = try Self.curlSymbols(object.path, kinds: ["T", "t"])
        #expect(needed.count == 23)
        #expect(defined == needed, "missing: \(needed.subtracting(defined)), extra: \(defined.subtracting(needed))")
    }

    @Test(
        "a libcurl that cannot be loaded: a cold run exits 69 saying so; with the forecast kept, exit 0 and the optional sources unavailable"
    )
    func libcurlMissing() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeNowcast(s.id) { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        var env = E2E.env()
        env["KKEULMIT_LIBCURL"] = "/nonexistent/libcurl.so.4"
        let cold = try await s.run(["now", "--place", "종로구", "--json"], env: env)
        E2E.expectFailure(cold, code: 69)
        #expect(cold.stderr.contains("cannot load libcurl"))
        #expect(s.requests.isEmpty)

        let warm = try await s.run(["now", "--place", "종로구", "--forecast-only"], env: E2E.env())
        #expect(warm.status == 0)
        let r = try await s.run(["now", "--place", "종로구", "--json"], env: env)
        #expect(r.status == 0 && r.stderr == "")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let statuses = ((report["sources"] as? [[String: Any]]) ?? []).map { "\($0["status"] ?? "")" }
        #expect(statuses == ["ok"] + Array(repeating: "unavailable", count: 7))
    }
}
