/// A KMA code whose JSON name is its case's own (`rainSnow`, `mostlyCloudy`): the contract spells the codes as the
/// enums do, so the name is read off the case rather than listed a second time.
package protocol NamedByCase {}

extension NamedByCase {
    /// The name used in JSON output.
    package var jsonName: String { String(describing: self) }
}
