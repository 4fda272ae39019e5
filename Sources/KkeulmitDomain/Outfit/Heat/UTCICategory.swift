/// The UTCI assessment scale's ten stress categories (Błażejczyk et al. 2013, [UTCI]), coldest first. The raw values
/// are the JSON names (`reference/cli-contract.md`, "Summer").
package enum UTCICategory: String, Sendable, CaseIterable, Comparable {
    case extremeColdStress
    case veryStrongColdStress
    case strongColdStress
    case moderateColdStress
    case slightColdStress
    case noThermalStress
    case moderateHeatStress
    case strongHeatStress
    case veryStrongHeatStress
    case extremeHeatStress

    /// The upper edge of each category but the last, °C: every bin includes its upper edge, as [PTC]'s
    /// `STRESS_CATEGORIES` (`right=True`): 26.0 is no thermal stress, 26.1 moderate heat stress.
    package static let upperEdges: [Double] = [-40, -27, -13, 0, 9, 26, 32, 38, 46]

    /// The category of a UTCI value, °C. Give it the value rounded to 0.1 (`UTCI.round`), as [PTC] categorises.
    package init(_ utci: Double) {
        let index = Self.upperEdges.firstIndex { utci <= $0 } ?? Self.upperEdges.count
        self = Self.allCases[index]
    }

    /// True from moderate heat stress (above 26 °C) up.
    package var isHeatStress: Bool { self >= .moderateHeatStress }

    package static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
