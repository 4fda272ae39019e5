import Foundation
import KkeulmitCore

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

        func write(_ text: String, to path: String, mode: Int = 0o600) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, mode_t(mode))
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// Runs the binary with exactly `environment` (nothing inherited); kills it after `hardTimeout` seconds.
    static func run(_ arguments: [String], environment: [String: String], hardTimeout: Double = 60) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain both pipes concurrently so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        let box = OutputBox()
        for (pipe, isOut) in [(out, true), (err, false)] {
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

    private final class OutputBox: Sendable {
        private let outputs = Locked<(stdout: Data, stderr: Data)>((Data(), Data()))
        func set(_ data: Data, stdout: Bool) {
            outputs.withLock { if stdout { $0.stdout = data } else { $0.stderr = data } }
        }
        var stdout: Data { outputs.value.stdout }
        var stderr: Data { outputs.value.stderr }
    }
}

/// The repository root, for `/Fixtures/KMA`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let kmaFixtures = root.appendingPathComponent("Fixtures/KMA")
}
