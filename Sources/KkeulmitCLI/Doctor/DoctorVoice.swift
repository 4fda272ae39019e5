import KkeulmitCore

/// The language `doctor`'s report speaks, as `--lang` (else config `"lang"`, else ko) chooses for advice: each
/// message and fix is written in both, side by side, where it is composed. The ids stay as scripts know them.
struct DoctorVoice: Sendable {
    var language: OutputLanguage

    func callAsFunction(_ english: String, ko korean: String) -> String {
        language == .ko ? korean : english
    }

    func callAsFunction(_ text: LocalizedText) -> String {
        self(text.en, ko: text.ko)
    }
}
