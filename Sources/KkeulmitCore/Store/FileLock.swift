import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` on a file, held until `release()` (or deinit). Each opens its own descriptor, and flock
/// locks belong to the open file description, so two locks on one file exclude each other within a process or
/// across two (runs started together by cron fetch an issue once). The kernel drops a dead holder's lock. Waiting is
/// always bounded: the lock is polled, never awaited.
package final class FileLock: Sendable {
    /// Why a lock could not even be attempted (the file cannot be opened or flock failed for a reason other
    /// than contention).
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var code: Int32
        package var description: String { "cannot lock \(path): \(String(cString: strerror(code)))" }
    }

    package let url: URL
    /// The open lock file; -1 once released.
    private let fd: Locked<Int32>

    private init(url: URL, fd: Int32) {
        self.url = url
        self.fd = Locked(fd)
    }

    deinit { release() }

    /// The lock, polled every `pollInterval` seconds (sleeping on `clock`) for at most `timeout` seconds in all (0:
    /// one attempt); nil when the wait ran out. Throws `Failure` for an unusable lock file, and cancellation.
    package static func acquire(
        at url: URL, waitingAtMost timeout: Double, pollInterval: Double = 0.05,
        clock: any Clock<Duration> = ContinuousClock()
    ) async throws -> FileLock? {
        let fd = try openLockFile(url)
        var waited = 0.0
        do {
            while true {
                if try attempt(fd, path: url.path) { return FileLock(url: url, fd: fd) }
                // Counted by requested sleeps rather than read off the clock, so the bound holds with any clock.
                let step = min(max(pollInterval, 0.001), timeout - waited)
                // Below a microsecond is rounding error in `waited`, not time left.
                guard step > 1e-6 else { break }
                try await clock.sleep(for: .seconds(step))
                waited += step
            }
        } catch {
            close(fd)
            throw error
        }
        close(fd)
        return nil
    }

    /// Runs `body` holding the lock, released after it; `body` receives nil when the lock could not be taken within
    /// `timeout` seconds or the lock file is unusable, so callers can carry on unlocked.
    package static func withLock<T>(
        at url: URL, waitingAtMost timeout: Double, pollInterval: Double = 0.05,
        clock: any Clock<Duration> = ContinuousClock(), _ body: (FileLock?) async throws -> T
    ) async throws -> T {
        let lock: FileLock?
        do {
            lock = try await acquire(at: url, waitingAtMost: timeout, pollInterval: pollInterval, clock: clock)
        } catch is Failure {
            lock = nil
        }
        defer { lock?.release() }
        return try await body(lock)
    }

    /// Whether this lock is still held by this object.
    package var isHeld: Bool {
        fd.withLock { $0 >= 0 }
    }

    /// Later calls do nothing.
    package func release() {
        let held = fd.withLock { fd in
            defer { fd = -1 }
            return fd
        }
        guard held >= 0 else { return }
        _ = flock(held, LOCK_UN)
        close(held)
    }

    private static func openLockFile(_ url: URL) throws -> Int32 {
        let fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Failure(path: url.path, code: errno) }
        return fd
    }

    /// One non-blocking attempt: true when taken, false when held elsewhere. The caller owns (and closes) `fd`.
    private static func attempt(_ fd: Int32, path: String) throws -> Bool {
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: return false
            default: throw Failure(path: path, code: errno)
            }
        }
    }
}
