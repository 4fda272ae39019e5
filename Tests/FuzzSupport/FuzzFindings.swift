/// What one fuzz input did: how far it got, and every invariant it broke.
///
/// The entries return broken invariants as values instead of trapping, so that a regression test names the input
/// and the invariant rather than aborting the whole test process; the libFuzzer targets trap on them
/// (`trapOnViolations()`) so that libFuzzer still reports a broken invariant as a crash and keeps the input.
package struct FuzzFindings: Equatable, Sendable {
    /// Whether the input got through to the deep end; each entry says what that means for it. Tests use it to
    /// check that a seed still reaches the code it was written for.
    package var accepted: Bool
    /// The invariants the input broke, one sentence each, in the order they were checked; empty when none.
    package private(set) var violations: [String]

    package init(accepted: Bool = false, violations: [String] = []) {
        self.accepted = accepted
        self.violations = violations
    }

    /// Records `invariant` as broken unless `condition` holds.
    package mutating func check(_ condition: Bool, _ invariant: @autoclosure () -> String) {
        if !condition { violations.append(invariant()) }
    }

    /// Records `invariant` as broken.
    package mutating func fail(_ invariant: String) {
        violations.append(invariant)
    }

    /// Adds the violations of `other`, an entry run on the same input; `accepted` stays this one's.
    package mutating func include(_ other: FuzzFindings) {
        violations += other.violations
    }

    /// For the libFuzzer targets: a broken invariant is a crash, naming every invariant the input broke.
    package func trapOnViolations() {
        guard violations.isEmpty else { fatalError("broken invariants: " + violations.joined(separator: "; ")) }
    }
}
