import KkeulmitCore

/// Place names in one-line output as the output language writes them: KMA's Korean for `ko`, the Revised
/// Romanization for `en` (`Jongno-gu`). JSON keeps the Korean names, which are the data.
enum PlaceText {
    /// The name's last part (`종로구` / `Jongno-gu`), else the grid cell (`60,127`).
    static func short(_ name: String?, cell: GridCell, _ lang: OutputLanguage) -> String {
        guard let name else { return "\(cell.nx),\(cell.ny)" }
        let last = String(name.split(separator: " ").last ?? Substring(name))
        return lang == .en ? Romanization.displayName(last) : last
    }
}
