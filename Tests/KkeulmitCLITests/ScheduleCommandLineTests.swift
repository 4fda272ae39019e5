import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("CommandLineParser: tomorrow, schedule, run-schedule")
struct ScheduleCommandLineTests {
    @Test(
        "parses the schedule commands",
        arguments: [
            (["tomorrow"], TomorrowCommand(options: AdviceOptions())),
            (
                ["tomorrow", "--place", "종로구", "--json"],
                TomorrowCommand(options: AdviceOptions(location: .place("종로구"), format: .json))
            ),
            (
                ["tomorrow", "--nx", "60", "--ny", "127", "--lang", "en", "--format", "oneline", "--no-cache"],
                TomorrowCommand(
                    options:
                        AdviceOptions(
                            location: .cell(nx: 60, ny: 127), format: .oneline, language: .en,
                            common: CommonOptions(noCache: true)))
            ),
            (["schedule"], ScheduleCommand(options: ScheduleOptions())),
            (["schedule", "--install"], ScheduleCommand(options: ScheduleOptions(action: .install))),
            (["schedule", "--uninstall"], ScheduleCommand(options: ScheduleOptions(action: .uninstall))),
            (
                ["schedule", "--install", "--utc"],
                ScheduleCommand(options: ScheduleOptions(action: .install, utc: true))
            ),
            (["schedule", "--utc"], ScheduleCommand(options: ScheduleOptions(utc: true))),
            (
                ["--config", "/etc/k.json", "schedule", "--verbose"],
                ScheduleCommand(options: ScheduleOptions(configPath: "/etc/k.json", verbose: true))
            ),
            (["run-schedule", "commute"], RunScheduleCommand(name: "commute", options: AdviceOptions())),
            (
                ["--config", "/c.json", "run-schedule", "evening_2"],
                RunScheduleCommand(
                    name: "evening_2", options: AdviceOptions(common: CommonOptions(configPath: "/c.json")))
            ),
            (
                ["run-schedule", "commute", "--json", "--lang", "en", "--timeout", "5"],
                RunScheduleCommand(
                    name: "commute",
                    options: AdviceOptions(format: .json, language: .en, common: CommonOptions(timeoutSeconds: 5)))
            ),
            (["help", "run-schedule"], HelpCommand(topic: .runSchedule)),
            (["schedule", "--help"], HelpCommand(topic: .schedule)),
            (["tomorrow", "-h"], HelpCommand(topic: .tomorrow)),
        ] as [([String], any DeclaredCommand)])
    func parses(arguments: [String], expected: any DeclaredCommand) throws {
        #expect(try CommandLineParser.parse(arguments).isSame(as: expected))
    }

    @Test(
        "refuses what the schedule commands do not take, naming it",
        arguments: [
            (["schedule", "--install", "--uninstall"], "give --install or --uninstall, not both"),
            (["schedule", "--uninstall", "--utc"], "--utc only changes the lines written"),
            (["schedule", "commute"], "unexpected argument 'commute' after 'schedule'"),
            (["schedule", "--json"], "--json is not an option of 'schedule'"),
            (["run-schedule"], "'run-schedule' needs the NAME"),
            (["run-schedule", "a", "b"], "unexpected argument 'b' after the schedule name"),
            (["run-schedule", "a;rm"], "'a;rm' cannot be a schedule name"),
            (["run-schedule", "commute", "--place", "종로구"], "--place is not an option of 'run-schedule'"),
            (["run-schedule", "commute", "--hours", "3"], "--hours is not an option of 'run-schedule'"),
            (["tomorrow", "--hours", "3"], "--hours is not an option of 'tomorrow'"),
            (["tomorrow", "--demo"], "--demo is not an option of 'tomorrow'"),
            (["now", "--install"], "--install is not an option of 'now'"),
            (["tomorow"], "unknown command 'tomorow' (did you mean 'tomorrow'?)"),
            (["schedul"], "unknown command 'schedul' (did you mean 'schedule'?)"),
        ])
    func refuses(arguments: [String], fragment: String) {
        #expect {
            try CommandLineParser.parse(arguments)
        } throws: { error in
            (error as? UsageError)?.message.contains(fragment) == true
        }
    }

    @Test("every new command has a help page that leads with examples and a synopsis naming it")
    func helpPages() {
        for topic in [HelpTopic.tomorrow, .schedule, .runSchedule] {
            let text = HelpText.text(for: topic)
            #expect(text.contains("\n\nExamples:\n  kkeulmit \(topic.rawValue)"))
            #expect(HelpText.synopsis(for: topic).hasPrefix("usage: kkeulmit \(topic.rawValue)"))
            #expect(HelpText.text(for: .general).contains("  \(topic.rawValue) "))
        }
    }
}
