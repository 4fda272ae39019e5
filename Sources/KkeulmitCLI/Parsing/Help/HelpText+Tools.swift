/// The pages of the commands around advice: `grid`, `completion` and `help`.
extension HelpText {
    static let grid = HelpProse(
        headline: "kkeulmit grid — convert between latitude/longitude and KMA's 5 km forecast grid",
        examples: """
            kkeulmit grid --lat 37.5665 --lon 126.9780          prints: 60 127
            kkeulmit grid --nx 60 --ny 127                      prints the cell centre: LAT LON
            kkeulmit grid --lat 35.1796 --lon 129.0756 --json   prints: {"nx":98,"ny":76}
            """,
        description: [],
        trailer: [
            .exitCodes([("0", "printed"), ("64", "usage: a missing or out-of-range value"), ("70", "internal error")])
        ])

    static let completion = HelpProse(
        headline: "kkeulmit completion — tab completion for bash, zsh and fish",
        examples: """
            kkeulmit completion bash > ~/.local/share/bash-completion/completions/kkeulmit
            source <(kkeulmit completion bash)                        this bash session only
            kkeulmit completion zsh > ~/.zfunc/_kkeulmit              with fpath=(~/.zfunc $fpath) before compinit
            kkeulmit completion fish > ~/.config/fish/completions/kkeulmit.fish
            """,
        description: [
            .text(
                """
                The script completes commands, their options and the values they take (--lang, --format, and
                --place from KMA's place table: type the start of a name, e.g. 종로 or "서울특별시 중"). make install
                puts the scripts where bash-completion, zsh and fish look for them.
                """)
        ],
        trailer: [
            .exitCodes([("0", "printed"), ("64", "usage"), ("70", "internal error")])
        ])

    static let help = HelpProse(
        headline: "kkeulmit help — show help for a command",
        examples: """
            kkeulmit help
            kkeulmit help now                   the same as kkeulmit now --help
            """,
        description: [],
        trailer: [.exitCodes([("0", "printed"), ("64", "no such command")])])
}
