import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished command left behind.
package struct CommandResult: Equatable, Sendable {
    package var status: Int32
    package var stdout = Data()
    package var stderr = Data()

    /// The first line of stderr that is not empty; nil when there is none.
    package var firstErrorLine: String? {
        String(decoding: stderr, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init)
    }
}

/// Runs an external command: the seam between kkeulmit and programs such as `crontab`.
package protocol CommandRunner: Sendable {
    /// Runs `command` (a name looked up on PATH, or a path containing `/`) with `arguments` and `stdin` (nil: an empty,
    /// closed stdin), waiting without blocking a thread until it ends or `deadline` passes, which kills it.
    func run(_ command: String, arguments: [String], stdin: Data?, deadline: Deadline) async throws(CommandRunnerError)
        -> CommandResult
}

/// Why a command could not be run at all, or not to its end (as opposed to running and failing).
package enum CommandRunnerError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(command: String, path: String)
    case launchFailed(command: String, reason: String)
    /// Still running when the deadline passed: it was killed.
    case deadlineExceeded(DeadlineExceeded)
    /// The caller was cancelled while it ran: it was killed.
    case cancelled(command: String)

    package var description: String {
        switch self {
        case .notFound(let command, let path): "'\(command)' was not found on PATH (\(path))"
        case .launchFailed(let command, let reason): "could not run '\(command)': \(reason)"
        case .deadlineExceeded(let error): error.message
        case .cancelled(let command): "'\(command)' was stopped: the run was cancelled"
        }
    }
}

/// Runs commands with Foundation's `Process`, in the environment it was given rather than the process's own, so
/// that tests (and `--verbose` reports) know exactly which PATH was searched.
package struct ProcessCommandRunner: CommandRunner {
    package let environment: [String: String]

    /// Used when the environment has no PATH, like `execvp`.
    package static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

    /// The executable `command` names: itself when it contains `/`, otherwise the first executable file of that
    /// name in PATH's directories (empty entries, which would mean the working directory, are skipped).
    package func resolve(_ command: String) -> String? {
        if command.contains("/") {
            return FileManager.default.isExecutableFile(atPath: command) ? command : nil
        }
        let path = environment["PATH"] ?? Self.defaultPath
        let candidates = path.split(separator: ":").lazy.map { String($0) + ($0.hasSuffix("/") ? "" : "/") + command }
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory)
                && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: candidate)
        }
    }

    package func run(_ command: String, arguments: [String], stdin: Data?, deadline: Deadline)
        async throws(CommandRunnerError) -> CommandResult
    {
        guard let executable = resolve(command) else {
            throw .notFound(command: command, path: environment["PATH"] ?? Self.defaultPath)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let collected = CollectedOutput()
        // Set before launch, so an exit cannot slip past it.
        process.terminationHandler = { process in collected.update { $0.status = process.terminationStatus } }
        do {
            try process.run()
        } catch {
            throw .launchFailed(command: command, reason: error.localizedDescription)
        }
        // Drain both outputs while feeding stdin, so that a chatty child can never block on a full pipe while we
        // block on it, and the caller waits without holding a thread. Dedicated threads rather than Dispatch's
        // pool, which grows only slowly when its few workers are busy (two cores, tests in parallel).
        let outHandle = output.fileHandleForReading
        let errHandle = errors.fileHandleForReading
        Thread.detachNewThread { collected.update { [data = outHandle.readDataToEndOfFile()] in $0.stdout = data } }
        Thread.detachNewThread { collected.update { [data = errHandle.readDataToEndOfFile()] in $0.stderr = data } }
        Self.feed(stdin, to: input.fileHandleForWriting)
        let name = ([command] + arguments).joined(separator: " ")
        do {
            return try await deadline.bound(.command(name)) {
                try await withTaskCancellationHandler {
                    try await collected.result.value()
                } onCancel: {
                    collected.result.finish(.failure(CancellationError()))
                }
            }
        } catch let error as DeadlineExceeded {
            Self.stop(process)
            throw .deadlineExceeded(error)
        } catch {
            Self.stop(process)
            throw .cancelled(command: name)
        }
    }

    /// Writes `stdin` (if any) to the child's input and closes it, on a thread of its own.
    private static func feed(_ stdin: Data?, to writer: FileHandle) {
        Thread.detachNewThread {
            if let stdin, !stdin.isEmpty {
                // A child that exits without reading its input must not kill the whole process with SIGPIPE:
                // blocked in this thread only (a write's SIGPIPE goes to the writing thread, and a pending one
                // dies with it), so the write fails quietly and the exit status tells the story.
                var pipeOnly = sigset_t()
                sigemptyset(&pipeOnly)
                sigaddset(&pipeOnly, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &pipeOnly, nil)
                try? writer.write(contentsOf: stdin)
            }
            try? writer.close()
        }
    }

    /// SIGKILL, not SIGTERM: a command hung in I/O may never get to handle SIGTERM. Its reader threads end when
    /// its pipes close; the caller does not wait for them.
    private static func stop(_ process: Process) {
        guard process.isRunning else { return }
        _ = kill(process.processIdentifier, SIGKILL)
    }
}

/// What a running command left behind so far: its outputs as the reader threads finish them, and its exit status;
/// `result` gets all three once the last one is in.
private final class CollectedOutput: Sendable {
    struct State {
        var stdout: Data?
        var stderr: Data?
        var status: Int32?
    }

    let result = OneShot<CommandResult>()
    private let state = Locked(State())

    func update(_ change: (inout State) -> Void) {
        let done = state.withLock { state -> CommandResult? in
            change(&state)
            guard let stdout = state.stdout, let stderr = state.stderr, let status = state.status else { return nil }
            return CommandResult(status: status, stdout: stdout, stderr: stderr)
        }
        if let done { result.finish(.success(done)) }
    }
}
