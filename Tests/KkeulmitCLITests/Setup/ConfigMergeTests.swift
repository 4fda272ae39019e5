import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

#if canImport(Glibc)
    import Glibc
#endif

/// `setup`'s merge into an existing config: the fields it owns replaced or added, every other byte kept.
@Suite("setup: config merge")
struct ConfigMergeTests {
    static let path = "/c/kkeulmit/config.json"
    static let fields: [ConfigMerge.Field] = [
        .init(name: "location", value: .object([("place", .string("대구광역시 서구"))])),
        .init(name: "serviceKeyFile", value: .string("/c/kkeulmit/key")),
    ]

    static func merged(_ original: String?, _ fields: [ConfigMerge.Field] = fields) throws -> String {
        let data = try ConfigMerge.merge(original.map { Data($0.utf8) }, fields: fields, path: path, home: "/h")
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "replaces the fields setup owns in place, adds the others after the last member, keeps every other byte",
        arguments: [
            (
                nil,
                "{\n  \"location\": {\"place\":\"대구광역시 서구\"},\n  \"serviceKeyFile\": \"/c/kkeulmit/key\"\n}\n"
            ),
            ("{}", "{\n  \"location\": {\"place\":\"대구광역시 서구\"},\n  \"serviceKeyFile\": \"/c/kkeulmit/key\"\n}\n"),
            (
                "{\n  \"lang\": \"en\",\n  \"hours\": 9,\n  \"temperatureOffset\": -2.50\n}\n",
                "{\n  \"lang\": \"en\",\n  \"hours\": 9,\n  \"temperatureOffset\": -2.50,\n"
                    + "  \"location\": {\"place\":\"대구광역시 서구\"},\n  \"serviceKeyFile\": \"/c/kkeulmit/key\"\n}\n"
            ),
            (
                "{\"hours\": 6, \"location\": {\"nx\": 60, \"ny\": 127}, \"sources\": {\"uv\": false}}",
                "{\"hours\": 6, \"location\": {\"place\":\"대구광역시 서구\"}, \"sources\": {\"uv\": false}, "
                    + "\"serviceKeyFile\": \"/c/kkeulmit/key\"}"
            ),
            (
                "{\n\t\"serviceKeyFile\": \"/old/key\",\n\t\"future\": [1, 2.0, {\"x\": null}]\n}",
                "{\n\t\"serviceKeyFile\": \"/c/kkeulmit/key\",\n\t\"future\": [1, 2.0, {\"x\": null}],\n"
                    + "\t\"location\": {\"place\":\"대구광역시 서구\"}\n}"
            ),
        ] as [(String?, String)])
    func keepsOtherFields(original: String?, expected: String) throws {
        #expect(try Self.merged(original) == expected)
    }

    @Test("a repeated key is replaced wherever it is, so whichever copy a reader keeps is the new one")
    func repeatedKey() throws {
        let merged = try Self.merged(#"{"serviceKeyFile": "/a", "lang": "ko", "serviceKeyFile": "/b"}"#)
        #expect(merged.components(separatedBy: "/c/kkeulmit/key").count == 3)
        #expect(!merged.contains("/a") && !merged.contains("/b"))
    }

    @Test("a default schedule is added only to a config without schedules")
    func scheduleOnlyIfAbsent() throws {
        let morning = ConfigMerge.Field(
            name: "schedules",
            value: .array([
                .object([("name", .string("morning")), ("days", .string("daily")), ("time", .string("07:30"))])
            ]),
            onlyIfAbsent: true)
        let existing = #"{"schedules": [{"name": "commute", "days": "mon-fri", "time": "07:30"}]}"#
        #expect(try Self.merged(existing, [morning]) == existing)
        let fresh = try Self.merged("{\"lang\": \"ko\"}", [morning])
        #expect(fresh == #"{"lang": "ko", "schedules": [{"name":"morning","days":"daily","time":"07:30"}]}"#)
    }

    @Test(
        "a config that is not a JSON object, or would not load once merged, is a configuration error (78)",
        arguments: [
            ("{\"lang\": \"ko\",}", "not valid JSON: line 1, column 15"),
            ("[1, 2]", "must hold a JSON object"),
            ("", "not valid JSON"),
            ("{\"hours\": 99}", "\"hours\" must be an integer from 1 to 48"),
        ])
    func invalid(original: String, says: String) {
        #expect {
            try Self.merged(original)
        } throws: { error in
            let message = (error as? ConfigurationError)?.message ?? ""
            return message.contains(says) && message.contains("nothing was written")
                && FailureReport.map(error).code == .configuration
        }
    }

    // MARK: - The files, on a real disk

    /// A scratch config directory, removed afterwards.
    struct Scratch: ~Copyable {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-setup-\(UUID())").path
        var files: SetupFiles { SetupFiles(fileSystem: LocalFileSystem(), configPath: directory + "/config.json") }
        deinit { try? FileManager.default.removeItem(atPath: directory) }

        func mode(_ path: String) -> Int? { LocalFileSystem().permissions(atPath: path) }
        func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    }

    @Test("writes each key 0600, the old config byte for byte as config.json.bak, the merged one in its place")
    func writes() throws {
        let scratch = Scratch()
        let files = scratch.files
        try FileManager.default.createDirectory(atPath: scratch.directory, withIntermediateDirectories: true)
        let original = "{ \"lang\" : \"en\" }\n"
        FileManager.default.createFile(
            atPath: files.configPath, contents: Data(original.utf8), attributes: [.posixPermissions: 0o644])
        let read = try files.readConfig()
        let merged = try ConfigMerge.merge(read, fields: Self.fields, path: files.configPath, home: nil)
        try files.write(keys: [(.dataGoKr, "abc%2Bdef"), (.apiHub, "hubkey")], original: read, merged: merged)
        #expect(scratch.text(files.serviceKeyPath) == "abc%2Bdef\n")
        #expect(scratch.text(files.apiHubKeyPath) == "hubkey\n")
        #expect(scratch.text(files.backupPath) == original)
        #expect(scratch.text(files.configPath) == String(decoding: merged, as: UTF8.self))
        for path in [files.serviceKeyPath, files.apiHubKeyPath, files.backupPath, files.configPath] {
            #expect(scratch.mode(path) == 0o600, "\(path)")
        }
        // Atomic: temporary file and rename, nothing else left in the directory.
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted()
        #expect(names == ["apihub-key", "config.json", "config.json.bak", "key"])
    }

    @Test("no config yet: the directory is made (0700), no backup")
    func fresh() throws {
        let scratch = Scratch()
        let files = scratch.files
        #expect(try files.readConfig() == nil)
        let merged = try ConfigMerge.merge(nil, fields: Self.fields, path: files.configPath, home: nil)
        try files.write(keys: [(.dataGoKr, "abc")], original: nil, merged: merged)
        #expect(scratch.mode(scratch.directory) == 0o700)
        #expect(!FileManager.default.fileExists(atPath: files.backupPath))
        #expect(try Configuration.parse(merged, path: files.configPath, home: nil).serviceKeyFile == "/c/kkeulmit/key")
    }

    @Test("a config that cannot be read (a directory in its place) is 78, and so is one that cannot be written")
    func unreadableAndUnwritable() throws {
        let scratch = Scratch()
        let files = scratch.files
        try FileManager.default.createDirectory(atPath: files.configPath, withIntermediateDirectories: true)
        #expect {
            _ = try files.readConfig()
        } throws: { FailureReport.map($0).code == .configuration && "\($0)".contains("nothing was written") }
        // The config's place is a directory: the rename onto it fails, after the key file went in.
        #expect {
            try files.write(keys: [], original: nil, merged: Data("{}".utf8))
        } throws: { FailureReport.map($0).code == .configuration && "\($0)".contains(files.configPath) }
    }
}
