import Foundation
import KkeulmitCore
import TestSupport
import Testing

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
        /// Wall-clock seconds from launch to exit: only for the one-sided deadline bound (`endsByDeadline`),
        /// never a benchmark.
        var seconds: Double = 0
        /// CPU seconds the run used (user and system): what "no busy wait" is bounded by.
        var cpuSeconds: Double = 0

        /// stderr holds exactly one line, ending in a newline.
        var stderrIsOneLine: Bool {
            stderr.hasSuffix("\n") && stderr.filter { $0 == "\n" }.count == 1
        }
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
        /// Every service root points at a closed loopback port unless a test routes it, so a run never reaches for
        /// the real services: the forecast then fails at once (69), the optional sources are `unavailable`.
        var environment: [String: String] {
            [
                "HOME": home, "XDG_CONFIG_HOME": root.path + "/config", "XDG_CACHE_HOME": cacheDirectory,
                "KKEULMIT_BASE_URL": "http://127.0.0.1:9", "KKEULMIT_AIRKOREA_URL": "http://127.0.0.1:9",
                "KKEULMIT_LIVING_URL": "http://127.0.0.1:9", "KKEULMIT_APIHUB_URL": "http://127.0.0.1:9",
                "KKEULMIT_ALERTS_URL": "http://127.0.0.1:9", "KKEULMIT_HEALTH_URL": "http://127.0.0.1:9",
            ]
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

    /// Runs the binary (or `executable`) with exactly `environment` (nothing inherited) and stdin from /dev/null (or the file
    /// `standardInput`), capturing stderr
    /// and, unless `standardOutput` is given, stdout; kills it after `hardTimeout` seconds.
    ///
    /// The wait happens on a thread of its own, never on the Swift concurrency pool, whose few threads every
    /// other test needs meanwhile. A test waiting here is suspended, so nothing but `slots` bounds how many runs
    /// are under way at once.
    ///
    /// Every run's requests for hosts other than loopback go to `OutsideTrap` (unless the test set a proxy of its
    /// own): a run that would have left loopback fails the test that made it.
    static func run(
        _ arguments: [String], environment: [String: String], standardOutput: FileHandle? = nil,
        standardInput: String? = nil, hardTimeout: Double = 60, executable: String = binary.path
    ) async throws -> Result {
        let (result, outside) = try await runTrapped(
            arguments, environment: environment, standardOutput: standardOutput, standardInput: standardInput,
            hardTimeout: hardTimeout, executable: executable)
        #expect(outside.isEmpty, "\(arguments) left loopback: \(outside)")
        return result
    }

    /// `run`, and the requests the run sent outside loopback (which `OutsideTrap` answered with 403).
    static func runTrapped(
        _ arguments: [String], environment: [String: String], standardOutput: FileHandle? = nil,
        standardInput: String? = nil, hardTimeout: Double = 60, executable: String = binary.path
    ) async throws -> (Result, outside: [String]) {
        let id = "run" + UUID().uuidString.prefix(12).lowercased()
        var trapped = OutsideTrap.shared.environment(for: id)
        trapped.merge(environment) { $1 }
        await slots.acquire()
        do {
            let result = try await launch(
                executable, arguments, trapped, standardOutput, standardInput, hardTimeout)
            await slots.release()
            return (result, OutsideTrap.shared.requests(of: id))
        } catch {
            await slots.release()
            throw error
        }
    }

    /// How many runs may be under way at once: two per core. Each run is timed by the binary's own `--timeout`
    /// from its launch, and the suites start dozens of them together; unbounded, they would share the cores so
    /// thinly that correct runs overshoot their own deadlines. A run waits for a slot before it is launched, so
    /// the wait counts against no deadline.
    static let slots = ProcessSlots(ProcessInfo.processInfo.activeProcessorCount * 2)

    private static func launch(
        _ executable: String, _ arguments: [String], _ environment: [String: String], _ standardOutput: FileHandle?,
        _ standardInput: String?, _ hardTimeout: Double
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            // `ChildProcess` blocks until the child has exited: on a thread of its own, never the pool's.
            Thread {
                do {
                    let exit = try ChildProcess.run(
                        executable, arguments: arguments, environment: environment,
                        standardOutput: standardOutput?.fileDescriptor, standardInput: standardInput,
                        hardTimeout: hardTimeout)
                    continuation.resume(
                        returning: Result(
                            status: exit.status, stdout: String(decoding: exit.stdout, as: UTF8.self),
                            stderr: String(decoding: exit.stderr, as: UTF8.self), timedOut: exit.timedOut,
                            seconds: exit.seconds, cpuSeconds: exit.cpuSeconds))
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    /// A counting semaphore for tasks: `acquire` suspends the task, never blocks a thread.
    actor ProcessSlots {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(_ count: Int) { free = max(1, count) }

        func acquire() async {
            if free > 0 {
                free -= 1
            } else {
                await withCheckedContinuation { waiting.append($0) }
            }
        }

        /// Hands the slot to the longest-waiting run, if any.
        func release() {
            if waiting.isEmpty {
                free += 1
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}

/// The repository root, for `/Fixtures/KMA`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let kmaFixtures = root.appendingPathComponent("Fixtures/KMA")
}
