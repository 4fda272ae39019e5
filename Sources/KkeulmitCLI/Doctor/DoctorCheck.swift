import KkeulmitCore

/// One line of `kkeulmit doctor`: what was checked, how it went, and what to do about it.
package struct DoctorCheck: Equatable, Sendable {
    package enum Status: String, Equatable, Sendable {
        case ok
        /// Works, but something is worth fixing (a key file others can read).
        case warning
        /// Does not work.
        case problem
    }

    /// Stable for scripts: `config`, `key`, `key-file`, `forecast`, `air-stations`, `air-measurements`, `uv`,
    /// `clock`, `cache`, `location`.
    package var id: String
    package var status: Status
    /// What was found; never the key.
    package var message: String
    /// What to do; nil when the check is ok.
    package var fix: String?

    package init(_ id: String, _ status: Status, _ message: String, fix: String? = nil) {
        (self.id, self.status, self.message, self.fix) = (id, status, message, fix)
    }

    /// `problem  forecast          … — fix: …` (`해결` in Korean).
    func line(fixLabel: String = "fix") -> String {
        let status = self.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let id = self.id.padding(toLength: 17, withPad: " ", startingAt: 0)
        return status + " " + id + " " + message + (fix.map { " — \(fixLabel): " + $0 } ?? "")
    }

    var json: JSONValue {
        .object([
            ("id", .string(id)), ("status", .string(status.rawValue)), ("message", .string(message)),
            ("fix", fix.map(JSONValue.string) ?? .null),
        ])
    }
}

/// `doctor` and `setup` speak `--lang`'s language (else config `"lang"`, else ko), as advice does: each message and fix
/// is written in both where it is composed (`say(english, ko: korean)`). Ids stay as scripts know them.
extension OutputLanguage {
    func callAsFunction(_ english: String, ko korean: String) -> String {
        self == .ko ? korean : english
    }

    func callAsFunction(_ text: LocalizedText) -> String { text.in(self) }
}
