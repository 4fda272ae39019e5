import Foundation
import KkeulmitCore

/// A file system the state files can be written to. Only the real disk is one by default, so a test that hands
/// the application an in-memory `FileSystem` never writes state anywhere.
package protocol WritableFileSystem: FileSystem {
    /// Replaces the file at `path` whole (temporary file + rename, mode 0600), creating its directory (0700).
    func replaceFile(atPath path: String, with data: Data) throws(FileWriteError)
    /// Renames `path` to `destination`, replacing it.
    func moveFile(atPath path: String, toPath destination: String) throws(FileWriteError)
}

/// Why a file could not be written; completes "cannot write FILE: …".
package struct FileWriteError: Error, Equatable, Sendable {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

extension LocalFileSystem: WritableFileSystem {
    package func replaceFile(atPath path: String, with data: Data) throws(FileWriteError) {
        do {
            try AtomicFile.write(data, toPath: path)
        } catch {
            throw FileWriteError(error.description)
        }
    }

    package func moveFile(atPath path: String, toPath destination: String) throws(FileWriteError) {
        do {
            try AtomicFile.move(path, to: destination)
        } catch {
            throw FileWriteError(error.description)
        }
    }
}
