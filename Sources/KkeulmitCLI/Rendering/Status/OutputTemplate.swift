import KkeulmitCore

/// `--format 'TEMPLATE'`: any `--format` value holding `{` is a template, since no format name has one.
/// `{name}` is replaced by a `TemplatePlaceholder`'s value, `{{` and `}}` stand for braces; the result is printed
/// as one line. An unknown or unclosed placeholder is a usage error naming it.
package struct OutputTemplate: Equatable, Sendable {
    enum Segment: Equatable, Sendable {
        case literal(String)
        case placeholder(TemplatePlaceholder)
    }

    var segments: [Segment]

    /// Whether a `--format` value is a template rather than a format name.
    package static func isTemplate(_ value: String) -> Bool { value.contains("{") }

    /// The problem in one sentence when `text` is not a valid template.
    package init(parsing text: String) throws(TemplateError) {
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(text)
        while let c = rest.first {
            rest = rest.dropFirst()
            if c == "{" && rest.first == "{" || c == "}" && rest.first == "}" {
                literal.append(c)
                rest = rest.dropFirst()
            } else if c == "{" {
                guard let close = rest.firstIndex(of: "}") else { throw TemplateError.unclosed(String(rest)) }
                let name = String(rest[..<close])
                guard let placeholder = TemplatePlaceholder(rawValue: name) else {
                    throw TemplateError.unknown(name)
                }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(placeholder))
                rest = rest[rest.index(after: close)...]
            } else if c == "}" {
                throw TemplateError.strayBrace
            } else {
                literal.append(c)
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// The filled-in template and a newline; a newline already at its end is not doubled.
    package func render(_ report: AdviceReport, language: OutputLanguage) -> String {
        let text = segments.map { segment in
            switch segment {
            case .literal(let s): s
            case .placeholder(let p): p.value(report, language)
            }
        }.joined()
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}

/// Why a `--format` template cannot be used.
package enum TemplateError: Error, Equatable, Sendable {
    case unknown(String)
    case unclosed(String)
    case strayBrace

    /// One line for the usage error.
    package var message: String {
        let known = TemplatePlaceholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
        switch self {
        case .unknown(let name):
            let hint = CommandLineParser.suggestion(
                name, among: TemplatePlaceholder.allCases.map(\.rawValue))
            return "--format template: unknown placeholder {\(name)}\(hint); known: \(known)"
        case .unclosed(let rest):
            return "--format template: '{\(rest)' has no closing '}' (write {{ for a brace)"
        case .strayBrace:
            return "--format template: a '}' without its '{' (write }} for a brace)"
        }
    }
}
