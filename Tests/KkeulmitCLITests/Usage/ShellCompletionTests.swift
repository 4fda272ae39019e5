import Foundation
import KkeulmitCore
import TestSupport
import Testing

@testable import KkeulmitCLI

/// Each completion script, loaded into its real shell, against the command model: every command offers exactly
/// the options the parser accepts, and the values of `--lang`, `--format`, `--place` and the operands.
/// Skipped where the shell is not installed, except under CI (.ci/run installs zsh and fish).
@Suite("Shell completion")
struct ShellCompletionTests {
    static let topics = HelpTopic.allCases

    /// Probes every shell answers the same way, with what each must offer.
    static let probes: [(words: ShellHarness.Probe, check: Check)] =
        topics.map { topic in
            let words = topic == .general ? ["kkeulmit", "--"] : ["kkeulmit", topic.rawValue, "--"]
            return (words, .exactly(CommandSpec.command(topic).offeredOptions.map(\.name)))
        } + [
            (["kkeulmit", ""], .exactly(CommandSpec.commands.map(\.name))),
            (["kkeulmit", "now", "--lang", ""], .exactly(OptionSpec.languages)),
            (["kkeulmit", "at", "--format", ""], .exactly(OptionSpec.formats)),
            (["kkeulmit", "completion", ""], .exactly(CompletionShell.allCases.map(\.rawValue))),
            (["kkeulmit", "help", ""], .exactly(HelpCommand.spec.operandWords)),
            (["kkeulmit", "now", "--place", "종로"], .exactly(["종로1.2.3.4가동", "종로5.6가동", "종로구"])),
            (["kkeulmit", "now", "--place", "Jongno-"], .exactly(["Jongno-gu"])),
            (["kkeulmit", "tomorrow", "--place", "\"서울특별시 중"], .exactly(["서울특별시 중구", "서울특별시 중랑구"])),
            (["kkeulmit", "now", "--place", "서울특별시\\ 중"], .exactly(["서울특별시 중구", "서울특별시 중랑구"])),
            (["kkeulmit", "grid", "--lat", "37.5", "--lon", "127", "--"], .exactly(["--json", "--help"])),
            (["kkeulmit", "now", "--place", "종로구", "--"], .exactly(nowWithoutLocation)),
            (["kkeulmit", "completion", "bash", ""], .excludes(CompletionShell.allCases.map(\.rawValue))),
            (["kkeulmit", "now", "--demo", "s"], .exactly(["summer"])),
        ]

    /// `now`'s options once a location is given: none of the location options again.
    static let nowWithoutLocation = NowCommand.spec.offeredOptions.map(\.name).filter {
        !["--place", "--nx", "--ny", "--lat", "--lon"].contains($0)
    }

    enum Check {
        case exactly([String])
        case excludes([String])
    }

    @Test("bash offers each command's options and values as the model has them")
    func bash() throws { try offers(.bash) }

    @Test(
        "zsh offers each command's options and values as the model has them",
        .requires(.zsh))
    func zsh() throws { try offers(.zsh) }

    @Test(
        "fish offers each command's options and values as the model has them",
        .requires(.fish))
    func fish() throws { try offers(.fish) }

    private func offers(_ shell: CompletionShell) throws {
        let answers = try ShellHarness.complete(shell, script: try generated(shell), probes: Self.probes.map(\.words))
        for ((words, check), answer) in zip(Self.probes, answers) {
            // zsh hands back a match as it would insert it, quoted; fish offers an option whose value is optional
            // (`--demo [summer]`) also as `--demo=`, its way of showing that a value may follow.
            let offered = answer.map { $0.replacingOccurrences(of: "\\", with: "") }
                .filter { !(shell == .fish && $0 == OptionSpec.demo.name + "=") }
            let line = words.joined(separator: " ")
            switch check {
            case .exactly(let expected):
                #expect(Set(offered) == Set(expected), "\(shell): \(line)")
                #expect(offered.count == Set(offered).count, "\(shell) offers duplicates for \(line)")
            case .excludes(let unwanted):
                #expect(Set(offered).isDisjoint(with: unwanted), "\(shell): \(line)")
            }
        }
    }

    @Test("bash completes a value after '=', which it splits off as a word of its own")
    func bashEquals() throws {
        let answers = try ShellHarness.complete(
            .bash, script: try generated(.bash),
            probes: [["kkeulmit", "now", "--lang", "=", ""], ["kkeulmit", "now", "--format", "=", "o"]])
        #expect(answers == [OptionSpec.languages, ["oneline"]])
    }

    @Test(
        "zsh and fish complete a value given with '='",
        arguments: [(CompletionShell.zsh, RealProgram.zsh), (.fish, .fish)].filter { RealProgram.shouldRun([$0.1]) }
            .map(\.0))
    func equals(shell: CompletionShell) throws {
        let answers = try ShellHarness.complete(
            shell, script: try generated(shell),
            probes: [["kkeulmit", "now", "--format=o"], ["kkeulmit", "now", "--place=종로"]])
        let values = answers.map { $0.map { $0.replacingOccurrences(of: "--format=", with: "") } }
        #expect(values[0] == ["oneline"])
        #expect(values[1].map { $0.replacingOccurrences(of: "--place=", with: "") }.contains("종로구"))
    }

    @Test(
        "fish describes an option once, not again on each of its values",
        .requires(.fish))
    func fishDescriptions() throws {
        let scratch = try Subprocess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("kkeulmit.fish")
        try generated(.fish).write(to: file, atomically: true, encoding: .utf8)
        let result = try Subprocess.run(
            Subprocess.find("fish") ?? "fish",
            [
                "--no-config", "-c",
                "source $argv[1]; complete -C 'kkeulmit now --lang '; echo ===; complete -C 'kkeulmit now --place 종로'; "
                    + "echo ===; complete -C 'kkeulmit now --la'",
                file.path,
            ], environment: ["PATH": Subprocess.searchPath, "HOME": scratch.path])
        let groups = result.stdout.components(separatedBy: "===\n").map { $0.split(separator: "\n") }
        try #require(groups.count == 3, "\(result.stdout)\(result.stderr)")
        #expect(groups[0] == ["en", "ko"], "values without the option's description")
        #expect(groups[1].contains("종로구") && groups[1].allSatisfy { !$0.contains("\t") }, "\(groups[1])")
        #expect(groups[2].contains("--lang\t" + OptionSpec.lang.abstract), "the option keeps its description")
    }

    @Test(
        "the zsh script also works sourced after compinit, as 'source <(kkeulmit completion zsh)'",
        .requires(.zsh))
    func zshSourced() throws {
        let scratch = try Subprocess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("kkeulmit.zsh")
        try generated(.zsh).write(to: file, atomically: true, encoding: .utf8)
        let result = try Subprocess.run(
            Subprocess.find("zsh") ?? "zsh",
            [
                "-f", "-c",
                "autoload -U compinit && compinit -u -D && source \(file.path) && print -r -- $_comps[kkeulmit]",
            ],
            environment: ["PATH": Subprocess.searchPath, "HOME": scratch.path])
        #expect(result.status == 0 && result.stdout == "_kkeulmit\n", "\(result.stderr)")
    }

    @Test("the binary prints the scripts the model generates", arguments: CompletionShell.allCases)
    func binaryPrintsScript(shell: CompletionShell) throws {
        #expect(try generated(shell) == shell.script)
    }

    /// `kkeulmit completion SHELL` from the built binary.
    private func generated(_ shell: CompletionShell) throws -> String {
        let result = try Subprocess.run(
            Subprocess.kkeulmit, ["completion", shell.rawValue], environment: ["PATH": Subprocess.searchPath])
        try #require(result.status == 0, "kkeulmit completion \(shell): \(result.stderr)")
        return result.stdout
    }
}
