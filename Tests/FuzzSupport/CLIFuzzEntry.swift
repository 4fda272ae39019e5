import Foundation
import KkeulmitCLI
import KkeulmitCore

/// The command-line side of `FuzzEntry`: what the libFuzzer targets for argv and config files run on each input,
/// here so that the regression tests replay the committed corpora through the same code.
package enum CLIFuzzEntry {
    /// Bytes as an argument vector, one argument per line (`\n`; a final newline ends the last argument rather
    /// than adding an empty one), through `CommandLineParser` and on to help text or the failure report.
    ///
    /// - Returns: the broken invariants; accepted when the arguments parsed to a command.
    package static func arguments(_ data: Data) -> FuzzFindings {
        var findings = FuzzFindings()
        var arguments = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if data.last == UInt8(ascii: "\n") { arguments.removeLast() }

        let secret = keyOptionValue(in: arguments)
        let command: (topic: HelpTopic, prints: HelpTopic?)
        do {
            command = try CommandLineParser.outline(arguments)
        } catch {
            findings.check(!error.message.isEmpty, "a usage error without a message")
            if let secret { findings.check(!occurs(secret, in: error.message), "a usage error echoed a key") }
            let (code, message) = FailureReport.map(error)
            findings.check(code == .usage, "a usage error mapped to exit code \(code.rawValue)")
            findings.check(message.hasPrefix(error.message), "the failure report lost the usage error's message")
            _ = HelpText.synopsis(for: error.topic)
            return findings
        }
        findings.accepted = true
        findings.check(secret == nil, "a command line with a key option parsed")
        if let page = command.prints { _ = HelpText.text(for: page) }
        return findings
    }

    /// A config file: the settings, its `schedules`, and the same bytes as a rule table.
    ///
    /// - Returns: the broken invariants; accepted when any of the three readers accepted the bytes.
    package static func configFile(_ data: Data) -> FuzzFindings {
        var findings = FuzzFindings()
        do {
            _ = try Configuration.parse(data, path: "/home/user/.config/kkeulmit/config.json", home: "/home/user")
            findings.accepted = true
        } catch {
            findings.check(!error.message.isEmpty, "a configuration error without a message")
        }
        for reader in [FuzzEntry.schedules(data), FuzzEntry.outfitRuleTable(data)] {
            findings.include(reader)
            if reader.accepted { findings.accepted = true }
        }
        return findings
    }

    /// The value given to a service-key-like option (`--key=V` or `--key V`) when it is distinctive enough that
    /// finding it in an error message can only mean it was echoed: at least 8 characters, in no other argument, and
    /// holding a digit (no option name or fixed message text has one).
    package static func keyOptionValue(in arguments: [String]) -> String? {
        let endOfOptions = arguments.firstIndex(of: "--") ?? arguments.endIndex
        for (index, argument) in arguments[..<endOfOptions].enumerated() where argument.hasPrefix("--") {
            let name = argument.prefix { $0 != "=" }
            guard CommandLineParser.keyOptionNames.contains(name.lowercased()) else { continue }
            var valueIndex: Int?
            let value: String
            if name.count < argument.count {
                value = String(argument[argument.index(after: name.endIndex)...])
            } else if index + 1 < arguments.count {
                valueIndex = index + 1
                value = arguments[index + 1]
            } else {
                return nil
            }
            let others = arguments.indices.filter { $0 != index && $0 != valueIndex }.map { arguments[$0] }
            guard value.count >= 8, value.contains(where: \.isNumber),
                !others.contains(where: { occurs(value, in: $0) })
            else { return nil }
            return value
        }
        return nil
    }

    /// Whether `needle` occurs in `haystack`, byte for byte. Not Foundation's `contains`, which traps on Linux for a
    /// needle with a NUL that ends a non-ASCII haystack (Fuzz/FuzzCommandLine/regressions/nul-in-key-value.txt).
    package static func occurs(_ needle: String, in haystack: String) -> Bool {
        ByteSearch.contains(needle, in: haystack)
    }
}
