import KkeulmitCore

/// `grid` output: `NX NY` or `LAT LON`, or the JSON object of either.
package enum GridRenderer {
    package static func render(_ answer: GridAnswer, json: Bool) -> String {
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
}
