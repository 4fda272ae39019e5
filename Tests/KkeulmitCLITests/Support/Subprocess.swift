import Foundation

/// Runs a program (a shell, make, mandoc) with an exact environment and captures what it prints.
enum Subprocess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder `swift build --build-tests` put the `kkeulmit` binary in.
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

    static var kkeulmit: String { productsDirectory.appendingPathComponent("kkeulmit").path }

    /// The repository's root, from this file's place in it.
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The first `name` on the usual system paths, or nil.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A PATH with the built binary first, then the system's.
    static var searchPath: String { productsDirectory.path + ":/usr/local/bin:/usr/bin:/bin" }

    /// Runs `executable` with exactly `environment`, feeding it `input`. A run still going after `hardTimeout`
    /// seconds is killed and reported as status -1: a safety net against a hung shell, not a timing check.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: String = "",
        directory: URL? = nil, hardTimeout: Double = 120
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try? inPipe.fileHandleForWriting.close()
        let group = DispatchGroup()
        let box = Box()
        for (pipe, isOut) in [(out, true), (err, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                box.set(data, isOut: isOut)
                group.leave()
            }
        }
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + hardTimeout, execute: killer)
        process.waitUntilExit()
        killer.cancel()
        group.wait()
        let killed = process.terminationReason == .uncaughtSignal
        return Result(
            status: killed ? -1 : process.terminationStatus, stdout: String(decoding: box.out, as: UTF8.self),
            stderr: String(decoding: box.err, as: UTF8.self))
    }

    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var out = Data()
        private(set) var err = Data()

        func set(_ data: Data, isOut: Bool) {
            lock.withLock {
                if isOut { out = data } else { err = data }
            }
        }
    }

    /// A fresh folder under the temporary directory.
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
