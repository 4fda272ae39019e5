import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `batch` reads its input from, a chunk at a time: stdin in a run, bytes in memory in tests.
package protocol ByteSource: Sendable {
    /// The next bytes; empty at the end of the input. Throws a `BatchInputError` when the input cannot be read.
    func read() async throws -> [UInt8]
    /// The input's size when known (a regular file), for the progress bar.
    var totalBytes: Int? { get }
    /// Whether the input is a terminal a person types at (`setup` then asks rather than reads).
    var isTerminal: Bool { get }
}

extension ByteSource {
    package var isTerminal: Bool { false }
}

/// The input could not be read (e.g. stdin is a directory).
package struct BatchInputError: Error, Sendable {
    package var message: String
}

/// Reads a file descriptor (stdin) in 64 KiB chunks. Each read(2) runs on a Dispatch thread, not on the Swift
/// concurrency pool, so that a terminal or a slow pipe does not hold up the lines being advised.
extension FileDescriptor: ByteSource {
    static let chunkBytes = 65_536

    package var totalBytes: Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    package func read() async throws -> [UInt8] {
        if closedAtStart { throw BatchInputError(message: "cannot read stdin: it is closed") }
        let descriptor = descriptor
        let result: Result<[UInt8], BatchInputError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var buffer = [UInt8](repeating: 0, count: Self.chunkBytes)
                var count: Int
                repeat {
                    count = buffer.withUnsafeMutableBytes {
                        #if canImport(Glibc)
                            Glibc.read(descriptor, $0.baseAddress, $0.count)
                        #else
                            Darwin.read(descriptor, $0.baseAddress, $0.count)
                        #endif
                    }
                } while count < 0 && errno == EINTR
                guard count >= 0 else {
                    let failure = BatchInputError(message: "cannot read stdin: " + String(cString: strerror(errno)))
                    return continuation.resume(returning: .failure(failure))
                }
                continuation.resume(returning: .success(Array(buffer[..<count])))
            }
        }
        return try result.get()
    }
}

/// Splits a `ByteSource` into lines as they arrive, holding at most one line (capped) in memory. A line ends at `\n` (a
/// `\r` before it is dropped); a last line without one still counts, and a final newline adds no empty line. A line
/// longer than `maxLineBytes` is skipped to its end and reported as `.tooLong`, so no input can make the reader hold
/// more than the cap.
struct LineSplitter {
    enum Line: Equatable {
        case text([UInt8])
        case tooLong
    }

    /// Longer lines are refused: a batch line is a few hundred bytes.
    static let defaultMaxLineBytes = 65_536

    let source: any ByteSource
    let maxLineBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var overflowing = false
    private var ended = false
    /// Input bytes handed out as lines so far.
    private(set) var consumedBytes = 0

    init(source: any ByteSource, maxLineBytes: Int = Self.defaultMaxLineBytes) {
        (self.source, self.maxLineBytes) = (source, maxLineBytes)
    }

    /// The next line; nil at the end of the input.
    mutating func next() async throws -> Line? {
        while true {
            let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n"))
            if newline == nil, buffer.count - start > maxLineBytes {
                // Keep none of an overlong line: only its end is still looked for.
                consumedBytes += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
                overflowing = true
            }
            if newline != nil || ended {
                guard newline != nil || start < buffer.count || overflowing else { return nil }
                let end = newline.map { $0 + 1 } ?? buffer.count
                let line = buffer[start..<(newline ?? end)]
                consumedBytes += end - start
                start = end
                defer { overflowing = false }
                if overflowing || line.count > maxLineBytes { return .tooLong }
                return .text(Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
            }
            let chunk = try await source.read()
            if chunk.isEmpty {
                ended = true
                continue
            }
            if start > 0 {
                buffer.removeSubrange(..<start)
                start = 0
            }
            buffer += chunk
        }
    }
}
