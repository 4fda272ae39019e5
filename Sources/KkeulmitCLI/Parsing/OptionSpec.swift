/// One option, described once. The parser, `--help`, the man page and the shell completions are all generated
/// from these descriptions and the commands that list them (`CommandSpec`), so they cannot disagree.
struct OptionSpec: Sendable, Hashable {
    /// `--place`.
    var name: String
    /// `-h` for `--help`; no other option has a short form.
    var shortName: String?
    /// What the value is called in synopses and help (`NAME`, `ko|en`); nil for a flag.
    var valueName: String?
    /// One line: the description completions show, and the help text where a command says nothing else.
    var abstract: String
    /// What the value can be: offered by completions and named when the value is missing.
    var values: ValueCompletion
    /// Accepted, but left out of help, the man page and completions (the completion scripts' own call-backs).
    var isHidden: Bool
    /// The value may be left out (`--demo` or `--demo summer`): only one of `values`' words is taken as it.
    var valueIsOptional: Bool

    init(
        _ name: String, short: String? = nil, value: String? = nil, values: ValueCompletion = .free,
        hidden: Bool = false, optionalValue: Bool = false, _ abstract: String
    ) {
        (self.name, shortName, valueName, self.abstract) = (name, short, value, abstract)
        (self.values, isHidden, valueIsOptional) = (values, hidden, optionalValue)
    }

    var takesValue: Bool { valueName != nil }

    /// `--hours N`, `--json`: how help and synopses write the option.
    var usage: String { valueName.map { valueIsOptional ? "\(name) [\($0)]" : "\(name) \($0)" } ?? name }
}

/// What a shell may offer for an option's value or an operand.
enum ValueCompletion: Sendable, Hashable {
    /// Anything (a number, a time, a URL): nothing to offer.
    case free
    /// One of these words.
    case choices([String])
    /// A name from KMA's place table, found by prefix through `kkeulmit completion --list-places PREFIX`.
    case places
    /// A file path.
    case file

    /// The words of `.choices`, else none.
    var words: [String] {
        if case .choices(let words) = self { return words }
        return []
    }
}

extension Array where Element == String {
    /// `text, json or oneline`.
    var orList: String { listed(with: "or") }
    /// `now, at and grid`.
    var andList: String { listed(with: "and") }

    /// `'text', 'json' or 'oneline'`: the words as an error message names them.
    var quotedAlternatives: String { map { "'\($0)'" }.orList }

    private func listed(with conjunction: String) -> String {
        guard let last else { return "" }
        return count == 1 ? last : dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
