#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding bytes in bytes, for text that must be compared exactly: a service key in a message, a gateway's code
/// name in a body. Foundation's `String.contains` and `replacingOccurrences` compare Unicode-aware, and on Linux
/// they cut a needle at NUL and can trap, so matching a secret byte for byte needs its own code, written once.
package enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`; nil when there is none.
    /// An empty needle is never found.
    package static func firstOffset(
        of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0
    ) -> Int? {
        guard let first = needle.first, let needleBase = needle.baseAddress, let base = haystack.baseAddress,
            start >= 0, haystack.count - start >= needle.count
        else { return nil }
        // memchr for each candidate first byte, memcmp for the rest: a byte-by-byte loop here was 7 % of a warm
        // `batch` (every line's 5 KB of output is searched for three forms of the key).
        let lastStart = haystack.count - needle.count
        var i = start
        while i <= lastStart {
            guard let hit = memchr(base + i, Int32(first), lastStart - i + 1) else { return nil }
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(hit, needleBase, needle.count) == 0 { return offset }
            i = offset + 1
        }
        return nil
    }

    /// Whether two byte runs are the same bytes (memcmp: a generic `elementsEqual` walks them through an iterator).
    package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let x = a.baseAddress, let y = b.baseAddress else { return true }
        return memcmp(x, y, a.count) == 0
    }

    /// Whether the UTF-8 bytes of `needle` occur in those of `haystack`; an empty needle always does.
    package static func contains(_ needle: String, in haystack: String) -> Bool {
        guard !needle.isEmpty else { return true }
        var (hay, needle) = (haystack, needle)
        return hay.withUTF8 { h in needle.withUTF8 { n in firstOffset(of: n, in: h) != nil } }
    }

    /// `haystack` with every non-overlapping occurrence of `target` replaced, compared byte for byte; the same
    /// string when there is none.
    package static func replacingAll(_ target: String, with replacement: String, in haystack: String) -> String {
        var (hay, target) = (haystack, target)
        return hay.withUTF8 { h in
            target.withUTF8 { n in
                guard var found = firstOffset(of: n, in: h) else { return haystack }
                var out: [UInt8] = []
                out.reserveCapacity(h.count)
                var copied = 0
                while true {
                    out += h[copied..<found]
                    out += replacement.utf8
                    copied = found + n.count
                    guard let next = firstOffset(of: n, in: h, from: copied) else { break }
                    found = next
                }
                out += h[copied...]
                return String(decoding: out, as: UTF8.self)
            }
        }
    }
}
