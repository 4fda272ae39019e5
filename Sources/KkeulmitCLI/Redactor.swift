import Foundation

/// Removes the service key, raw or percent-encoded, from any text before it is written; a last line of defence
/// under messages that are built never to contain it.
public struct Redactor: Sendable {
    private let secrets: [String]

    public init(secret: String?) {
        guard let secret, secret.count >= 4 else {
            secrets = []
            return
        }
        var forms: Set<String> = [secret]
        if let decoded = secret.removingPercentEncoding { forms.insert(decoded) }
        for form in Array(forms) {
            if let strict = form.addingPercentEncoding(withAllowedCharacters: .alphanumerics) { forms.insert(strict) }
            if let query = form.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) { forms.insert(query) }
            if let lower = form.addingPercentEncoding(withAllowedCharacters: .alphanumerics)?.lowercasedPercentEscapes {
                forms.insert(lower)
            }
        }
        secrets = forms.sorted { $0.count > $1.count }
    }

    public func callAsFunction(_ text: String) -> String {
        var result = text
        for secret in secrets {
            result = result.replacingBytes(secret, with: "[service key]")
        }
        return result
    }
}

extension String {
    /// Every non-overlapping occurrence of `target` replaced, compared byte for byte. Not Foundation's
    /// `contains`/`replacingOccurrences(of:)`: on Linux they stop a target at a NUL and then trap ("String index is
    /// out of bounds") when such a target ends the text after a non-ASCII character, and a key file may hold a NUL.
    fileprivate func replacingBytes(_ target: String, with replacement: String) -> String {
        let hay = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, hay.count >= needle.count else { return self }
        var out: [UInt8] = []
        var i = 0
        var changed = false
        while i < hay.count {
            if i + needle.count <= hay.count, hay[i..<(i + needle.count)].elementsEqual(needle) {
                out += replacement.utf8
                i += needle.count
                changed = true
            } else {
                out.append(hay[i])
                i += 1
            }
        }
        return changed ? String(decoding: out, as: UTF8.self) : self
    }
}

extension String {
    /// `%2B` → `%2b`, the other spelling a server or proxy may log.
    fileprivate var lowercasedPercentEscapes: String {
        var out = ""
        var pending = 0
        for ch in self {
            if ch == "%" {
                pending = 2
                out.append(ch)
            } else if pending > 0 {
                pending -= 1
                out += ch.lowercased()
            } else {
                out.append(ch)
            }
        }
        return out
    }
}
