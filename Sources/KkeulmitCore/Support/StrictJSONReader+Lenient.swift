/// The services' lenient fields, read strictly: a value that may come as a string or a number, as `Lenient` reads
/// it through `JSONDecoder`.
extension StrictJSONReader {
    /// A string rendered as it is, or an integer rendered in decimal; nil (absent) for `null`. The outer nil means
    /// "not one of those": a fraction, an exponent, a boolean, a container, `-0` or an integer beyond `Int`.
    mutating func readStringOrInteger() -> String?? {
        switch peek() {
        case UInt8(ascii: "\""): return readString().map { text -> String? in text }
        case UInt8(ascii: "n"): return consumeNull() ? .some(nil) : nil
        default: return readInteger().map { number -> String? in String(number) }
        }
    }

    /// An integer, or a string holding one (spaces around it allowed); `null` gives `.some(nil)`, as does a string
    /// that holds no integer. The outer nil means "not one of those".
    mutating func readIntegerOrString() -> Int?? {
        switch peek() {
        case UInt8(ascii: "\""): return readString().map { text -> Int? in Int(text.trimmingSpaces) }
        case UInt8(ascii: "n"): return consumeNull() ? .some(nil) : nil
        default: return readInteger().map { number -> Int? in number }
        }
    }
}
