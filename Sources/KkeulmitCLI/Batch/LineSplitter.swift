/// Splits a `ByteSource` into lines as they arrive, holding at most one line (capped) in memory.
///
/// A line ends at `\n` (a `\r` before it is dropped); a last line without one still counts, and a final newline
/// adds no empty line. A line longer than `maxLineBytes` is skipped to its end and reported as `.tooLong`, so that
/// no input can make the reader hold more than the cap.
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
                return overflowing || line.count > maxLineBytes ? .tooLong : .text(Self.trimmed(line))
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

    private static func trimmed(_ line: ArraySlice<UInt8>) -> [UInt8] {
        line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
    }
}
