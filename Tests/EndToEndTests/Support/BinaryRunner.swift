import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `kkeulmit` binary with an exact argv and environment, capturing stdout, stderr and the exit
/// status. `swift build --build-tests` builds the binary next to the test bundle.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the hard timeout killed the process.
        var timedOut: Bool
    }

    /// The products directory (`.build/<triple>/debug`), found like swift-argument-parser's example tests do.
    static var productsDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["KKEULMIT_PRODUCTS_DIR"] {
            return URL(fileURLWithPath: override)
        }
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    static var binary: URL { productsDirectory.appendingPathComponent("kkeulmit") }

    /// A scratch HOME with XDG config and cache directories, removed by `cleanUp()`.
    struct Sandbox {
        let root: URL
        var home: String { root.path }
        var configDirectory: String { root.path + "/config/kkeulmit" }
        var configFile: String { configDirectory + "/config.json" }
        var cacheDirectory: String { root.path + "/cache" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                atPath: root.path + "/config/kkeulmit", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root.path + "/cache", withIntermediateDirectories: true)
        }

        /// HOME and XDG variables pointing into the sandbox; tests add what they need to this.
        var environment: [String: String] {
            ["HOME": home, "XDG_CONFIG_HOME": root.path + "/config", "XDG_CACHE_HOME": cacheDirectory]
        }

        /// Writes a data file the binary will read (a config, a key, a crontab the fake command keeps), created
        /// with `mode` and closed before this returns, so a run started afterwards reads all of it.
        func write(_ text: String, to path: String, mode: Int = 0o600) throws {
            precondition(mode & 0o111 == 0, "executables go through writeExecutable")
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(mode))
            guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            var failure = fchmod(fd, mode_t(mode)) == 0 ? nil : errno  // the umask may have taken bits away
            let bytes = Array(text.utf8)
            var written = 0
            while failure == nil, written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    written += n
                } else if n < 0, errno != EINTR {
                    failure = errno
                }
            }
            if close(fd) != 0, failure == nil { failure = errno }
            if let failure { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        }

        /// Writes a script the binary will run (a fake command on its PATH); see `ExecutableScript` for why this
        /// process must never hold it open for writing.
        func writeExecutable(_ text: String, to path: String) throws {
            try ExecutableScript.write(text, to: path)
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// Runs the binary with exactly `environment` (nothing inherited) and stdin from /dev/null, capturing stderr
    /// and, unless `standardOutput` is given, stdout; kills it after `hardTimeout` seconds.
    ///
    /// The wait happens on a thread of its own, never on the Swift concurrency pool: blocking the pool's few
    /// threads would run the suites' many processes two at a time and starve every other test meanwhile.
    static func run(
        _ arguments: [String], environment: [String: String], standardOutput: FileHandle? = nil,
        hardTimeout: Double = 60
    ) async throws -> Result {
        try await runTimed(
            arguments, environment: environment, standardOutput: standardOutput, hardTimeout: hardTimeout
        ).result
    }

    /// `run`, also giving the wall time from launch to exit.
    static func runTimed(
        _ arguments: [String], environment: [String: String], standardOutput: FileHandle? = nil,
        hardTimeout: Double = 60
    ) async throws -> TimedRun {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                let started = ProcessInfo.processInfo.systemUptime
                do {
                    let result = try runBlocking(
                        arguments, environment: environment, standardOutput: standardOutput,
                        hardTimeout: hardTimeout)
                    let seconds = ProcessInfo.processInfo.systemUptime - started
                    continuation.resume(returning: TimedRun(result: result, seconds: seconds))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.start()
        }
    }

    /// The blocking core of `run`; only ever called on `runTimed`'s own thread.
    private static func runBlocking(
        _ arguments: [String], environment: [String: String], standardOutput: FileHandle?, hardTimeout: Double
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain both pipes concurrently so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        let box = OutputBox()
        let drained = standardOutput == nil ? [(out, true), (err, false)] : [(err, false)]
        for (pipe, isOut) in drained {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                box.set(data, stdout: isOut)
                group.leave()
            }
        }
        let exited = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            exited.signal()
        }
        var timedOut = false
        if exited.wait(timeout: .now() + hardTimeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        group.wait()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: box.stdout, as: UTF8.self),
            stderr: String(decoding: box.stderr, as: UTF8.self), timedOut: timedOut)
    }

    private final class OutputBox: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()
        func set(_ data: Data, stdout: Bool) {
            lock.withLock { if stdout { out = data } else { err = data } }
        }
        var stdout: Data { lock.withLock { out } }
        var stderr: Data { lock.withLock { err } }
    }
}

/// The repository root, for `/Fixtures/KMA`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let kmaFixtures = root.appendingPathComponent("Fixtures/KMA")
}
