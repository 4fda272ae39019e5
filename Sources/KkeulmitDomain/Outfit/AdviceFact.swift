/// One number (or time, or code) that triggered an item or note, under a stable camelCase name such as
/// `feelsLikeMin` or `precipitationProbabilityMax`, so the CLI can say why.
package struct AdviceFact: Equatable, Sendable {
    package enum Value: Equatable, Sendable {
        case number(Double)
        case time(KSTDateTime)
        /// A code word such as a precipitation kind (`rain`, `snow`, `rainOrSnow`, `shower`).
        case text(String)
    }

    package var name: String
    package var value: Value

    package static func number(_ name: String, _ value: Double) -> Self { Self(name: name, value: .number(value)) }
    package static func time(_ name: String, _ value: KSTDateTime) -> Self { Self(name: name, value: .time(value)) }
    package static func text(_ name: String, _ value: String) -> Self { Self(name: name, value: .text(value)) }
}

extension Array where Element == AdviceFact {
    /// The first number called `name`.
    package func number(_ name: String) -> Double? {
        for fact in self where fact.name == name { if case .number(let v) = fact.value { return v } }
        return nil
    }
}
