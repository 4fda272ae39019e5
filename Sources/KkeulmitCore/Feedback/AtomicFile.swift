import Foundation

/// Private files replaced whole: what the state files are written with.
package enum AtomicFile {
    /// Writes `data` to `path` through a temporary file in the same directory and a rename, mode 0600, creating
    /// the directory (0700) first: a reader sees the old file or the new one, never a mix.
    /// `durable`: fsync'd, as `PosixFile.writeAtomically` says.
    /// - Throws: a one-line description of the failed system call.
    package static func write(_ data: Data, toPath path: String, durable: Bool = true) throws(AtomicFileError) {
        let url = URL(fileURLWithPath: path)
        do {
            try PosixFile.makeDirectory(url.deletingLastPathComponent())
            try PosixFile.writeAtomically(data, to: url, mode: 0o600, durable: durable)
        } catch {
            throw AtomicFileError(description: "\(error)")
        }
    }
}

/// A failed write or rename: the system call, the path and `errno`'s text.
package struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    package var description: String
}
