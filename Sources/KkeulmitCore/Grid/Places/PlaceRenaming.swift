/// The notice for an old name: `인천광역시 중구` was split on 2026-07-01 into 제물포구 and 영종구; `광주광역시 북구`
/// has been `전남광주통합특별시 북구` since then.
package struct PlaceRenaming: Hashable, Sendable {
    /// The old name, as the table spells it.
    package let oldName: String
    /// When the change took effect.
    package let effective: KSTDate
    /// Today's names for the area: one for a renaming, several for a split, none when the aliases do not say.
    package let successors: [String]

    /// One sentence in Korean: `인천광역시 중구는 2026년 7월 1일에 인천광역시 제물포구, 인천광역시 영종구로 나뉘었어요`.
    package var korean: String {
        let date = "\(effective.year)년 \(effective.month)월 \(effective.day)일"
        let subject = withParticle(oldName, "은", "는")
        switch successors.count {
        case 0:
            return "\(subject) \(date)에 없어졌어요"
        case 1:
            return "\(subject) \(date)부터 \(withParticle(successors[0], "이에요", "예요"))"
        default:
            let list = successors.joined(separator: ", ")
            // 로 after a vowel or ㄹ, 으로 after any other final.
            let last = list.unicodeScalars.last?.value ?? 0
            let final = (0xAC00...0xD7A3).contains(last) ? (last - 0xAC00) % 28 : 0
            let particle = final == 0 || final == 8 ? "로" : "으로"
            return "\(subject) \(date)에 \(list)\(particle) 나뉘었어요"
        }
    }

    /// One sentence in English: `인천광역시 중구 was split on 2026-07-01 into 인천광역시 제물포구 and 인천광역시 영종구`.
    package var english: String {
        switch successors.count {
        case 0: "\(oldName) was abolished on \(effective)"
        case 1: "\(oldName) has been \(successors[0]) since \(effective)"
        default: "\(oldName) was split on \(effective) into \(englishList(successors))"
        }
    }
}
