import KkeulmitCLI
import KkeulmitCore

/// Collects text in memory: what tests give a run for stdout and stderr.
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

/// Bytes in memory, handed out in chunks of `chunkBytes` (small chunks test lines split across reads).
package final class MemorySource: ByteSource {
    private let bytes: [UInt8]
    private let chunkBytes: Int
    private let offset = Locked(0)

    package init(_ bytes: [UInt8], chunkBytes: Int = 65_536) {
        self.bytes = bytes
        self.chunkBytes = max(1, chunkBytes)
    }

    package convenience init(_ text: String, chunkBytes: Int = 65_536) {
        self.init(Array(text.utf8), chunkBytes: chunkBytes)
    }

    package var totalBytes: Int? { bytes.count }

    package func read() async throws -> [UInt8] {
        let range = offset.withLock { offset -> Range<Int> in
            let start = offset
            offset = min(bytes.count, offset + chunkBytes)
            return start..<offset
        }
        return Array(bytes[range])
    }
}
