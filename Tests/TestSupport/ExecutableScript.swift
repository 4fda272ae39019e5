import Foundation

/// Puts test executables (fake commands such as a `crontab` first on PATH) on disk so that the test process
/// never holds them open for writing.
///
/// Linux refuses to `execve` a file that any process holds open for writing (`ETXTBSY`, "Text file busy"). A
/// file the test process writes itself is open for writing for a moment, and the test process spawns children
/// on many threads at once. Foundation's `Process` on Linux forks through `posix_spawn` and only then closes the
/// parent's other descriptors in the child, so a child forked by another test in that moment holds the write
/// descriptor until its close actions run; one opened after that `Process` listed the open descriptors is
/// inherited for the child's whole life. Running the script then fails, as one full-suite run in five did with
/// "could not run 'crontab' … NSCocoaErrorDomain error 256". A retry would only make that rarer.
///
/// So a short `/bin/sh` child writes the file (`printf` of an argument: no pipe from the test process, whose
/// descriptors other children could hold on to in the same way) and marks it executable, and `write` returns only
/// once that child has exited: the one write descriptor there ever was lived in a process that forks nothing
/// while holding it, and it is closed everywhere before anyone runs the file.
package enum ExecutableScript {
    /// Why a script could not be written.
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var status: Int32

        package var description: String { "could not write the executable \(path) (/bin/sh exited \(status))" }
    }

    /// Writes `text` to `path` (replacing any file there) with mode 0755.
    ///
    /// - Throws: `Failure` when the shell could not write the file, or the error of launching `/bin/sh`.
    package static func write(_ text: String, to path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"printf '%s' "$2" > "$1" && chmod 755 "$1""#, "sh", path, text]
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(path: path, status: process.terminationStatus)
        }
    }
}
