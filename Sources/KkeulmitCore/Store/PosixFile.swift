import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file operations the cache needs, done by hand because Foundation offers no way to fsync a file
/// and its directory, to create a file exclusively with a given mode, or to refuse symbolic links.
enum PosixFile {
    /// A failed system call, with the path and `errno` text (no secrets: the cache holds none).
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var path: String
        var code: Int32
        var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
    }

    /// Creates `url` and any missing parents with `mode` (0700: the cache reveals where someone lives).
    /// An existing directory is left as it is, but must be one this process can write to.
    static func makeDirectory(_ url: URL, mode: mode_t = 0o700) throws {
        let path = url.path
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            if mkdir(prefix, mode) == 0 {
                // umask may have removed owner bits; it can never have added any.
                _ = chmod(prefix, mode)
            } else if errno != EEXIST {
                throw Failure(operation: "mkdir", path: prefix, code: errno)
            }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(operation: "stat", path: path, code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw Failure(operation: "mkdir", path: path, code: ENOTDIR) }
        // A directory that is there but not ours to write is a permission problem, and says so here rather than
        // later as a lock file that could not be made (which reads like another run holding the lock).
        guard access(path, W_OK | X_OK) == 0 else { throw Failure(operation: "write to", path: path, code: errno) }
    }

    /// Replaces `url` with `data` so that readers see the old file or the new one, never a mix, even across a crash:
    /// a temporary file beside it, write, fsync, rename, fsync the directory. Not `durable`: no fsync, so a crash may
    /// leave an empty file (its reader sets it aside), for records whose last one is harmless to lose.
    static func writeAtomically(_ data: Data, to url: URL, mode: mode_t = 0o600, durable: Bool = true) throws {
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/" + temporaryName(for: url.lastPathComponent)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw Failure(operation: "open", path: temporary, code: errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(fd) }
            guard fchmod(fd, mode) == 0 else { throw Failure(operation: "fchmod", path: temporary, code: errno) }
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < buffer.count {
                    let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw Failure(operation: "write", path: temporary, code: errno)
                    }
                    offset += n
                }
            }
            guard !durable || fsync(fd) == 0 else { throw Failure(operation: "fsync", path: temporary, code: errno) }
        }
        guard rename(temporary, url.path) == 0 else { throw Failure(operation: "rename", path: url.path, code: errno) }
        renamed = true
        guard durable else { return }
        // Make the rename itself durable. Best effort: some file systems refuse fsync on a directory.
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// The contents of the regular file at `path`, or nil when it is missing, not a regular file (symbolic links
    /// are refused), unreadable, or larger than `limit` bytes.
    static func readFile(atPath path: String, limit: Int) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else { return nil }
        // Read into a buffer of the size fstat gave, plus a byte to notice a file that grew meanwhile (then in
        // chunks as before): one allocation and no copy for the files a cached run reads.
        var data = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= limit else { return nil }
                data.count += 64 * 1024
            }
            let n = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            filled += n
            if filled > limit { return nil }
            // Short of the room asked for: a regular file is at its end (a cache file is replaced by rename, never
            // written in place), so the read that would say so is not made.
            if filled < data.count { break }
        }
        data.count = filled
        return data
    }

    /// Prefix of every temporary file, so pruning can recognise the leftovers of a crashed writer.
    static let temporaryPrefix = ".tmp-"

    private static func temporaryName(for name: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return temporaryPrefix + name + "-" + String(getpid()) + "-" + random
    }
}
