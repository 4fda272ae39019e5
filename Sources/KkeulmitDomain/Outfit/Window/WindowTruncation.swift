/// How a window was cut because the forecast's hourly slots end before it does.
package struct WindowTruncation: Hashable, Sendable {
    /// The end the caller asked for (exclusive).
    package var requestedEnd: KSTDateTime
    /// Where the hourly slots end, which is now the window's end (exclusive).
    package var end: KSTDateTime
    package var requestedHours: Int
    package var coveredHours: Int
}
