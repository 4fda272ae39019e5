import Foundation

@testable import KkeulmitCLI

/// Loads a generated completion script into the real shell and asks it to complete command lines, the way a
/// user's Tab does, returning what each would offer. The shells run with no user configuration and a scratch
/// HOME; `kkeulmit` on their PATH is the built binary, which the scripts call back for `--place`.
enum ShellHarness {
    /// One command line to complete: its words, the last being the one under the cursor (empty for a new word).
    typealias Probe = [String]

    static func complete(_ shell: CompletionShell, script: String, probes: [Probe]) throws -> [[String]] {
        let scratch = try Subprocess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = [
            "PATH": Subprocess.searchPath, "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config",
            "XDG_DATA_HOME": scratch.path + "/data", "XDG_CACHE_HOME": scratch.path + "/cache", "LANG": "C.UTF-8",
            "TERM": "dumb",
        ]
        let result: Subprocess.Result
        switch shell {
        case .bash:
            let file = scratch.appendingPathComponent("kkeulmit.bash")
            try script.write(to: file, atomically: true, encoding: .utf8)
            let driver = bashDriver(script: file.path, probes: probes)
            result = try Subprocess.run(
                try path(of: "bash"), ["--norc", "--noprofile", "-c", driver], environment: environment)
        case .zsh:
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent("functions"), withIntermediateDirectories: true)
            try script.write(
                to: scratch.appendingPathComponent("functions/_kkeulmit"), atomically: true, encoding: .utf8)
            try zshSetup.write(to: scratch.appendingPathComponent("setup.zsh"), atomically: true, encoding: .utf8)
            let lines = probes.map { $0.joined(separator: " ") }
            result = try Subprocess.run(
                try path(of: "zsh"), ["-f", "-c", zshDriver, "zsh", scratch.path] + lines, environment: environment)
        case .fish:
            let file = scratch.appendingPathComponent("kkeulmit.fish")
            try script.write(to: file, atomically: true, encoding: .utf8)
            let lines = probes.map { $0.joined(separator: " ") }
            result = try Subprocess.run(
                try path(of: "fish"), ["--no-config", "-c", fishDriver, file.path] + lines, environment: environment)
        }
        guard result.status == 0 else {
            throw HarnessError("\(shell) exited \(result.status): \(result.stderr)\(result.stdout)")
        }
        return try parse(result.stdout, count: probes.count, shell: shell)
    }

    /// `=== N` before each probe's candidates, one a line; fish's descriptions (after a tab) dropped.
    private static func parse(_ output: String, count: Int, shell: CompletionShell) throws -> [[String]] {
        var groups: [[String]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                groups.append([])
            } else if !groups.isEmpty, !line.isEmpty {
                groups[groups.count - 1].append(String(line.prefix { $0 != "\t" }))
            }
        }
        guard groups.count == count else {
            throw HarnessError("\(shell) answered \(groups.count) of \(count) probes:\n\(output)")
        }
        return groups
    }

    private static func path(of shell: String) throws -> String {
        guard let path = Subprocess.find(shell) else { throw HarnessError("\(shell) is not installed") }
        return path
    }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - bash

    /// Sources the script and calls its completion function as readline would, with `COMP_WORDS` set.
    private static func bashDriver(script: String, probes: [Probe]) -> String {
        let calls = probes.enumerated().map { i, words in
            "echo '=== \(i)'; kk_probe " + words.map(singleQuoted).joined(separator: " ")
        }
        return """
            set -u
            source \(singleQuoted(script))
            complete -p kkeulmit >/dev/null || { echo 'no completion registered for kkeulmit' >&2; exit 1; }
            kk_probe() {
                COMP_WORDS=("$@")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                COMP_LINE="$*"
                COMP_POINT=${#COMP_LINE}
                COMPREPLY=()
                local function
                function=$(complete -p kkeulmit | sed -E 's/.*-F ([^ ]+).*/\\1/')
                "$function" kkeulmit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                if ((${#COMPREPLY[@]})); then printf '%s\\n' "${COMPREPLY[@]}"; fi
            }
            \(calls.joined(separator: "\n"))
            """
    }

    // MARK: - zsh

    /// What the interactive zsh under the pseudo-terminal reads first: the completion system with the script on
    /// `$fpath`, a Tab that reports instead of completing (each match on a `HIT:` line between two NUL lines,
    /// nothing inserted or listed), and no key that would run the line.
    private static let zshSetup = #"""
        PROMPT= RPROMPT=
        fpath=($KK_HOME/functions $fpath)
        autoload -U compinit && compinit -u -D
        bindkey '^M' undefined
        bindkey '^J' undefined
        bindkey '^U' kill-whole-line
        kk-mark() { echo -E - $'\0' }
        kk-quiet() { compstate[insert]=''; compstate[list]=''; kk-mark }
        # _main_complete empties both arrays after each use: arm them for every Tab.
        kk-complete() { compprefuncs=( kk-mark ); comppostfuncs=( kk-quiet ); zle complete-word }
        zle -N kk-complete
        bindkey '^I' kk-complete
        compadd() {
            if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
            local -a kk_hits kk_descriptions
            builtin compadd -A kk_hits -D kk_descriptions "$@"
            local hit
            for hit in $kk_hits; do echo -E - "HIT:$hit"; done
        }
        echo "SETUP""DONE"
        """#

    /// Drives an interactive zsh through `zpty`: types each line and a Tab, reads up to the second NUL line, and
    /// clears the line. Every read blocks until the shell has written: no sleeps.
    private static let zshDriver = #"""
        zmodload zsh/zpty || exit 3
        export KK_HOME=$1
        shift
        zpty kk zsh -f -i
        zpty -w kk "source ${(q)KK_HOME}/setup.zsh"
        local line
        while zpty -r kk line; do [[ $line == *SETUPDONE* ]] && break; done
        integer i=0 marks
        for probe in "$@"; do
            print -r -- "=== $((i++))"
            zpty -w -n kk "$probe"$'\t'
            marks=0
            while zpty -r kk line; do
                if [[ $line == *$'\0'* ]]; then (( ++marks == 2 )) && break; continue; fi
                (( marks == 1 )) && [[ $line == *HIT:* ]] && print -r -- "${${line#*HIT:}%%$'\r'*}"
            done
            zpty -w -n kk $'\C-u'
        done
        zpty -d kk
        """#

    // MARK: - fish

    private static let fishDriver = #"""
        source $argv[1]; or exit 1
        set -l i 0
        for line in $argv[2..]
            echo "=== $i"
            set i (math $i + 1)
            complete -C "$line"
        end
        """#

    static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
