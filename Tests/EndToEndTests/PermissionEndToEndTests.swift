import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Directories kkeulmit may not use, as an ordinary user meets them. As root (CI) the binary runs as `nobody`
/// through `setpriv`, since root may write and read anything.
@Suite("kkeulmit binary: directories it may not use")
struct PermissionEndToEndTests {
    /// The binary copied where `nobody` can run it (the build directory may be in root's home), once.
    static let unprivilegedBinary: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kkeulmit-unprivileged-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o755)
        let copy = directory.appendingPathComponent("kkeulmit").path
        try? FileManager.default.removeItem(atPath: copy)
        try? FileManager.default.copyItem(atPath: BinaryRunner.binary.path, toPath: copy)
        chmod(copy, 0o755)
        return copy
    }()

    static let nobody: uid_t = 65534

    /// A sandbox whose home, config, cache and state `nobody` (or this user) owns.
    static func sandbox() throws -> BinaryRunner.Sandbox {
        let sandbox = try BinaryRunner.Sandbox()
        if getuid() == 0 {
            for path in [sandbox.home, sandbox.home + "/config", sandbox.configDirectory, sandbox.cacheDirectory] {
                chown(path, nobody, nobody)
            }
        }
        return sandbox
    }

    /// Makes `directory` (created here) one the run can list but not change, or neither read nor change.
    static func lock(_ directory: String, readable: Bool) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // Owned by root when root runs the tests: then `nobody` is an "other" and the bits apply to it.
        chmod(directory, readable ? 0o555 : 0o000)
    }

    static func run(_ arguments: [String], environment: [String: String]) async throws -> BinaryRunner.Result {
        guard getuid() == 0 else { return try await BinaryRunner.run(arguments, environment: environment) }
        return try await BinaryRunner.run(
            ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", unprivilegedBinary] + arguments,
            environment: environment, executable: "/usr/bin/setpriv")
    }

    @Test("a cache directory the run cannot write is named as a permission problem, not as another run's lock")
    func unwritableCache() async throws {
        let scenario = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let sandbox = try Self.sandbox()
        defer { sandbox.cleanUp() }
        try Self.lock(sandbox.cacheDirectory + "/kkeulmit", readable: true)
        var env = sandbox.environment
        env.merge(E2E.env()) { $1 }
        env["KKEULMIT_BASE_URL"] = scenario.baseURL
        let r = try await Self.run(
            ["now", "--nx", "60", "--ny", "127", "--forecast-only", "--verbose"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("\(sandbox.cacheDirectory)/kkeulmit: Permission denied"), "\(r.stderr)")
        #expect(!r.stderr.contains("another run kept the lock"))
        let quiet = try await Self.run(["now", "--nx", "60", "--ny", "127", "--forecast-only"], environment: env)
        #expect(quiet.status == 0 && quiet.stderr == "")
    }

    @Test("feedback with a state directory it cannot read: one line saying so, exit 78")
    func unreadableState() async throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.cleanUp() }
        let state = sandbox.home + "/state"
        try Self.lock(state + "/kkeulmit", readable: false)
        var env = sandbox.environment
        env["XDG_STATE_HOME"] = state
        let r = try await Self.run(["feedback", "cold"], environment: env)
        #expect(r.status == 78 && r.stdout == "")
        #expect(r.stderrIsOneLine, "\(r.stderr)")
        #expect(r.stderr.contains("\(state)/kkeulmit/advice.json: Permission denied"), "\(r.stderr)")
    }
}
