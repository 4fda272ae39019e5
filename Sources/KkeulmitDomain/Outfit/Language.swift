/// The language of everything kkeulmit says to a person: advice text, notes, labels.
package enum Language: String, CaseIterable, Sendable {
    case ko
    case en
}

/// A case the advice names in both languages, from one table of names by case.
package protocol NamedCase: Hashable, CaseIterable {
    static var names: [Self: (ko: String, en: String)] { get }
}

extension NamedCase {
    package var koreanName: String { Self.names[self]!.ko }
    package var englishName: String { Self.names[self]!.en }
}
