import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file operations the CLI needs, behind a protocol so config and key loading are testable without the disk.
package protocol FileSystem: Sendable {
    func contents(atPath path: String) throws(FileReadError) -> Data
    /// The permission bits (`st_mode & 0o777`), or nil when the file cannot be examined.
    func permissions(atPath path: String) -> Int?
}

package enum FileReadError: Error, Equatable, Sendable {
    case notFound
    case notAFile
    case unreadable(String)

    /// Completes "cannot read FILE: …".
    package var reason: String {
        switch self {
        case .notFound: "no such file"
        case .notAFile: "not a regular file"
        case .unreadable(let why): why
        }
    }
}

/// The real disk.
package struct LocalFileSystem: FileSystem {
    /// Config and key files are small; anything bigger is not one.
    static let sizeLimit = 1 << 20

    package init() {}

    package func contents(atPath path: String) throws(FileReadError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound }
            throw .unreadable(String(cString: strerror(code)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notAFile }
        guard Int(info.st_size) <= Self.sizeLimit else { throw .unreadable("larger than 1 MB") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(access(path, R_OK) == 0 ? "cannot open" : String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadable("read failed")
        }
    }

    package func permissions(atPath path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o777
    }
}
