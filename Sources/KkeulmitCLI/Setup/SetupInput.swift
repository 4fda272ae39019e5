import Foundation
import KkeulmitCore

/// What a scripted `setup` is given: `--place NAME`, and the keys on stdin, one a line, data.go.kr's first (never on
/// the command line). When stdin is a terminal the keys are read from it with echo off.
struct SetupInput {
    var run: CommandRun

    /// Stdin holds a key or two; more than this is not keys.
    static let limit = 64 * 1024

    func scripted(_ options: SetupOptions, _ say: OutputLanguage) async throws -> SetupAnswers {
        var answers = SetupAnswers()
        if let place = options.place { answers.place = try LocationResolver.match(place) }
        var lines = try await keyLines(options, say)
        if options.keyStdin {
            answers.dataGoKrKey = try Self.key(lines.isEmpty ? "" : lines.removeFirst(), .dataGoKr)
        }
        if options.apiHubKeyStdin {
            answers.apiHubKey = try Self.key(lines.isEmpty ? "" : lines.removeFirst(), .apiHub)
        }
        return answers
    }

    /// A key as read, trimmed, checked to be usable.
    static func key(_ line: String, _ provider: ProviderID) throws(UsageError) -> String {
        let option = provider == .dataGoKr ? "--key-stdin" : "--apihub-key-stdin"
        let which = provider == .dataGoKr ? "data.go.kr's key" : "API Hub's key"
        let key = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw UsageError(
                "\(option): stdin has no line for \(which) (one key a line, data.go.kr's first), e.g. "
                    + "kkeulmit setup --place 종로구 --key-stdin < keyfile", topic: .setup)
        }
        guard ServiceKey(key) != nil else {
            let how = ServiceKeySource.Setting.of(provider).howToPaste
            throw UsageError("\(option): \(which) read from stdin is not usable: \(how)", topic: .setup)
        }
        return key
    }

    /// The lines the keys are on: asked on the terminal with echo off, else read from stdin to its end.
    private func keyLines(_ options: SetupOptions, _ say: OutputLanguage) async throws -> [String] {
        if run.edges.standardInput.isTerminal, let console = TerminalConsole() {
            var lines: [String] = []
            if options.keyStdin {
                lines.append(await console.readSecret(prompt: say("data.go.kr key: ", ko: "data.go.kr 키: ")) ?? "")
            }
            if options.apiHubKeyStdin {
                lines.append(await console.readSecret(prompt: say("API Hub key: ", ko: "API허브 키: ")) ?? "")
            }
            return lines
        }
        var bytes: [UInt8] = []
        while true {
            let chunk = try await run.edges.standardInput.read()
            if chunk.isEmpty { break }
            bytes += chunk
            guard bytes.count <= Self.limit else {
                throw UsageError("stdin holds more than a key or two (over 64 KiB): give the keys alone", topic: .setup)
            }
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }
}
