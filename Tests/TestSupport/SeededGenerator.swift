/// SplitMix64, and every draw from it done with our own arithmetic, so every run on every toolchain checks the
/// same cases. Deliberately not a `RandomNumberGenerator`: the standard library's `random(in:using:)` and
/// `randomElement(using:)` do not promise to turn a generator's output into the same values across versions.
package struct SeededGenerator {
    private var state: UInt64
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`: the high word of the next output times the range's size (multiply-shift; its bias,
    /// under 2⁻⁵⁶ for ranges this small, does not matter for picking test cases).
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let size = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: size).high)
    }

    /// A number in `range`, from the next output's top 53 bits (exact in a `Double`) scaled to the range.
    package mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// One of `elements`, which must not be empty.
    package mutating func element<Element>(of elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
