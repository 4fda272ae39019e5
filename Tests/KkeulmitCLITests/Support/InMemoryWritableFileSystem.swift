import Foundation
import KkeulmitCLI

/// An in-memory disk the state files can be written to, shared by the runs of one test.
final class InMemoryWritableFileSystem: WritableFileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: (data: Data, mode: Int)]

    init(_ files: [String: (String, Int)] = [:]) {
        self.files = files.mapValues { (Data($0.0.utf8), $0.1) }
    }

    func contents(atPath path: String) throws(FileReadError) -> Data {
        guard let file = lock.withLock({ files[path] }) else { throw .notFound }
        return file.data
    }

    func permissions(atPath path: String) -> Int? { lock.withLock { files[path]?.mode } }

    func replaceFile(atPath path: String, with data: Data, durable: Bool) throws(FileWriteError) {
        lock.withLock { files[path] = (data, 0o600) }
    }

    func moveFile(atPath path: String, toPath destination: String) throws(FileWriteError) {
        let moved: Bool = lock.withLock {
            guard let file = files.removeValue(forKey: path) else { return false }
            files[destination] = file
            return true
        }
        if !moved { throw FileWriteError("no such file") }
    }

    func appendToFile(atPath path: String, _ data: Data) throws(FileWriteError) {
        lock.withLock { files[path] = ((files[path]?.data ?? Data()) + data, files[path]?.mode ?? 0o600) }
    }

    func removeFile(atPath path: String) throws(FileWriteError) -> Bool {
        lock.withLock { files.removeValue(forKey: path) != nil }
    }

    func directoryContents(atPath path: String) -> [String] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return lock.withLock {
            Set(
                files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                    $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                })
        }.sorted()
    }

    func text(_ path: String) -> String? {
        lock.withLock { files[path].map { String(decoding: $0.data, as: UTF8.self) } }
    }
    func write(_ text: String, to path: String) { lock.withLock { files[path] = (Data(text.utf8), 0o600) } }
    var paths: [String] { lock.withLock { files.keys.sorted() } }
}
