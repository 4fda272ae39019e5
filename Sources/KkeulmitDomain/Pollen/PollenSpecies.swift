/// The 3 pollens KMA grades (꽃가루농도위험지수), each a `HealthWthrIdxServiceV3` operation; raw value: the contract's JSON key.
package enum PollenSpecies: String, CaseIterable, NamedCase, Sendable {
    /// 참나무, in season March to June.
    case oak
    /// 소나무, in season March to June.
    case pine
    /// 잡초류, in season August to October.
    case weeds

    /// The operation, spelt as the service answers it: the weeds one is `…Riskndx…`, without the `I` (the
    /// manual's `getWddesPollenRiskIdxV3` answers code 12).
    package var operation: String {
        switch self {
        case .oak: "getOakPollenRiskIdxV3"
        case .pine: "getPinePollenRiskIdxV3"
        case .weeds: "getWeedsPollenRiskndxV3"
        }
    }

    /// The English name is the JSON key's word.
    package static let names: [PollenSpecies: (ko: String, en: String)] = [
        .oak: ("참나무", "oak"), .pine: ("소나무", "pine"), .weeds: ("잡초류", "weeds"),
    ]
}
