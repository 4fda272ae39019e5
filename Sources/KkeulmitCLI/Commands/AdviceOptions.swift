import KkeulmitCore

/// Options of `now`, `at`, `tomorrow` and `run-schedule`; nil means "not given": the config file or default decides.
package struct AdviceOptions: CommandOptions {
    package var location: LocationSpec?
    package var hours: Int?
    package var format: OutputFormat?
    package var language: OutputLanguage?
    /// `now --demo`: the built-in sample, no key, no network.
    package var demo = false
    /// `now --demo summer`: which sample; the winter one unless `summer` was given.
    package var demoSample: DemoSampleKind = .winter
    package var common = CommonOptions()
    /// `--back HH:MM`: when the person comes home.
    package var back: TimeOfDay?
    /// `--format 'TEMPLATE'`: replaces `format`.
    package var template: OutputTemplate?
    package var chart: Bool = false
    /// `--forecast-only`: the run uses `vilageFcst` alone.
    package var forecastOnly: Bool = false
    /// `--ascii`: the chart in plain ASCII.
    package var ascii: Bool = false
    /// `--color`; nil is `auto`.
    package var colour: ColourChoice?
}

extension AdviceOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(
            location: try arguments.location(), hours: try arguments.integer(.hours, in: AdviceWindow.hoursRange),
            format: try Self.format(arguments), language: try arguments.language(), demo: arguments.flag(.demo),
            common: try arguments.common())
        if let raw = arguments.value(.format), OutputTemplate.isTemplate(raw) {
            if arguments.flag(.json) {
                throw arguments.error("--json contradicts a --format template: give one of them")
            }
            do throws(TemplateError) {
                template = try OutputTemplate(parsing: raw)
            } catch {
                throw arguments.error(error.message)
            }
        }
        (chart, ascii, forecastOnly) = (arguments.flag(.chart), arguments.flag(.ascii), arguments.flag(.forecastOnly))
        if chart, template != nil || (format ?? .text) != .text {
            throw arguments.error("--chart goes with the text output, not --format or --json")
        }
        if ascii && !chart { throw arguments.error("--ascii only changes the chart: give it with --chart") }
        colour = try arguments.choice(.color)
        if let raw = arguments.value(.demo) {
            // `--demo`'s optional value: `summer` only (the winter sample is what `--demo` alone reads).
            guard raw == DemoSampleKind.summer.rawValue else {
                throw arguments.error("--demo takes no value or 'summer', got \(quoted(raw))")
            }
            demoSample = .summer
        }
        if let raw = arguments.value(.back) {
            guard let back = TimeOfDay(parsing: raw) else {
                throw arguments.error("--back must be a time of day HH:MM (KST), e.g. --back 19:00, got \(quoted(raw))")
            }
            self.back = back
        }
    }

    /// `--format` (not a template) and `--json`, which must agree.
    private static func format(_ arguments: ParsedArguments) throws(UsageError) -> OutputFormat? {
        var format: OutputFormat?
        if let raw = arguments.value(.format), !OutputTemplate.isTemplate(raw) {
            guard let parsed = OutputFormat(rawValue: raw) else {
                throw arguments.error(
                    "--format must be \(OptionSpec.formats.quotedAlternatives), or a template with {placeholders}; "
                        + "got \(quoted(raw))")
            }
            format = parsed
        }
        if arguments.flag(.json) {
            if let format, format != .json {
                throw arguments.error("--json contradicts --format \(format.rawValue): give one of them")
            }
            format = .json
        }
        return format
    }
}
