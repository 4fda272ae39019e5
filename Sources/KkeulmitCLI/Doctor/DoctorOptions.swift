package struct DoctorOptions: CommandOptions {
    /// `--json`: one object with a `checks` array instead of one line per check.
    package var json = false
    /// `--lang`: the report's language; nil: config `"lang"`, else ko, as for advice.
    package var language: OutputLanguage?
    package var common = CommonOptions()
}

extension DoctorOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(json: arguments.flag(.json), language: try arguments.language(), common: try arguments.common())
    }
}

extension DoctorCommand {
    static let spec = CommandSpec(
        .doctor,
        sections: [
            OptionSection(
                "Output",
                [
                    OptionEntry(
                        .json,
                        help: "one JSON object: {\"checks\": [{\"id\", \"status\", \"message\", \"fix\"} …]}"),
                    OptionEntry(.lang, help: "language of the report (default: config \"lang\", else ko)"),
                ]),
            .common,
        ], prose: HelpText.doctor, "check the key, each service, config, cache and clock, and say what to fix")
}
