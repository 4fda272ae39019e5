/// How a window was cut because the forecast's hourly slots end before it does.
public struct WindowTruncation: Hashable, Sendable {
    /// The end the caller asked for (exclusive).
    public var requestedEnd: KSTDateTime
    /// Where the hourly slots end, which is now the window's end (exclusive).
    public var end: KSTDateTime
    public var requestedHours: Int
    public var coveredHours: Int
}
