/// A sentence or label in both languages kkeulmit speaks. Everything said to a person is composed once, in this
/// folder, as a `LocalizedText`; renderers only choose the language.
public struct LocalizedText: Hashable, Sendable {
    public var ko: String
    public var en: String

    public init(ko: String, en: String) { (self.ko, self.en) = (ko, en) }

    public func `in`(_ language: Language) -> String {
        switch language {
        case .ko: ko
        case .en: en
        }
    }
}
