import Foundation

/// KMA's official place table as checked into Fixtures/Grid, read straight from the CSV so tests can hold the
/// embedded copy and the projection against the source.
enum GridFixtures {
    struct Row: Sendable {
        var code: String
        var level1: String
        var level2: String
        var level3: String
        var nx: Int
        var ny: Int
        var latitude: Double
        var longitude: Double
    }

    static let csvURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Grid/kma-grid-points.csv")

    /// Every data row of the CSV; traps on a malformed fixture, which is a repository defect.
    static let rows: [Row] = {
        let text = try! String(contentsOf: csvURL, encoding: .utf8)
        var lines = text.split(whereSeparator: \.isNewline)
        precondition(lines.removeFirst() == "code,level1,level2,level3,nx,ny,lat,lon", "unexpected CSV header")
        return lines.map { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            precondition(f.count == 8, "malformed CSV row \(line)")
            return Row(
                code: f[0], level1: f[1], level2: f[2], level3: f[3], nx: Int(f[4])!, ny: Int(f[5])!,
                latitude: Double(f[6])!, longitude: Double(f[7])!)
        }
    }()

    /// A row of Fixtures/Grid/kma-place-aliases.csv.
    struct AliasRow: Sendable {
        var alias: String
        var effective: String
        var targets: [String]
        var representative: String
        var areaNo: String
        var note: String
    }

    static let aliasCSVURL = csvURL.deletingLastPathComponent().appendingPathComponent("kma-place-aliases.csv")

    /// Every alias of the CSV (its notes hold no commas, so a plain split reads it).
    static let aliases: [AliasRow] = {
        let text = try! String(contentsOf: aliasCSVURL, encoding: .utf8)
        var lines = text.split(whereSeparator: \.isNewline)
        precondition(
            lines.removeFirst() == "alias,effective,targets,representative,areaNo,note", "unexpected alias header")
        return lines.map { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            precondition(f.count == 6, "malformed alias row \(line)")
            return AliasRow(
                alias: f[0], effective: f[1], targets: f[2].split(separator: ";").map(String.init),
                representative: f[3], areaNo: f[4], note: f[5])
        }
    }()
}
