import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where stdout or stderr text goes.
package protocol TextOutput: Sendable {
    func write(_ text: String)
    /// Writes `text`; nil when all of it was written, else why not (a full disk behind `> file`, a reader gone).
    func writeAll(_ text: String) -> OutputFailure?
    /// True when this is an interactive terminal (colour is only used then).
    var isTerminal: Bool { get }
    /// The terminal's width in columns, when it is a terminal that says.
    var terminalColumns: Int? { get }
}

extension TextOutput {
    package var terminalColumns: Int? { nil }

    package func writeAll(_ text: String) -> OutputFailure? {
        write(text)
        return nil
    }
}

/// Why output could not be written.
package struct OutputFailure: Error, Equatable, Sendable {
    /// Nobody reads it: the reading end of the pipe has closed (EPIPE), or stdout was closed from the start. Not
    /// an error to report: the run ends as one killed by SIGPIPE would (`Application.readerGoneStatus`).
    package var readerGone = false
    /// `strerror`'s text.
    package var reason: String
}

/// write(2), named apart from `TextOutput.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// A file descriptor: the real stdin (`ByteSource`), stdout and stderr.
package struct FileDescriptor: TextOutput {
    package let descriptor: Int32
    /// The descriptor was closed at process start (`>&-`, `<&-`): it now holds /dev/null so no file takes its number;
    /// writes report that nobody reads them, and reads fail (a never-present input is an error, not an empty one).
    package let closedAtStart: Bool
    package static let standardInput = FileDescriptor(descriptor: 0)

    package init(descriptor: Int32, closedAtStart: Bool = false) {
        (self.descriptor, self.closedAtStart) = (descriptor, closedAtStart)
    }

    /// Gives each closed descriptor of 0, 1, 2 /dev/null before anything else opens, lest the next file opened (a cache
    /// file, a socket) take its number and get the advice. Returns the closed ones; call once, first in `main`.
    package static func claimStandardDescriptors() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open returns the lowest free number: this one, since the lower ones are open by now.
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
            closed.insert(descriptor)
        }
        return closed
    }

    package var isTerminal: Bool { isatty(descriptor) == 1 }

    package var terminalColumns: Int? {
        #if canImport(Glibc)
            var size = winsize()
            guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
            return Int(size.ws_col)
        #else
            return nil
        #endif
    }

    package func write(_ text: String) {
        _ = writeAll(text)
    }

    package func writeAll(_ text: String) -> OutputFailure? {
        if closedAtStart { return OutputFailure(readerGone: true, reason: "stdout is closed") }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return OutputFailure(readerGone: errno == EPIPE, reason: String(cString: strerror(errno)))
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
