import KkeulmitCore

/// `kkeulmit grid`: between latitude/longitude, place names and KMA grid cells.
struct GridCommand: DeclaredCommand {
    var options: GridOptions

    init(_ options: GridOptions) { self.options = options }

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        try arguments.noOperands()
        guard let query = try arguments.location() else {
            throw arguments.error("grid needs --lat LAT --lon LON, --nx NX --ny NY or --place NAME")
        }
        self.init(GridOptions(query: query, json: arguments.flag(.json)))
    }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        let answer = try run.edges.service.grid(options.query)
        if case .place(let name) = options.query, let renamed = (try? LocationResolver.match(name))?.renamed {
            run.context.line("kkeulmit: note: " + renamed.english)
        }
        return .text(Self.render(answer, json: options.json))
    }

    /// `NX NY` or `LAT LON`, or the JSON object of either.
    static func render(_ answer: GridAnswer, json: Bool) -> String {
        switch answer {
        case .cell(let nx, let ny):
            return json
                ? JSONWriter.write(.object([("nx", .integer(nx)), ("ny", .integer(ny))])) + "\n" : "\(nx) \(ny)\n"
        case .coordinates(let lat, let lon):
            let la = JSONValue.decimal(lat, places: 4, fixed: true)
            let lo = JSONValue.decimal(lon, places: 4, fixed: true)
            return json
                ? JSONWriter.write(.object([("lat", la), ("lon", lo)])) + "\n"
                : JSONWriter.write(la) + " " + JSONWriter.write(lo) + "\n"
        }
    }

    static let spec = CommandSpec(
        .grid,
        sections: [
            OptionSection(
                "Location", synopsis: .oneOf,
                [
                    OptionEntry(.lat, .lon, help: "a coordinate in South Korea (LAT 31.5–43.5, LON 123–133)"),
                    OptionEntry(.nx, .ny, help: "a grid cell (NX 1–149, NY 1–253)"),
                    OptionEntry(
                        .place, help: "an area from KMA's table, in Korean or romanized: 종로구, Jongno-gu, Haeundae"),
                ]),
            OptionSection(
                "Options",
                [OptionEntry(.json, help: "print {\"nx\":…,\"ny\":…} or {\"lat\":…,\"lon\":…}"), OptionEntry(.help)]),
        ], prose: HelpText.grid, "convert between latitude/longitude, place names and KMA grid cells")
}

/// Options of `grid`.
package struct GridOptions: Equatable, Sendable {
    /// `--lat/--lon` and `--place NAME` (from KMA's table): print the cell; `--nx/--ny`: print the cell's centre.
    package var query: LocationSpec
    package var json = false
}
