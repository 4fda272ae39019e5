import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child started with `posix_spawn` that holds nothing of the test process but its three standard descriptors,
/// waited for with `wait4`, its output drained on threads of its own.
///
/// Foundation's `Process` on Linux closes in the child only the descriptors it found when it listed
/// /proc/self/fd just before forking; one that another thread opens in between is inherited for the child's whole
/// life. The suites start dozens of runs at once, so a binary could keep another run's output pipe open (that
/// run's output then never reached end-of-file until this binary exited), `Process`'s own exit-notification
/// socket (the other run's exit noticed late), a loopback server's connection (a hang-up never seen) or a file
/// being written (a script then refused with ETXTBSY). Here the child closes every descriptor from 3 up before it
/// executes, this side's pipe ends are close-on-exec from the start so no other child keeps them past its own
/// exec, and the exit comes from `wait4`, not from a descriptor.
struct ChildProcess {
    /// How the child ended and what it wrote.
    struct Exit {
        /// The exit status, or the signal number when a signal ended it (as `Process.terminationStatus`).
        var status: Int32
        /// True when `hardTimeout` ran out and the child was killed.
        var timedOut: Bool
        /// Wall-clock seconds from the spawn to `wait4`'s answer.
        var seconds: Double
        /// CPU seconds the child used, user and system (`wait4`'s rusage): unlike wall time, what a loaded machine
        /// barely changes, so a bound on it cannot flake.
        var cpuSeconds: Double
        var stdout: Data
        var stderr: Data
    }

    /// Why the child could not be started.
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var code: Int32
        var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
    }

    /// Runs `executable` with exactly `arguments` and `environment`, stdin from /dev/null (or the file
    /// `standardInput`) and stdout into
    /// `standardOutput` when given (else captured); blocks the calling thread until the child has exited and its
    /// output is read, killing it after `hardTimeout` seconds.
    static func run(
        _ executable: String, arguments: [String], environment: [String: String], standardOutput: Int32?,
        standardInput: String? = nil, hardTimeout: Double
    ) throws -> Exit {
        let input = open(standardInput ?? "/dev/null", O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw Failure(operation: "open \(standardInput ?? "/dev/null")", code: errno) }
        defer { close(input) }
        let out = try standardOutput == nil ? makePipe() : nil
        let err = try makePipe()

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput ?? out!.write, 1)
        posix_spawn_file_actions_adddup2(&actions, err.write, 2)
        try closeEverythingElse(&actions)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let started = ProcessInfo.processInfo.systemUptime
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        // The child has its copies; this side keeps only the read ends.
        if let out { close(out.write) }
        close(err.write)
        guard spawned == 0 else {
            if let out { close(out.read) }
            close(err.read)
            throw Failure(operation: "posix_spawn \(executable)", code: spawned)
        }

        let output = Drain(out?.read)
        let errors = Drain(err.read)
        let ended = Ended()
        let child = pid
        Thread {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
            let cpu = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
            ended.finish(status: status, at: ProcessInfo.processInfo.systemUptime, cpu: cpu)
        }.start()
        var timedOut = false
        if !ended.wait(seconds: hardTimeout) {
            timedOut = true
            kill(child, SIGKILL)
            _ = ended.wait(seconds: .infinity)
        }
        let (status, endedAt, cpu) = ended.result
        let signal = status & 0x7F
        return Exit(
            status: signal == 0 ? (status >> 8) & 0xFF : signal, timedOut: timedOut, seconds: endedAt - started,
            cpuSeconds: cpu, stdout: output.finish(), stderr: errors.finish())
    }

    /// A child that runs until `stop()`: a namespace holder, a cron daemon, a systemd user manager. Its stdout and
    /// stderr go to `log`; its stdin is a pipe this side holds, so a child that reads it (`cat`) ends when the test
    /// process does, whatever happens to the test.
    final class Background: @unchecked Sendable {
        let pid: pid_t
        private let input: Int32
        /// True when the child ends once its stdin closes (a holder's or watcher's `cat`): then it gets no signal
        /// it could die of before it has cleaned up.
        private let endsWithInput: Bool
        private let ended = Ended()
        private let lock = NSLock()
        private var stopped = false

        fileprivate init(pid: pid_t, input: Int32, endsWithInput: Bool) {
            self.pid = pid
            self.input = input
            self.endsWithInput = endsWithInput
            let ended = self.ended
            Thread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                ended.finish(status: status, at: ProcessInfo.processInfo.systemUptime)
            }.start()
        }

        /// True once the child has exited.
        var hasExited: Bool { ended.hasEnded }

        /// Closes its stdin and, unless it `endsWithInput`, sends SIGTERM; SIGKILL if it is still there after
        /// `grace` seconds. Returns once it is gone.
        func stop(grace: Double = 10) {
            // Once: a second close could close a descriptor another thread has opened since.
            let first = lock.withLock {
                defer { stopped = true }
                return !stopped
            }
            if first {
                close(input)
                if !endsWithInput { kill(pid, SIGTERM) }
            }
            if !ended.wait(seconds: grace) {
                kill(pid, SIGKILL)
                _ = ended.wait(seconds: .infinity)
            }
        }

        deinit {
            if !hasExited { stop() }
        }
    }

    /// Starts `executable` in the background; see `Background`.
    static func start(
        _ executable: String, arguments: [String], environment: [String: String], log: String,
        endsWithInput: Bool = false
    ) throws -> Background {
        let output = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw Failure(operation: "open \(log)", code: errno) }
        defer { close(output) }
        let stdin = try makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        try closeEverythingElse(&actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The spawning thread may block or ignore signals; a daemon must start with none blocked and SIGTERM,
        // SIGINT and SIGPIPE at their defaults, so that `stop()` can end it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(stdin.read)
        guard spawned == 0 else {
            close(stdin.write)
            throw Failure(operation: "posix_spawn \(executable)", code: spawned)
        }
        return Background(pid: pid, input: stdin.write, endsWithInput: endsWithInput)
    }

    private struct PipeEnds {
        var read: Int32
        var write: Int32
    }

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// A pipe whose both ends are close-on-exec from birth (`pipe2`), so that no child spawned meanwhile by any
    /// thread keeps an end past its exec.
    private static func makePipe() throws -> PipeEnds {
        var fds: [Int32] = [-1, -1]
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "pipe2") {
            guard unsafeBitCast(symbol, to: Pipe2.self)(&fds, O_CLOEXEC) == 0 else {
                throw Failure(operation: "pipe2", code: errno)
            }
        } else {
            guard pipe(&fds) == 0 else { throw Failure(operation: "pipe", code: errno) }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        return PipeEnds(read: fds[0], write: fds[1])
    }

    /// Has the child close every descriptor from 3 up: at once with glibc 2.34's `addclosefrom_np`, else one by one
    /// for those open now (as Foundation does).
    private static func closeEverythingElse(_ actions: inout posix_spawn_file_actions_t) throws {
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") {
            let result = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
            guard result == 0 else {
                throw Failure(operation: "posix_spawn_file_actions_addclosefrom_np", code: result)
            }
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }

    /// Reads a descriptor to its end on a thread of its own, so that a chatty child never blocks on a full pipe.
    private final class Drain: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ fd: Int32?) {
            guard let fd else {
                done.signal()
                return
            }
            Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let n = read(fd, &buffer, buffer.count)
                    if n > 0 {
                        data.append(contentsOf: buffer[0..<n])
                    } else if n == 0 || errno != EINTR {
                        break
                    }
                }
                close(fd)
                done.signal()
            }.start()
        }

        /// Everything read, once the writer's end is closed.
        func finish() -> Data {
            done.wait()
            return data
        }
    }

    /// The child's end as `wait4` reported it.
    private final class Ended: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var status: Int32 = 0
        private var at: Double = 0
        private var cpu: Double = 0

        func finish(status: Int32, at: Double, cpu: Double = 0) {
            lock.withLock { (self.status, self.at, self.cpu) = (status, at, cpu) }
            done.signal()
        }

        /// False when `seconds` passed first. Once it has returned true, it always does.
        func wait(seconds: Double) -> Bool {
            let ended: Bool
            if seconds.isFinite {
                ended = done.wait(timeout: .now() + seconds) == .success
            } else {
                done.wait()
                ended = true
            }
            // Put the signal back for the next waiter.
            if ended { done.signal() }
            return ended
        }

        var hasEnded: Bool { wait(seconds: 0) }

        var result: (status: Int32, at: Double, cpu: Double) { lock.withLock { (status, at, cpu) } }
    }
}
