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
}

extension TextOutput {
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

    package init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    package func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    package var text: String { buffer.value }
}
