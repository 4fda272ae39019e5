/// A warning zone's name in English, by its parts: the place in the Revised Romanization, then the part of it in
/// English (`서울서북권` → `Seoul northwest`, `강릉시산지` → `Gangneung-si mountains`), rather than the whole name
/// romanized as one word (`Seoulseobukgwon`), which reads as a place nobody knows. A name without a known part
/// (`서해5도`, `백령도.대청도`) is romanized whole.
package enum WarningZoneName {
    /// KMA's words for the part of a place a zone covers, longest first so that `동남부` wins over `남부`.
    static let parts: [(korean: String, english: String)] = [
        ("동북권", "northeast"), ("서북권", "northwest"), ("동남권", "southeast"), ("서남권", "southwest"),
        ("동남부", "southeast"), ("서남부", "southwest"), ("동북부", "northeast"), ("서북부", "northwest"),
        ("중북부", "north-central"), ("중남부", "south-central"), ("중산간", "uplands"), ("산지", "mountains"),
        ("산간", "mountains"), ("평지", "lowlands"), ("도서", "islands"), ("남부", "south"), ("북부", "north"),
        ("동부", "east"), ("서부", "west"), ("중부", "central"),
    ]

    package static func english(_ name: String) -> String {
        for part in parts where name.hasSuffix(part.korean) && name.count > part.korean.count {
            let place = String(name.dropLast(part.korean.count))
            guard !place.contains("("), !place.contains(".") else { break }
            return Romanization.displayName(place) + " " + part.english
        }
        return Romanization.displayName(name)
    }
}
