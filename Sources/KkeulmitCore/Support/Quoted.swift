/// How a message shows a value someone gave (an argument, a variable, a config value): in quotes, at most 80
/// characters of it with `…` for the rest, and control characters escaped (`\n`, `\t`, `\u{1B}`), so that a
/// pasted paragraph cannot flood the one line an error gets, and an escape sequence cannot drive the terminal.
package func quoted(_ value: some StringProtocol, quote: Character = "'") -> String {
    let limit = 80
    var text = String(quote)
    for character in value.prefix(limit) {
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: text.unicodeScalars.append(scalar)
            }
        }
    }
    if value.count > limit { text += "…" }
    return text + String(quote)
}
