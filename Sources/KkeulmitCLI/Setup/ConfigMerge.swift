import Foundation
import KkeulmitCore

/// What `setup` puts into an existing config: new values for a few top-level fields (`location`,
/// `serviceKeyFile`, `apiHubKeyFile`, and `schedules` when it had none), every other byte of the file kept as it
/// was: other fields, their order, spacing and numbers exactly. A field already there has its value replaced in
/// place; a new one goes after the last member, indented as that member is.
enum ConfigMerge {
    /// A field and its value, as JSON.
    struct Field: Equatable, Sendable {
        var name: String
        var value: JSONValue
        /// Only written when the config has no such field (a default `schedules`).
        var onlyIfAbsent = false

        /// `"name": value`.
        var member: String { JSONWriter.write(.string(name)) + ": " + JSONWriter.write(value) }
    }

    /// The config `original` (nil: there is none) with `fields` merged in, checked to load as a config; one that is
    /// not a JSON object, or would not load merged, throws `ConfigurationError` (78) naming `path`, nothing written.
    static func merge(
        _ original: Data?, fields: [Field], path: String, home: String?, validate: Bool = true
    ) throws(ConfigurationError) -> Data {
        let merged =
            try original.map { data throws(ConfigurationError) in
                try splice(Array(data), fields: fields, path: path)
            } ?? Data(fresh(fields).utf8)
        guard validate else { return merged }
        do {
            _ = try Configuration.parse(merged, path: path, home: home)
        } catch {
            throw ConfigurationError("cannot merge into \(error.message); nothing was written")
        }
        return merged
    }

    /// A new config holding `fields` alone, two-space indented.
    static func fresh(_ fields: [Field]) -> String {
        let members = fields.map { "  " + $0.member }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    private static func splice(_ bytes: [UInt8], fields: [Field], path: String) throws(ConfigurationError) -> Data {
        let found: [JSONSyntax.Member]?
        do throws(JSONSyntax.Mistake) {
            found = try JSONSyntax.objectMembers(bytes)
        } catch {
            throw ConfigurationError("config file \(path) is not valid JSON: \(error); nothing was written")
        }
        guard let members = found else {
            throw ConfigurationError(
                "config file \(path) must hold a JSON object; correct or move it, nothing was written")
        }
        guard let last = members.last else {
            // `{}` (however spaced): nothing to keep but the braces.
            return Data(fresh(fields).utf8)
        }
        var edits: [(range: Range<Int>, text: String)] = []
        var appended: [Field] = []
        for field in fields {
            let existing = members.filter { $0.key == field.name }
            if existing.isEmpty {
                appended.append(field)
            } else if !field.onlyIfAbsent {
                // Every copy of a repeated key: whichever a reader keeps holds the new value.
                edits += existing.map { ($0.value, JSONWriter.write(field.value)) }
            }
        }
        if !appended.isEmpty {
            let indent = indentation(before: last.keyStart, in: bytes)
            let separator = indent.map { ",\n" + $0 } ?? ", "
            let text = appended.map { separator + $0.member }.joined()
            edits.append((last.value.upperBound..<last.value.upperBound, text))
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return Data(result)
    }

    /// The spaces and tabs that open the line `position` is on, when nothing else precedes it there; nil when the
    /// member shares its line with something else (a one-line object).
    static func indentation(before position: Int, in bytes: [UInt8]) -> String? {
        var start = position
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") {
            start -= 1
        }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }
}

/// The files `setup` writes, in the config's directory: each key alone in its file (created 0600, replaced whole:
/// a temporary file and a rename), the old config kept as `config.json.bak`, and the merged config put in its place
/// the same way. A key is written nowhere else.
struct SetupFiles {
    var fileSystem: any WritableFileSystem
    /// The config file; the keys go next to it.
    var configPath: String

    var directory: String {
        let url = URL(fileURLWithPath: configPath).deletingLastPathComponent().path
        return url.isEmpty ? "." : url
    }

    /// `serviceKeyFile`: `key`, as the contract's example names it.
    var serviceKeyPath: String { directory + "/key" }
    /// `apiHubKeyFile`.
    var apiHubKeyPath: String { directory + "/apihub-key" }
    var backupPath: String { configPath + ".bak" }

    func keyPath(_ provider: ProviderID) -> String {
        provider == .dataGoKr ? serviceKeyPath : apiHubKeyPath
    }

    /// The config now, or nil when there is none; throws `ConfigurationError` (78) when it is there but cannot be read.
    func readConfig() throws(ConfigurationError) -> Data? {
        do {
            return try fileSystem.contents(atPath: configPath)
        } catch .notFound {
            return nil
        } catch {
            throw ConfigurationError(
                "cannot read config file \(configPath): \(error.reason); setup merges into it, so nothing was written")
        }
    }

    /// Writes the keys, then the backup of `original` (when there was a config), then `merged`; throws
    /// `ConfigurationError` (78) naming the file that could not be written.
    func write(keys: [(ProviderID, String)], original: Data?, merged: Data) throws(ConfigurationError) {
        for (provider, key) in keys {
            try replace(keyPath(provider), with: Data((key + "\n").utf8))
        }
        if let original { try replace(backupPath, with: original) }
        try replace(configPath, with: merged)
    }

    private func replace(_ path: String, with data: Data) throws(ConfigurationError) {
        do {
            try fileSystem.replaceFile(atPath: path, with: data)
        } catch {
            throw ConfigurationError("cannot write \(path): \(error.reason)")
        }
    }
}
