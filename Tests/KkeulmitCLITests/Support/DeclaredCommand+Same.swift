@testable import KkeulmitCLI

extension DeclaredCommand {
    /// Whether `other` is this same command with the same options (`any DeclaredCommand` is not `Equatable`).
    func isSame(as other: any DeclaredCommand) -> Bool { (other as? Self) == self }
}
