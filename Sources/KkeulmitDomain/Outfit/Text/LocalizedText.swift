/// A sentence or label in both languages kkeulmit speaks. Everything said to a person is composed once, in this
/// folder, as a `LocalizedText`; renderers only choose the language.
package struct LocalizedText: Hashable, Sendable {
    package var ko: String
    package var en: String

    package init(ko: String, en: String) { (self.ko, self.en) = (ko, en) }

    /// What `say` says in each language.
    init(_ say: (Language) -> String) { (ko, en) = (say(.ko), say(.en)) }

    package func `in`(_ language: Language) -> String { language == .ko ? ko : en }
}
