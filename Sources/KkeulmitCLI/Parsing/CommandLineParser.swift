import Foundation
import KkeulmitCore

/// Turns argv (minus the program name) into the command it asks for, made by the command's `init(parsing:)` from what
/// it takes (`spec`). Pure: no environment, files or clock. Options go before or after the command, as `--name value`
/// or `--name=value`; `--` ends options. The first problem found is reported, naming the argument at fault.
package enum CommandLineParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> any DeclaredCommand {
        let scan = try scan(arguments)
        guard let name = scan.command else {
            if scan.wantsHelp { return HelpCommand(topic: .general) }
            // A command's options without the command (`kkeulmit --json`) lack the command, not the options.
            if scan.options.allSatisfy({ CommandSpec.root.accepts($0.spec) }) {
                if scan.has(.version) { return HelpCommand(topic: nil) }
                if scan.has(.generateMan) { return CompletionCommand(output: .manPage) }
            }
            throw UsageError("missing command: try 'kkeulmit now --place 종로구' or 'kkeulmit --help'")
        }
        guard let command = CommandSpec.declared.first(where: { $0.spec.name == name }) else {
            throw UsageError(
                "unknown command \(quoted(name))" + suggestion(name, among: commandNames + ["help"])
                    + ": commands are \(commandList)")
        }
        let topic = command.spec.topic
        // `help --help` is help's own page; `help now` is made by `help` as any command reads its operands.
        if scan.wantsHelp, topic != .help || scan.operands.isEmpty { return HelpCommand(topic: topic) }
        try checkAccepted(scan.options, by: command.spec)
        return try command.init(
            parsing: ParsedArguments(options: scan.options, operands: scan.operands, topic: topic))
    }

    /// What tools outside this module (the fuzz targets) see of a parse: the command's help page, and for a help
    /// command the page it prints (nil for `--version`).
    package static func outline(_ arguments: [String]) throws(UsageError) -> (topic: HelpTopic, prints: HelpTopic?) {
        let command = try parse(arguments)
        return (command.topic, (command as? HelpCommand)?.topic)
    }

    /// Every command, in the order help lists them (`help` aside).
    static var commandNames: [String] { CommandSpec.commands.filter { $0.topic != .help }.map(\.name) }
    static var commandList: String { commandNames.andList }

    /// Refuses the first option `command` does not take, naming the commands that do.
    private static func checkAccepted(_ options: [Occurrence], by command: CommandSpec) throws(UsageError) {
        for occurrence in options where !command.accepts(occurrence.spec) {
            let takers = (CommandSpec.commands + [CommandSpec.root]).filter { $0.accepts(occurrence.spec) }
            let allowed =
                takers.map(\.topic) == [.general]
                ? "it goes alone: kkeulmit \(occurrence.spec.name)"
                : "it goes with " + takers.map { "'\($0.name)'" }.sorted().andList
            throw UsageError(
                "\(occurrence.spec.name) is not an option of '\(command.name)' (\(allowed))", topic: command.topic)
        }
    }

    // MARK: - Scanning

    struct Occurrence {
        var spec: OptionSpec
        var value: String?
    }

    struct Scan {
        var command: String?
        var operands: [String] = []
        var options: [Occurrence] = []
        var wantsHelp = false

        func has(_ option: OptionSpec) -> Bool { options.contains { $0.spec == option } }
    }

    private static func scan(_ arguments: [String]) throws(UsageError) -> Scan {
        var result = Scan()
        var index = 0
        var optionsEnded = false
        var topic: HelpTopic { result.command.flatMap(HelpTopic.init(rawValue:)) ?? .general }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || looksNumeric(argument) {
                if result.command == nil { result.command = argument } else { result.operands.append(argument) }
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == OptionSpec.help.shortName {
                result.wantsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError(
                    "unknown option \(quoted(argument))"
                        + (argument.count > 2 ? " (long options start with '--')" : ""),
                    topic: topic)
            }
            // `--name=value` as the name and the value, `--name` as the name alone.
            let (name, inlineValue) =
                argument.firstIndex(of: "=").map {
                    (String(argument[..<$0]), String(argument[argument.index(after: $0)...]))
                }
                ?? (argument, nil)
            let spec = try option(named: name, topic: topic)
            if spec == .help {
                if inlineValue != nil { throw UsageError("--help takes no value", topic: topic) }
                result.wantsHelp = true
            } else {
                let value = try value(of: spec, as: name, inline: inlineValue, in: arguments, at: &index, topic: topic)
                result.options.append(Occurrence(spec: spec, value: value))
            }
        }
        return result
    }

    /// Option `name`; a key option someone might try is refused with advice, an unknown one with `topic`'s nearest.
    private static func option(named name: String, topic: HelpTopic) throws(UsageError) -> OptionSpec {
        if keyOptionNames.contains(name.lowercased()) {
            // The value is never echoed: it may be the key itself.
            throw UsageError(
                "there is no \(name) option: set the service key in the KMA_SERVICE_KEY environment variable "
                    + "or point \"serviceKeyFile\" in the config file at a file holding it (API Hub's: "
                    + "KMA_APIHUB_KEY or \"apiHubKeyFile\"; a key on the command line leaks into shell history and ps)",
                topic: topic)
        }
        guard let spec = OptionSpec.all.first(where: { $0.name == name }) else {
            let command = CommandSpec.command(topic)
            let candidates = (topic == .general ? OptionSpec.all : command.options).filter { !$0.isHidden }
            throw UsageError(
                "unknown option \(quoted(name))"
                    + suggestion(name, among: candidates.map(\.name) + [OptionSpec.help.name]),
                topic: topic)
        }
        return spec
    }

    /// The value `spec` is given: inline (`--name=value`), else the next argument when it can be one (taken, so
    /// `index` moves past it); nil for a flag or an optional value not given.
    private static func value(
        of spec: OptionSpec, as name: String, inline: String?, in arguments: [String], at index: inout Int,
        topic: HelpTopic
    ) throws(UsageError) -> String? {
        guard spec.takesValue else {
            if inline != nil { throw UsageError("\(name) takes no value", topic: topic) }
            return nil
        }
        if let inline { return inline }
        let next = index < arguments.count ? arguments[index] : nil
        if spec.valueIsOptional {
            // `--demo` alone, `--demo summer`, `--demo=summer`: the next word is its value only when it is one.
            guard let next, spec.values.words.contains(next) else { return nil }
        } else if next?.hasPrefix("--") ?? true {
            let value = spec.values.words.isEmpty ? spec.valueName ?? "" : spec.values.words.joined(separator: "|")
            throw UsageError("\(name) needs a value: \(name) \(value)", topic: topic)
        }
        index += 1
        return next
    }

    /// `-33.5` is an operand or a value, not an option.
    private static func looksNumeric(_ s: String) -> Bool {
        s.count > 1 && s.hasPrefix("-") && s.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    /// Spellings of a key option someone might try; all refused with advice.
    package static let keyOptionNames: Set<String> = [
        "--key", "--service-key", "--servicekey", "--service_key", "--api-key", "--apikey", "--kma-service-key",
        "--kma-key", "--auth-key", "--authkey", "--apihub-key", "--api-hub-key",
    ]
}

/// Unknown command or option's "did you mean": nearest by edit distance, or the one name a long enough prefix starts.
extension CommandLineParser {
    /// ` (did you mean 'X'?)` when one candidate is close to `word`, else empty.
    static func suggestion(_ word: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        let limit = max(1, min(2, word.count / 4))
        let prefixed = candidates.filter { $0.hasPrefix(word) }
        if best.1 <= limit { return " (did you mean '\(best.0)'?)" }
        if word.count >= 4, prefixed.count == 1 { return " (did you mean '\(prefixed[0])'?)" }
        return ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps (`nwo` → `now`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

/// A command line that cannot be carried out (exit 64). `message` names the offending argument and never
/// contains a value given to a service-key-like option.
package struct UsageError: ReportedFailure, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    /// The help page that explains the command involved.
    package var topic: HelpTopic

    package init(_ message: String, topic: HelpTopic = .general) {
        (self.message, self.topic) = (message, topic)
    }

    package var description: String { message }

    /// 64, pointing at the help page this error names (it explains the faulty argument), whichever command ran.
    package func report(topic _: HelpTopic) -> (code: ExitCode, message: String) {
        FailureReport.usage(message, topic: topic)
    }
}
