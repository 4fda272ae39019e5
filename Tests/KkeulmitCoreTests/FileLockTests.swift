import Foundation
import TestSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("FileLock")
struct FileLockTests {
    @Test("two locks on one file exclude each other, and release lets the other in")
    func exclusion() async throws {
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("vilage-60-127.lock")
            let first = try #require(try await FileLock.acquire(at: url, waitingAtMost: 0))
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0) == nil)
            first.release()
            #expect(!first.isHeld)
            let second = try #require(try await FileLock.acquire(at: url, waitingAtMost: 0))
            #expect(second.isHeld)
            second.release()
            second.release()  // a second release is harmless
        }
    }

    @Test("locks on different files do not interfere")
    func independentFiles() async throws {
        try await withTemporaryDirectory { dir in
            let a = try #require(
                try await FileLock.acquire(at: dir.appendingPathComponent("vilage-60-127.lock"), waitingAtMost: 0))
            let b = try #require(
                try await FileLock.acquire(at: dir.appendingPathComponent("vilage-98-76.lock"), waitingAtMost: 0))
            #expect(a.isHeld && b.isHeld)
        }
    }

    @Test("a lock dropped without release is released by deinit")
    func deinitReleases() async throws {
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("x.lock")
            do {
                let held = try await FileLock.acquire(at: url, waitingAtMost: 0)
                #expect(held != nil)
            }
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0) != nil)
        }
    }

    @Test("waiting for a held lock gives up after the bound, having slept exactly that long in polls")
    func boundedWait() async throws {
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("x.lock")
            let holder = try #require(try await FileLock.acquire(at: url, waitingAtMost: 0))
            let clock = TestClock()
            let lock = try await FileLock.acquire(at: url, waitingAtMost: 1.0, pollInterval: 0.3, clock: clock)
            #expect(lock == nil)
            #expect(clock.recorded.count == 4)
            #expect(abs(clock.recorded.reduce(0, +) - 1.0) < 1e-9)
            #expect(clock.recorded.allSatisfy { $0 <= 0.3 + 1e-9 })
            #expect(holder.isHeld)
        }
    }

    @Test("a zero wait tries once and never sleeps")
    func zeroWait() async throws {
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("x.lock")
            let holder = try #require(try await FileLock.acquire(at: url, waitingAtMost: 0))
            let clock = TestClock()
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0, clock: clock) == nil)
            #expect(clock.recorded.isEmpty)
            holder.release()
        }
    }

    @Test("a waiter gets the lock as soon as the holder releases it")
    func acquiresAfterRelease() async throws {
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("x.lock")
            let holder = Locked<FileLock?>(try await FileLock.acquire(at: url, waitingAtMost: 0))
            // The holder lets go during the waiter's third poll.
            let clock = TestClock { index in
                if index == 2 { holder.withLock { $0?.release() } }
            }
            let lock = try await FileLock.acquire(at: url, waitingAtMost: 10, pollInterval: 0.1, clock: clock)
            #expect(lock?.isHeld == true)
            #expect(clock.recorded.count == 3)
        }
    }

    @Test("cancellation during the wait ends it with the clock's error and leaves no lock held")
    func cancelledWait() async throws {
        struct Cancelled: Error {}
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("x.lock")
            let holder = try #require(try await FileLock.acquire(at: url, waitingAtMost: 0))
            await #expect(throws: Cancelled.self) {
                _ = try await FileLock.acquire(at: url, waitingAtMost: 5, clock: TestClock { _ in throw Cancelled() })
            }
            holder.release()
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0) != nil)
        }
    }

    @Test("withLock releases when the body throws, and hands nil when the lock file cannot be opened")
    func withLockScope() async throws {
        struct Boom: Error {}
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("x.lock")
            await #expect(throws: Boom.self) {
                try await FileLock.withLock(at: url, waitingAtMost: 1, clock: TestClock()) { lock in
                    #expect(lock?.isHeld == true)
                    throw Boom()
                }
            }
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0) != nil)
            let unusable = dir.appendingPathComponent("missing-dir/x.lock")
            let got = try await FileLock.withLock(at: unusable, waitingAtMost: 1, clock: TestClock()) {
                $0 == nil
            }
            #expect(got)
        }
    }

    @Test("the lock file is created 0600")
    func lockFileMode() async throws {
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("x.lock")
            _ = try await FileLock.acquire(at: url, waitingAtMost: 0)
            #expect(posixPermissions(url) == 0o600)
        }
    }

    @Test(
        "a lock held by another process excludes this one until that process lets go",
        .requires(.flock))
    func otherProcess() async throws {
        try await withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("vilage-60-127.lock")
            // flock(1) takes the lock, then runs a shell that says so and waits on `cat` for our pipe; closing the
            // pipe ends both. Waiting for the word, not for time, tells us the lock is held.
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
            child.arguments = ["--exclusive", "--close", url.path, "/bin/sh", "-c", "echo locked; exec cat"]
            let pipe = Pipe()
            let said = Pipe()
            child.standardInput = pipe
            child.standardOutput = said
            try child.run()
            defer {
                if child.isRunning { child.terminate() }
            }
            let word = await withCheckedContinuation { continuation in
                // A blocking read, on a thread of its own rather than the concurrency pool.
                Thread { continuation.resume(returning: said.fileHandleForReading.availableData) }.start()
            }
            try #require(String(decoding: word, as: UTF8.self) == "locked\n", "flock(1) never took the lock")
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0) == nil)

            let clock = TestClock()
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0.5, pollInterval: 0.1, clock: clock) == nil)
            #expect(clock.recorded.count == 5)

            try pipe.fileHandleForWriting.close()
            child.waitUntilExit()
            #expect(child.terminationStatus == 0)
            #expect(try await FileLock.acquire(at: url, waitingAtMost: 0) != nil)
        }
    }
}
