/// Which cached answer of an optional source a file holds: the source's kind, the place (or station, area) and the
/// issue, e.g. `doc-uv-1111000000-2026113006.json`. Every part is reduced to ASCII letters, digits and `_XX` escapes,
/// so a Korean station name or a `(` never reaches a file name as it is.
package struct DocumentKey: Hashable, Sendable {
    /// `air-stations`, `air-measure`, `dust`, `uv`.
    package var kind: String
    /// The place key: a TM point, a station name, an area code; empty when the document is the same everywhere.
    package var place: String
    /// The issue (`YYYYMMDDHH`), empty for a document kept by age alone (the station list).
    package var issue: String

    package init(kind: String, place: String, issue: String) {
        self.kind = kind
        self.place = Self.safe(place)
        self.issue = Self.safe(issue)
    }

    /// The nearby-station list of a place, kept 30 days.
    package static func stations(near point: TMPoint) -> DocumentKey {
        // 100 m squares: a point that moves less than that keeps its list.
        let x = Int((point.x / 100).rounded(.down))
        let y = Int((point.y / 100).rounded(.down))
        return DocumentKey(kind: "air-stations", place: "\(x)m\(y)", issue: "")
    }

    /// A station's measurements for the hour that ends at `hour`.
    package static func measurements(station: String, hour: KSTDateTime) -> DocumentKey {
        DocumentKey(kind: "air-measure", place: station, issue: hourString(hour))
    }

    /// The dust forecast of one issue (it covers the whole country).
    package static func dustForecast(issue: KSTDateTime) -> DocumentKey {
        DocumentKey(kind: "dust", place: "kr", issue: hourString(issue))
    }

    /// The UV index of one issue for an area.
    package static func uvIndex(areaNo: String, issue: KSTDateTime) -> DocumentKey {
        DocumentKey(kind: "uv", place: areaNo, issue: hourString(issue))
    }

    /// Every cached document starts with this, so pruning never touches another file.
    static let prefix = "doc-"

    /// `doc-KIND-PLACE-ISSUE.json`.
    package var fileName: String { family + issue + ".json" }
    /// What every issue of this kind and place starts with: the stale candidates.
    package var family: String { Self.prefix + kind + "-" + place + "-" }
    /// One lock per kind and place makes fetches of it single-flight across processes.
    package var lockName: String { Self.prefix + kind + "-" + place + ".lock" }

    static func hourString(_ time: KSTDateTime) -> String { time.date.kmaString + pad(time.hour, 2) }

    /// ASCII letters and digits as they are; every other byte as `_XX`.
    static func safe(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("_")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}
