import Foundation
import KkeulmitCore

/// What a finished command left behind.
package struct CommandResult: Equatable, Sendable {
    package var status: Int32
    package var stdout: Data
    package var stderr: Data

    package init(status: Int32, stdout: Data = Data(), stderr: Data = Data()) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs an external command: the seam between kkeulmit and programs such as `crontab`.
package protocol CommandRunner: Sendable {
    /// Runs `command` (a name looked up on PATH, or a path containing `/`) with `arguments`, feeding it `stdin`
    /// (none: an empty, closed stdin), and waits for it to finish.
    func run(_ command: String, arguments: [String], stdin: Data?) throws(CommandRunnerError) -> CommandResult
}

/// Why a command could not be run at all (as opposed to running and failing).
package enum CommandRunnerError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(command: String, path: String)
    case launchFailed(command: String, reason: String)

    package var description: String {
        switch self {
        case .notFound(let command, let path):
            return "'\(command)' was not found on PATH (\(path))"
        case .launchFailed(let command, let reason):
            return "could not run '\(command)': \(reason)"
        }
    }
}

/// Runs commands with Foundation's `Process`, in the environment it was given rather than the process's own, so
/// that tests (and `--verbose` reports) know exactly which PATH was searched.
package struct ProcessCommandRunner: CommandRunner {
    package let environment: [String: String]

    /// Used when the environment has no PATH, like `execvp`.
    package static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// The executable `command` names: itself when it contains `/`, otherwise the first executable file of that
    /// name in PATH's directories (empty entries, which would mean the working directory, are skipped).
    package func resolve(_ command: String) -> String? {
        if command.contains("/") {
            return FileManager.default.isExecutableFile(atPath: command) ? command : nil
        }
        let path = environment["PATH"] ?? Self.defaultPath
        for dir in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(dir) + (dir.hasSuffix("/") ? "" : "/") + command
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    package func run(_ command: String, arguments: [String], stdin: Data?) throws(CommandRunnerError) -> CommandResult {
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
        do {
            try process.run()
        } catch {
            throw .launchFailed(command: command, reason: error.localizedDescription)
        }
        // Drain both outputs while feeding stdin, so that a chatty child can never block on a full pipe while we
        // block on it. Dedicated threads rather than Dispatch's pool, which grows only slowly when its few workers
        // are busy (two cores, tests in parallel) and would make every run wait on it.
        let collected = CollectedOutput()
        let done = DispatchSemaphore(value: 0)
        let outHandle = output.fileHandleForReading
        let errHandle = errors.fileHandleForReading
        Thread.detachNewThread {
            collected.setStdout(outHandle.readDataToEndOfFile())
            done.signal()
        }
        Thread.detachNewThread {
            collected.setStderr(errHandle.readDataToEndOfFile())
            done.signal()
        }
        let writer = input.fileHandleForWriting
        if let stdin, !stdin.isEmpty {
            // A child that exits without reading its input must not kill us with SIGPIPE (Linux pipes have no
            // per-descriptor opt-out); with it ignored the write fails quietly and the exit status tells the story.
            signal(SIGPIPE, SIG_IGN)
            try? writer.write(contentsOf: stdin)
        }
        try? writer.close()
        done.wait()
        done.wait()
        process.waitUntilExit()
        let (out, err) = collected.values
        return CommandResult(status: process.terminationStatus, stdout: out, stderr: err)
    }
}

/// Output gathered by two reader threads.
private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func setStdout(_ data: Data) { lock.withLock { out = data } }
    func setStderr(_ data: Data) { lock.withLock { err = data } }
    var values: (Data, Data) { lock.withLock { (out, err) } }
}
