/// The language of everything kkeulmit says to a person: advice text, notes, labels.
package enum Language: String, CaseIterable, Sendable {
    case ko
    case en
}
