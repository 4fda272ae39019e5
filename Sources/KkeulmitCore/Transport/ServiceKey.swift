import Foundation

/// The data.go.kr service key, held in its raw ("Decoding") form and never printed: the portal shows it
/// percent-encoded ("Encoding") too, users paste either, and encoding it twice (`%252B`) or leaving `+` bare both
/// make the gateway answer code 30 (docs/KMA.md, "The service key"), so it is percent-encoded exactly once.
/// `description`, `debugDescription` and the reflection `dump` uses all show `[redacted]`.
package struct ServiceKey: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The key in its raw form, as the portal's "Decoding" field shows it.
    package let rawValue: String

    /// Reads a key in either portal form, surrounding whitespace ignored; nil when nothing is left, for a `%` not
    /// `%XX` or escapes not UTF-8, and for whitespace or control characters inside (a space usually is a lost `+`).
    package init?(_ input: String) {
        let trimmed = input.trimmingWhitespaceScalars
        guard !trimmed.isEmpty else { return nil }
        let raw: String
        if trimmed.utf8.contains(UInt8(ascii: "%")) {
            // Raw keys never hold `%`, so any `%` means the Encoding form, and it must decode cleanly: nil for a `%`
            // not followed by two hex digits or bytes that are not UTF-8.
            guard let decoded = trimmed.removingPercentEncoding else { return nil }
            raw = decoded
        } else {
            raw = trimmed
        }
        guard !raw.isEmpty, !raw.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        rawValue = raw
    }

    /// The key percent-encoded once for the query string: only RFC 3986 unreserved characters stay bare, so `+`
    /// becomes `%2B`, `/` `%2F` and `=` `%3D`.
    package var queryValue: String { Self.percentEncoded(rawValue, uppercase: true) }

    package var description: String { "ServiceKey([redacted])" }
    package var debugDescription: String { description }
    /// No children: `dump` prints the description alone.
    package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// `text` with every occurrence of this key, raw or percent-encoded (upper- or lower-case hex), replaced by
    /// `[redacted]`.
    package func redact(_ text: String) -> String {
        Self.redact(text, forms: forms)
    }

    /// What `redact(_:)` replaces: longest first, so the encoded form is not half-replaced through a raw substring.
    private var forms: [String] {
        Set([rawValue, queryValue, Self.percentEncoded(rawValue, uppercase: false)]).filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
    }

    /// Redacts what the user supplied as a key: every form of the key it parses to, and the input exactly as
    /// given (which may not parse at all, e.g. with a NUL or spaces inside). Byte comparison throughout: on Linux,
    /// Foundation's `contains`/`replacingOccurrences` cut a needle at a NUL and can trap on such input.
    package static func redact(_ text: String, input: String) -> String {
        redact(text, forms: forms(input: input))
    }

    /// What `redact(_:input:)` replaces, in order, for a caller that redacts many texts (`batch`: each line's id).
    package static func forms(input: String) -> [String] {
        let trimmed = input.trimmingSpaces
        return (ServiceKey(input)?.forms ?? []) + [input] + (trimmed != input ? [trimmed] : [])
    }

    /// `text` with each of `forms`, in turn, replaced by `[redacted]`.
    package static func redact(_ text: String, forms: [String]) -> String {
        forms.reduce(text) { $0.replacingAll($1, with: "[redacted]") }
    }

    static func percentEncoded(_ s: String, uppercase: Bool) -> String {
        let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count * 3)
        for b in s.utf8 {
            if isUnreserved(b) {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), digits[Int(b >> 4)], digits[Int(b & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 3986's unreserved characters: ASCII letters and digits, `- . _ ~`.
    private static func isUnreserved(_ b: UInt8) -> Bool {
        (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) || "-._~".utf8.contains(b)
    }
}

extension String {
    /// Trims whitespace and newlines scalar by scalar. (`trimmingSpaces` compares Characters, and `"\r\n"` is one
    /// Character, so it leaves a CRLF line end in place: keys read from Windows-edited files end in one.)
    var trimmingWhitespaceScalars: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Every non-overlapping occurrence of `target` replaced, compared byte for byte (no Unicode folding, so
    /// percent-encoded text matches exactly).
    func replacingAll(_ target: String, with replacement: String) -> String {
        ByteSearch.replacingAll(target, with: replacement, in: self)
    }
}
