import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file system that can be written to: state files, a schedule's `file:` output, systemd unit files. Only the real
/// disk is one by default, so a test handing the application an in-memory `FileSystem` never writes anywhere.
package protocol WritableFileSystem: FileSystem {
    /// Replaces `path` whole (temporary file + rename, 0600), creating its directory (0700); fsync'd when `durable`.
    func replaceFile(atPath path: String, with data: Data, durable: Bool) throws(FileWriteError)
    /// Renames `path` to `destination`, replacing it.
    func moveFile(atPath path: String, toPath destination: String) throws(FileWriteError)
    /// Appends `data` to the file at `path` in one `write` (so runs appending at once do not interleave),
    /// creating it with mode 0600. Its directory must exist.
    func appendToFile(atPath path: String, _ data: Data) throws(FileWriteError)
    /// Removes the file or symbolic link at `path`; true when there was one.
    @discardableResult
    func removeFile(atPath path: String) throws(FileWriteError) -> Bool
    /// The names in the directory at `path`, sorted; empty when there is no such directory.
    func directoryContents(atPath path: String) -> [String]
}

/// Why a file could not be written; completes "cannot write FILE: …".
package struct FileWriteError: Error, Equatable, Sendable {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

extension WritableFileSystem {
    /// Replaces the file at `path` whole, durably.
    package func replaceFile(atPath path: String, with data: Data) throws(FileWriteError) {
        try replaceFile(atPath: path, with: data, durable: true)
    }
}

extension LocalFileSystem: WritableFileSystem {
    package func replaceFile(atPath path: String, with data: Data, durable: Bool) throws(FileWriteError) {
        do {
            try AtomicFile.write(data, toPath: path, durable: durable)
        } catch {
            throw FileWriteError(error.description)
        }
    }

    package func moveFile(atPath path: String, toPath destination: String) throws(FileWriteError) {
        guard rename(path, destination) == 0 else {
            throw FileWriteError("rename \(path): \(String(cString: strerror(errno)))")
        }
    }

    package func appendToFile(atPath path: String, _ data: Data) throws(FileWriteError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileWriteError(String(cString: strerror(errno))) }
        defer { close(fd) }
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            // One write carries it all on a local file; the loop is for a signal or a full disk cutting it short.
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        if let failure { throw FileWriteError(String(cString: strerror(failure))) }
    }

    package func removeFile(atPath path: String) throws(FileWriteError) -> Bool {
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw FileWriteError(String(cString: strerror(errno)))
        }
        return true
    }

    package func directoryContents(atPath path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
