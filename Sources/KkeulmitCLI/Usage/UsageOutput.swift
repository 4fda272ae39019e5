import KkeulmitCore

/// What `kkeulmit completion …` and `kkeulmit --generate-man` print.
enum UsageOutput {
    static func render(_ request: UsageRequest) -> String {
        switch request {
        case .completion(let shell):
            shell.script
        case .placeNames(let prefix):
            PlaceNames.matching(
                prefix, in: PlaceDirectory.official.places, aliases: PlaceDirectory.official.aliases
            ).map { $0 + "\n" }.joined()
        case .manPage:
            ManPage.roff
        }
    }
}
