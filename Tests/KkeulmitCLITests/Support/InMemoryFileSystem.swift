import Foundation
import KkeulmitCLI

/// Files as a dictionary: path → (bytes, permission bits).
struct InMemoryFileSystem: FileSystem {
    var files: [String: (data: Data, mode: Int)] = [:]

    init(_ files: [String: (String, Int)] = [:]) {
        for (path, file) in files { self.files[path] = (Data(file.0.utf8), file.1) }
    }

    func contents(atPath path: String) throws(FileReadError) -> Data {
        guard let file = files[path] else { throw .notFound }
        guard file.mode & 0o400 != 0 else { throw .unreadable("Permission denied") }
        return file.data
    }

    func permissions(atPath path: String) -> Int? { files[path]?.mode }
}
