/// One long option: its name, whether it takes a value, and the commands that accept it.
struct OptionSpec: Sendable {
    var name: String
    var valueName: String
    var commands: Set<HelpTopic>

    var takesValue: Bool { !valueName.isEmpty }

    /// Commands that fetch a forecast.
    private static let advice: Set<HelpTopic> = [.now, .at, .tomorrow, .runSchedule]
    /// Commands that take a location (`run-schedule`'s comes from its config entry).
    private static let located: Set<HelpTopic> = [.now, .at, .tomorrow]
    private static let everywhere: Set<HelpTopic> = [.now, .at, .grid, .tomorrow, .runSchedule]

    static let all: [OptionSpec] = [
        OptionSpec(name: "--nx", valueName: "NX", commands: located.union([.grid])),
        OptionSpec(name: "--ny", valueName: "NY", commands: located.union([.grid])),
        OptionSpec(name: "--lat", valueName: "LAT", commands: located.union([.grid])),
        OptionSpec(name: "--lon", valueName: "LON", commands: located.union([.grid])),
        OptionSpec(name: "--place", valueName: "NAME", commands: located),
        OptionSpec(name: "--hours", valueName: "N", commands: [.now, .at]),
        OptionSpec(name: "--json", valueName: "", commands: everywhere),
        OptionSpec(name: "--format", valueName: "text|json|oneline", commands: advice),
        OptionSpec(name: "--lang", valueName: "ko|en", commands: advice.union([.feedback])),
        OptionSpec(name: "--demo", valueName: "", commands: [.now]),
        OptionSpec(name: "--base-url", valueName: "URL", commands: advice),
        OptionSpec(name: "--timeout", valueName: "SECONDS", commands: advice),
        OptionSpec(name: "--no-cache", valueName: "", commands: advice),
        OptionSpec(name: "--verbose", valueName: "", commands: everywhere.union([.schedule, .feedback])),
        OptionSpec(name: "--max-stale", valueName: "HOURS", commands: advice),
        OptionSpec(name: "--config", valueName: "PATH", commands: advice.union([.schedule, .feedback])),
        OptionSpec(name: "--install", valueName: "", commands: [.schedule]),
        OptionSpec(name: "--uninstall", valueName: "", commands: [.schedule]),
        OptionSpec(name: "--utc", valueName: "", commands: [.schedule]),
        OptionSpec(name: "--back", valueName: "HH:MM", commands: advice),
        OptionSpec(name: "--at", valueName: "DATETIME", commands: [.feedback]),
    ]
}
