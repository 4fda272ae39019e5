/// A cell of KMA's 5 km forecast grid (`nx` 1–149, `ny` 1–253).
public struct GridCell: Hashable, Sendable, CustomStringConvertible {
    public static let nxRange = 1...149
    public static let nyRange = 1...253

    public var nx: Int
    public var ny: Int

    /// Nil when the cell is outside KMA's grid.
    package init?(nx: Int, ny: Int) {
        guard Self.nxRange.contains(nx), Self.nyRange.contains(ny) else { return nil }
        (self.nx, self.ny) = (nx, ny)
    }

    public var description: String { "\(nx),\(ny)" }
}
