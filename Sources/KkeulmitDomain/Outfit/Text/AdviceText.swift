/// Locale-free pieces of advice text: the output must not depend on the host.

/// `영하 8.1도`, `3도` in Korean; `-8.1 °C` in English.
func formatDegrees(_ value: Double, _ language: Language) -> String {
    guard language == .ko else { return "\(NumberText.compact(value)) °C" }
    return value <= -0.05 ? "영하 \(NumberText.compact(-value))도" : "\(NumberText.compact(value))도"
}

/// `a`, `a and b`, `a, b and c`.
package func englishList(_ parts: [String]) -> String {
    switch parts.count {
    case 0: ""
    case 1: parts[0]
    default: parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}

/// `a`, `a or b`, `a, b or c`.
func englishOrList(_ parts: [String]) -> String {
    parts.count < 2 ? englishList(parts) : parts.dropLast().joined(separator: ", ") + " or " + parts.last!
}

/// `a`, `a와 b`, `a, b와 c`: the last two joined by 과/와 as the first of them ends.
func koreanAnd(_ parts: [String]) -> String {
    guard parts.count > 1 else { return parts.first ?? "" }
    return parts.dropLast(2).map { $0 + ", " }.joined() + withParticle(parts[parts.count - 2], "과", "와") + " "
        + parts[parts.count - 1]
}

/// `word` with the Korean particle its last sound takes: `withFinal` after a closing consonant (목도리**를** but
/// 패딩**을**), else `withoutFinal`. Digits read as their Sino-Korean names; other letters as vowel-final.
package func withParticle(_ word: String, _ withFinal: String, _ withoutFinal: String) -> String {
    let last = word.unicodeScalars.last { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    var final = false
    if let last {
        if (0xAC00...0xD7A3).contains(last.value) {
            final = (last.value - 0xAC00) % 28 != 0
        } else if ("0"..."9").contains(last) {
            final = "013678".unicodeScalars.contains(last)
        }
    }
    return word + (final ? withFinal : withoutFinal)
}
