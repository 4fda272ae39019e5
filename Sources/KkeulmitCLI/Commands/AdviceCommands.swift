import Foundation
import KkeulmitCore

/// `kkeulmit now`.
struct NowCommand: AdviceForm, OptionsCommand {
    var options = AdviceOptions()

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

    func plan(configuration: Configuration, now: Date, configFile: String) -> AdvicePlan {
        AdvicePlan(windowStart: time)
    }

    static let spec = CommandSpec(
        .at, operands: [OperandSpec("DATETIME", "2026-11-30T08:00, \"2026-11-30 08:00\" (KST) or ISO 8601")],
        sections: [.location, OptionSection("Output", adviceOutput), .common], prose: HelpText.at,
        "advice for the hours from DATETIME")
}

extension AtCommand {
    /// DATETIME: one operand, or a date and a time given as two (`at 2026-11-30 08:00` unquoted).
    init(parsing arguments: ParsedArguments) throws(UsageError) {
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
        self.init(time: date, options: try AdviceOptions(arguments))
    }
}

/// `kkeulmit tomorrow`.
struct TomorrowCommand: AdviceForm, OptionsCommand {
    var options = AdviceOptions()

    func plan(configuration: Configuration, now: Date, configFile: String) throws -> AdvicePlan {
        let hours = configuration.tomorrow
        guard
            let window = TomorrowWindow(
                now: now, from: hours?.from ?? TomorrowWindow.defaultFrom,
                until: hours?.until ?? TomorrowWindow.defaultUntil)
        else { throw InternalError("tomorrow's window could not be formed") }
        return AdvicePlan(
            windowStart: window.start.instant, hours: window.hours,
            hoursSource: hours == nil ? .builtIn : .configFile(path: configFile, key: "tomorrow"), tomorrow: window)
    }

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

    /// The entry's window, fixed by its scheduled time, and its location, language, format and output.
    func plan(configuration: Configuration, now: Date, configFile file: String) throws -> AdvicePlan {
        guard let entry = configuration.schedules.first(where: { $0.name == name }) else {
            let names = configuration.schedules.map(\.name)
            if names.isEmpty {
                throw UsageError(
                    "no schedule named '\(name)': \(file) has no \"schedules\" (see 'kkeulmit schedule --help')",
                    topic: .runSchedule)
            }
            throw UsageError(
                "no schedule named '\(name)' in \(file)"
                    + CommandLineParser.suggestion(name, among: names) + "; its schedules are "
                    + names.map { "'\($0)'" }.joined(separator: ", ")
                    + " (after editing them, run 'kkeulmit schedule --install' again)", topic: .runSchedule)
        }
        let window = ScheduleWindow(schedule: entry.schedule, firedAt: now)
        return AdvicePlan(
            windowStart: window.start.instant, hours: window.hours,
            hoursSource: .schedule(name: entry.name, path: file),
            // A run by hand before the first occurrence previews it with the issue available now.
            forecastTime: min(window.occurrenceInstant, now),
            location: entry.location, language: entry.language, format: entry.format, template: entry.template,
            schedule: AdviceReport.ScheduledRun(name: entry.name, occurrence: window.occurrence), back: entry.back,
            entry: entry)
    }

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
    /// NAME: exactly one, spelt as config names are.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard let name = arguments.operands.first else {
            throw arguments.error(
                "'run-schedule' needs the NAME of an entry in the config file's \"schedules\", "
                    + "e.g. kkeulmit run-schedule commute")
        }
        try arguments.nothing(after: 1, what: "the schedule name")
        guard Schedule.isValidName(name) else {
            throw arguments.error("\(quoted(name)) cannot be a schedule name: names use letters, digits, '_' and '-'")
        }
        self.init(name: name, options: try AdviceOptions(arguments))
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
