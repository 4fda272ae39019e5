/// Where retry jitter comes from; injected so tests can use a seeded source.
public protocol RandomSource: Sendable {
    /// A number in `0..<1`.
    func nextUnit() -> Double
}

/// The system's random number generator.
public struct SystemRandomSource: RandomSource {
    public init() {}
    public func nextUnit() -> Double { Double.random(in: 0..<1) }
}
