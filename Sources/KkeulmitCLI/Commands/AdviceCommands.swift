import Foundation
import KkeulmitCore

/// `kkeulmit now`.
struct NowCommand: AdviceForm, OptionsCommand {
    var options = AdviceOptions()

    var kind: AdviceKind { .now }

    static let spec = CommandSpec(
        .now,
        sections: [
            .location,
            OptionSection(
                "Output",
                adviceOutput + [
                    OptionEntry(
                        .demo,
                        help: """
                            use a sample forecast built into kkeulmit: no key, no network, same advice
                            on any day; the output says clearly that it is sample data. 'summer': a clear
                            July noon at 33 °C (UTCI, water and a parasol), the forecast alone
                            """)
                ]),
            .common,
        ], prose: HelpText.now, "advice for the hours from now")
}

/// `kkeulmit at DATETIME`.
struct AtCommand: AdviceForm {
    var time: Date
    var options = AdviceOptions()

    var kind: AdviceKind { .at(time) }

    static let spec = CommandSpec(
        .at, operands: [OperandSpec("DATETIME", "2026-11-30T08:00, \"2026-11-30 08:00\" (KST) or ISO 8601")],
        sections: [.location, OptionSection("Output", adviceOutput), .common], prose: HelpText.at,
        "advice for the hours from DATETIME")
}

extension AtCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.init(time: try Self.dateTime(arguments), options: try AdviceOptions(arguments))
    }

    /// DATETIME: one operand, or a date and a time given as two (`at 2026-11-30 08:00` unquoted).
    private static func dateTime(_ arguments: ParsedArguments) throws(UsageError) -> Date {
        let operands = arguments.operands
        guard var text = operands.first else {
            throw arguments.error("'at' needs a DATETIME, e.g. kkeulmit at \"2026-11-30 08:00\" --place 강남구")
        }
        var taken = 1
        if text.count == 10, operands.count > 1, operands[1].contains(":") {
            text += " " + operands[1]
            taken = 2
        }
        try arguments.nothing(after: taken, what: "the DATETIME")
        guard let date = ISO8601.parse(text, allowLocal: true) else {
            throw arguments.error(
                "DATETIME must look like 2026-11-30T08:00, '2026-11-30 08:00' (KST) or 2026-11-30T08:00:00+09:00, "
                    + "got \(quoted(text))")
        }
        return date
    }
}

/// `kkeulmit tomorrow`.
struct TomorrowCommand: AdviceForm, OptionsCommand {
    var options = AdviceOptions()

    var kind: AdviceKind { .tomorrow }

    static let spec = CommandSpec(
        .tomorrow,
        sections: [
            .location,
            OptionSection(
                "Output",
                [OptionEntry(.lang), OptionEntry(.json), OptionEntry(.format), OptionEntry(.back)] + chartOutput),
            .common,
        ], prose: HelpText.tomorrow, "advice for tomorrow's daytime, for an evening check")
}

/// `kkeulmit run-schedule NAME`: what the crontab lines and timers run.
struct RunScheduleCommand: AdviceForm {
    var name: String
    var options = AdviceOptions()

    var kind: AdviceKind { .runSchedule(name) }

    static let spec = CommandSpec(
        .runSchedule, operands: [OperandSpec("NAME", "the name of an entry in the config's \"schedules\"")],
        sections: [
            OptionSection(
                "Output",
                [
                    OptionEntry(
                        .lang, help: "language of the advice (default: the entry's, then config \"lang\", else ko)"),
                    OptionEntry(.json, help: "one JSON object (schemaVersion 1) with a \"schedule\" object"),
                    OptionEntry(.format, help: OptionSpec.formats.orList + " (default: the entry's \"format\")"),
                    OptionEntry(.back, help: "when you come home (default: the entry's \"back\")"),
                    OptionEntry(.color), OptionEntry(.forecastOnly),
                ]),
            .common,
        ], prose: HelpText.runSchedule, "advice for one schedule (what the crontab lines run)")
}

extension RunScheduleCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.init(name: try Self.name(arguments), options: try AdviceOptions(arguments))
    }

    /// NAME: exactly one, spelt as config names are.
    private static func name(_ arguments: ParsedArguments) throws(UsageError) -> String {
        guard let name = arguments.operands.first else {
            throw arguments.error(
                "'run-schedule' needs the NAME of an entry in the config file's \"schedules\", "
                    + "e.g. kkeulmit run-schedule commute")
        }
        try arguments.nothing(after: 1, what: "the schedule name")
        guard Schedule.isValidName(name) else {
            throw arguments.error("\(quoted(name)) cannot be a schedule name: names use letters, digits, '_' and '-'")
        }
        return name
    }
}

/// `now`'s and `at`'s output options.
private let adviceOutput =
    [
        OptionEntry(.hours), OptionEntry(.lang), OptionEntry(.json), OptionEntry(.format),
        OptionEntry(
            .back,
            help: """
                when you come home: advice for that hour too, and what to take along; now and at
                then cover the hours until then (unless --hours)
                """),
    ] + chartOutput

/// The chart and colour options of `now`, `at` and `tomorrow`.
private let chartOutput = [
    OptionEntry(.chart), OptionEntry(.ascii), OptionEntry(.color), OptionEntry(.forecastOnly),
]
