/// The language of everything kkeulmit says to a person: advice text, notes, labels.
public enum Language: String, CaseIterable, Sendable {
    case ko
    case en
}
