import Foundation
import KkeulmitCore

/// Turns argv (without the program name) into a `Command`. Pure: no environment, files or clock.
///
/// Options may come before or after the command, as `--name value` or `--name=value`; `--` ends options.
/// The first problem found is reported, naming the argument at fault.
package enum CommandLineParser {
    package static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        let scan = try scan(arguments)
        guard let name = scan.command else {
            if scan.wantsHelp { return .help(.general) }
            // A command's options without the command (`kkeulmit --json`) lack the command, not the options.
            if scan.options.allSatisfy({ CommandSpec.root.accepts($0.spec) }) {
                if scan.has(.version) { return .version }
                if scan.has(.generateMan) { return .usage(.manPage) }
            }
            throw UsageError("missing command: try 'kkeulmit now --place 종로구' or 'kkeulmit --help'")
        }
        guard let topic = HelpTopic(rawValue: name), topic != .general else {
            throw UsageError(
                "unknown command \(quoted(name))" + suggestion(name, among: commandNames + ["help"], quote: true)
                    + ": commands are \(commandList)")
        }
        if topic == .help {
            try checkAccepted(scan.options, by: CommandSpec.command(.help))
            if let extra = scan.operands.dropFirst().first {
                throw UsageError("unexpected argument \(quoted(extra)) after the COMMAND", topic: .help)
            }
            guard let subject = scan.operands.first else { return .help(scan.wantsHelp ? .help : .general) }
            guard let named = HelpTopic(rawValue: subject), named != .general else {
                throw UsageError("no help for \(quoted(subject)): commands are \(commandList)", topic: .help)
            }
            return .help(named)
        }
        if scan.wantsHelp { return .help(topic) }
        try checkAccepted(scan.options, by: CommandSpec.command(topic))
        var reader = try OptionReader(options: scan.options, topic: topic)
        switch topic {
        case .now:
            try expectNoOperands(scan.operands, topic: topic)
            return .now(try reader.adviceOptions())
        case .at:
            let time = try dateTime(scan.operands)
            return .at(time: time, options: try reader.adviceOptions())
        case .grid:
            try expectNoOperands(scan.operands, topic: topic)
            return .grid(try reader.gridOptions())
        case .tomorrow:
            try expectNoOperands(scan.operands, topic: topic)
            return .tomorrow(try reader.adviceOptions())
        case .schedule:
            try expectNoOperands(scan.operands, topic: topic)
            return .schedule(try reader.scheduleOptions())
        case .runSchedule:
            let name = try scheduleName(scan.operands)
            return .runSchedule(name: name, options: try reader.adviceOptions())
        case .feedback:
            return .feedback(try reader.feedbackOptions(scan.operands))
        case .completion:
            return .usage(try completion(scan.operands, reader: reader))
        case .doctor:
            try expectNoOperands(scan.operands, topic: topic)
            return .doctor(try reader.doctorOptions())
        case .batch:
            try expectNoOperands(scan.operands, topic: topic)
            return .batch(try reader.batchOptions())
        case .setup:
            try expectNoOperands(scan.operands, topic: topic)
            return .setup(try reader.setupOptions())
        case .general, .help:
            preconditionFailure("handled above")
        }
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
            let name: String
            var inlineValue: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            } else {
                name = argument
            }
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
                        + suggestion(name, among: candidates.map(\.name) + [OptionSpec.help.name], quote: true),
                    topic: topic)
            }
            if spec == .help {
                if inlineValue != nil { throw UsageError("--help takes no value", topic: topic) }
                result.wantsHelp = true
            } else if spec.valueIsOptional {
                // `--demo` alone, `--demo summer`, `--demo=summer`: the next word is its value only when it is one.
                if let inlineValue {
                    result.options.append(Occurrence(spec: spec, value: inlineValue))
                } else if index < arguments.count, spec.values.words.contains(arguments[index]) {
                    result.options.append(Occurrence(spec: spec, value: arguments[index]))
                    index += 1
                } else {
                    result.options.append(Occurrence(spec: spec, value: nil))
                }
            } else if spec.takesValue {
                if let inlineValue {
                    result.options.append(Occurrence(spec: spec, value: inlineValue))
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    result.options.append(Occurrence(spec: spec, value: arguments[index]))
                    index += 1
                } else {
                    let value =
                        spec.values.words.isEmpty ? spec.valueName ?? "" : spec.values.words.joined(separator: "|")
                    throw UsageError("\(name) needs a value: \(name) \(value)", topic: topic)
                }
            } else {
                if inlineValue != nil { throw UsageError("\(name) takes no value", topic: topic) }
                result.options.append(Occurrence(spec: spec, value: nil))
            }
        }
        return result
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

    private static func expectNoOperands(_ operands: [String], topic: HelpTopic) throws(UsageError) {
        if let first = operands.first {
            throw UsageError("unexpected argument \(quoted(first)) after '\(topic.rawValue)'", topic: topic)
        }
    }

    /// `run-schedule`'s NAME: exactly one, spelt as config names are.
    private static func scheduleName(_ operands: [String]) throws(UsageError) -> String {
        guard let name = operands.first else {
            throw UsageError(
                "'run-schedule' needs the NAME of an entry in the config file's \"schedules\", "
                    + "e.g. kkeulmit run-schedule commute", topic: .runSchedule)
        }
        if let extra = operands.dropFirst().first {
            throw UsageError("unexpected argument \(quoted(extra)) after the schedule name", topic: .runSchedule)
        }
        guard Schedule.isValidName(name) else {
            throw UsageError(
                "\(quoted(name)) cannot be a schedule name: names use letters, digits, '_' and '-'", topic: .runSchedule
            )
        }
        return name
    }

    /// `at`'s DATETIME: one operand, or a date and a time given as two (`at 2026-11-30 08:00` unquoted).
    private static func dateTime(_ operands: [String]) throws(UsageError) -> Date {
        guard var text = operands.first else {
            throw UsageError("'at' needs a DATETIME, e.g. kkeulmit at \"2026-11-30 08:00\" --place 강남구", topic: .at)
        }
        var rest = operands.dropFirst()
        if text.count == 10, let next = rest.first, next.contains(":") {
            text += " " + next
            rest = rest.dropFirst()
        }
        if let extra = rest.first {
            throw UsageError("unexpected argument \(quoted(extra)) after the DATETIME", topic: .at)
        }
        guard let date = ISO8601.parse(text, allowLocal: true) else {
            throw UsageError(
                "DATETIME must look like 2026-11-30T08:00, '2026-11-30 08:00' (KST) or 2026-11-30T08:00:00+09:00, "
                    + "got \(quoted(text))", topic: .at)
        }
        return date
    }

    /// `completion SHELL`, or the place names a completion script asks for.
    private static func completion(_ operands: [String], reader: OptionReader) throws(UsageError) -> UsageRequest {
        if let prefix = reader.placePrefix() {
            try expectNoOperands(operands, topic: .completion)
            return .placeNames(prefix: prefix)
        }
        let shells = CompletionShell.allCases.map(\.rawValue)
        guard let name = operands.first else {
            throw UsageError(
                "'completion' needs a SHELL: \(shells.orList), e.g. kkeulmit completion bash", topic: .completion)
        }
        guard let shell = CompletionShell(rawValue: name) else {
            throw UsageError("SHELL must be \(shells.quotedAlternatives), got \(quoted(name))", topic: .completion)
        }
        if let extra = operands.dropFirst().first {
            throw UsageError("unexpected argument \(quoted(extra)) after the SHELL", topic: .completion)
        }
        return .completion(shell)
    }

    /// ` (did you mean 'X'?)` when one candidate is close to `word`, else empty.
    static func suggestion(_ word: String, among candidates: [String], quote: Bool) -> String {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        let limit = max(1, min(2, word.count / 4))
        let prefixHit = word.count >= 4 && candidates.filter { $0.hasPrefix(word) }.count == 1
        if best.1 <= limit { return " (did you mean '\(best.0)'?)" }
        if prefixHit, let hit = candidates.first(where: { $0.hasPrefix(word) }) { return " (did you mean '\(hit)'?)" }
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
