/// One long option: its name, whether it takes a value, and the commands that accept it.
struct OptionSpec: Sendable {
    var name: String
    var valueName: String
    var commands: Set<HelpTopic>

    var takesValue: Bool { !valueName.isEmpty }

    private static let advice: Set<HelpTopic> = [.now, .at]
    private static let everywhere: Set<HelpTopic> = [.now, .at, .grid]

    static let all: [OptionSpec] = [
        OptionSpec(name: "--nx", valueName: "NX", commands: everywhere),
        OptionSpec(name: "--ny", valueName: "NY", commands: everywhere),
        OptionSpec(name: "--lat", valueName: "LAT", commands: everywhere),
        OptionSpec(name: "--lon", valueName: "LON", commands: everywhere),
        OptionSpec(name: "--place", valueName: "NAME", commands: advice),
        OptionSpec(name: "--hours", valueName: "N", commands: advice),
        OptionSpec(name: "--json", valueName: "", commands: everywhere),
        OptionSpec(name: "--format", valueName: "text|json|oneline", commands: advice),
        OptionSpec(name: "--lang", valueName: "ko|en", commands: advice),
        OptionSpec(name: "--demo", valueName: "", commands: [.now]),
        OptionSpec(name: "--base-url", valueName: "URL", commands: advice),
        OptionSpec(name: "--timeout", valueName: "SECONDS", commands: advice),
        OptionSpec(name: "--no-cache", valueName: "", commands: advice),
        OptionSpec(name: "--verbose", valueName: "", commands: everywhere),
        OptionSpec(name: "--max-stale", valueName: "HOURS", commands: advice),
        OptionSpec(name: "--config", valueName: "PATH", commands: advice),
    ]
}
