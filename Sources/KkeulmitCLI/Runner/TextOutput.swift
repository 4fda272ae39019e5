import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where stdout or stderr text goes.
package protocol TextOutput: Sendable {
    func write(_ text: String)
    /// Writes `text`; nil when all of it was written, else why not (e.g. a full disk behind `> file`).
    func writeAll(_ text: String) -> String?
    /// True when this is an interactive terminal (colour is only used then).
    var isTerminal: Bool { get }
    /// The terminal's width in columns, when it is a terminal that says.
    var terminalColumns: Int? { get }
}

extension TextOutput {
    package var terminalColumns: Int? { nil }

    package func writeAll(_ text: String) -> String? {
        write(text)
        return nil
    }
}

/// write(2), named apart from `TextOutput.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// A file descriptor: the real stdout and stderr.
package struct FileDescriptorOutput: TextOutput {
    package let descriptor: Int32

    package static let standardOutput = FileDescriptorOutput(descriptor: 1)
    package static let standardError = FileDescriptorOutput(descriptor: 2)

    package init(descriptor: Int32) {
        self.descriptor = descriptor
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

    package func writeAll(_ text: String) -> String? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}

/// Collects text in memory; for tests and for buffering stdout until a run has succeeded.
package final class CapturedOutput: TextOutput, Sendable {
    private let buffer = Locked("")
    package let isTerminal: Bool
    package let terminalColumns: Int?

    package init(isTerminal: Bool = false, columns: Int? = nil) {
        self.isTerminal = isTerminal
        self.terminalColumns = columns
    }

    package func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    package var text: String { buffer.value }
}
