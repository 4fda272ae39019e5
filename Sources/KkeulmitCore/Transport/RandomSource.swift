/// Where retry jitter comes from; injected so tests can use a seeded source.
package protocol RandomSource: Sendable {
    /// A number in `0..<1`.
    func nextUnit() -> Double
}

/// The system's random number generator.
package struct SystemRandomSource: RandomSource {
    package init() {}
    package func nextUnit() -> Double { Double.random(in: 0..<1) }
}
