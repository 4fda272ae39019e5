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
        if topic == .help { return try helpCommand(scan) }
        if scan.wantsHelp { return .help(topic) }
        try checkAccepted(scan.options, by: CommandSpec.command(topic))
        var reader = try OptionReader(options: scan.options, topic: topic)
        return try command(topic, operands: scan.operands, reader: &reader)
    }

    /// `kkeulmit help [COMMAND]`.
    private static func helpCommand(_ scan: Scan) throws(UsageError) -> Command {
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

    /// The command `topic` names, with its operands and options read.
    private static func command(_ topic: HelpTopic, operands: [String], reader: inout OptionReader)
        throws(UsageError) -> Command
    {
        switch topic {
        case .at:
            let time = try dateTime(operands)
            return .at(time: time, options: try reader.adviceOptions())
        case .runSchedule:
            let name = try scheduleName(operands)
            return .runSchedule(name: name, options: try reader.adviceOptions())
        case .feedback:
            return .feedback(try reader.feedbackOptions(operands))
        case .completion:
            return .usage(try completion(operands, reader: reader))
        default:
            break
        }
        // The other commands take options alone.
        try expectNoOperands(operands, topic: topic)
        switch topic {
        case .now: return .now(try reader.adviceOptions())
        case .grid: return .grid(try reader.gridOptions())
        case .tomorrow: return .tomorrow(try reader.adviceOptions())
        case .schedule: return .schedule(try reader.scheduleOptions())
        case .doctor: return .doctor(try reader.doctorOptions())
        case .batch: return .batch(try reader.batchOptions())
        case .setup: return .setup(try reader.setupOptions())
        case .general, .help, .at, .runSchedule, .feedback, .completion: preconditionFailure("handled above")
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
            let (name, inlineValue) = try split(argument, topic: topic)
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

    /// `--name=value` as the name and the value, `--name` as the name alone.
    private static func split(_ argument: String, topic: HelpTopic) throws(UsageError) -> (String, String?) {
        guard argument.hasPrefix("--") else {
            throw UsageError(
                "unknown option \(quoted(argument))" + (argument.count > 2 ? " (long options start with '--')" : ""),
                topic: topic)
        }
        guard let eq = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
    }

    /// The option spelt `name`; a key option someone might try is refused with advice, and an unknown one with
    /// the nearest of `topic`'s.
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
                    + suggestion(name, among: candidates.map(\.name) + [OptionSpec.help.name], quote: true),
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
        let next = index < arguments.count ? arguments[index] : nil
        if spec.valueIsOptional {
            // `--demo` alone, `--demo summer`, `--demo=summer`: the next word is its value only when it is one.
            if let inline { return inline }
            guard let next, spec.values.words.contains(next) else { return nil }
            index += 1
            return next
        }
        if spec.takesValue {
            if let inline { return inline }
            guard let next, !next.hasPrefix("--") else {
                let value =
                    spec.values.words.isEmpty ? spec.valueName ?? "" : spec.values.words.joined(separator: "|")
                throw UsageError("\(name) needs a value: \(name) \(value)", topic: topic)
            }
            index += 1
            return next
        }
        if inline != nil { throw UsageError("\(name) takes no value", topic: topic) }
        return nil
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
}
