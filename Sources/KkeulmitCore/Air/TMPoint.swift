/// A point in AirKorea's TM plane (EPSG:5174, metres): what `getNearbyMsrstnList` takes as `tmX`/`tmY`.
package struct TMPoint: Hashable, Sendable, CustomStringConvertible {
    /// Easting, metres (negative west of 124.7° E, e.g. 백령도).
    package var x: Double
    /// Northing, metres.
    package var y: Double

    /// Straight-line distance in the plane, metres; how AirKorea measures a station's `tm` (in km).
    package func distance(to other: TMPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// Both coordinates with six decimals, as the service's own examples write them (`244148.546388`).
    package var queryValues: (x: String, y: String) { (Self.sixDecimals(x), Self.sixDecimals(y)) }

    package var description: String { "(\(queryValues.x), \(queryValues.y))" }

    /// Fixed six decimals without Foundation's locale-aware formatting.
    static func sixDecimals(_ value: Double) -> String {
        let micro = (value * 1_000_000).rounded()
        guard micro.isFinite, abs(micro) < 9e17 else { return String(value) }
        let n = Int(micro)
        let sign = n < 0 ? "-" : ""
        let whole = abs(n) / 1_000_000
        let fraction = String(abs(n) % 1_000_000)
        return sign + String(whole) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
