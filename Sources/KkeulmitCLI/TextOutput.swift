import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where stdout or stderr text goes.
public protocol TextOutput: Sendable {
    func write(_ text: String)
    /// Writes `text`; nil when all of it was written, else why not (e.g. a full disk behind `> file`).
    func writeAll(_ text: String) -> String?
    /// True when this is an interactive terminal (colour is only used then).
    var isTerminal: Bool { get }
}

extension TextOutput {
    public func writeAll(_ text: String) -> String? {
        write(text)
        return nil
    }
}

/// A file descriptor: the real stdout and stderr.
public struct FileDescriptorOutput: TextOutput {
    public let descriptor: Int32

    public static let standardOutput = FileDescriptorOutput(descriptor: 1)
    public static let standardError = FileDescriptorOutput(descriptor: 2)

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public func write(_ text: String) {
        _ = writeAll(text)
    }

    public func writeAll(_ text: String) -> String? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
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
public final class CapturedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    public let isTerminal: Bool

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        lock.lock()
        buffer += text
        lock.unlock()
    }

    /// Everything written so far.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
