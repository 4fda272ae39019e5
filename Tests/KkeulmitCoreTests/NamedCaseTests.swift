import Testing

@testable import KkeulmitDomain

/// A `NamedCase` finds its names in a table, not a switch, so the compiler no longer sees a case left out: this
/// checks each table names every case in both languages.
@Suite("Every named case has a Korean and an English name")
struct NamedCaseTests {
    static func unnamed<T: NamedCase>(_: T.Type) -> [String] {
        T.allCases.filter { T.names[$0].map { $0.ko.isEmpty || $0.en.isEmpty } ?? true }.map { "\($0)" }
    }

    @Test(
        "no case without names",
        arguments: [
            ("AlertLevel", unnamed(AlertLevel.self)), ("AlertType", unnamed(AlertType.self)),
            ("DustGrade", unnamed(DustGrade.self)), ("GarmentLayer", unnamed(GarmentLayer.self)),
            ("PollenSpecies", unnamed(PollenSpecies.self)), ("PrecipitationKind", unnamed(PrecipitationKind.self)),
        ])
    func named(type: String, unnamed: [String]) {
        #expect(unnamed.isEmpty, "\(type): \(unnamed)")
    }
}
