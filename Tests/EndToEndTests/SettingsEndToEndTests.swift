import Foundation
import Testing

/// Where the key, the location and the preferences come from: environment, key file, config file, flags.
@Suite("kkeulmit settings end to end")
struct SettingsEndToEndTests {
    private static let args = ["now", "--nx", "60", "--ny", "127", "--no-cache"]

    private static func serviceKeyParts(_ request: LoopbackServer.Request?) -> [Substring] {
        request?.rawQuery.split(separator: "&").filter { $0.hasPrefix("serviceKey=") } ?? []
    }

    @Test("the portal's Encoding and Decoding forms of one key send the same, once-encoded request")
    func keyForms() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let encoded = try await s.run(Self.args + ["--json"], env: E2E.env(key: E2E.encodedKey))
        let decoded = try await s.run(Self.args + ["--json"], env: E2E.env(key: E2E.decodedKey))
        let padded = try await s.run(Self.args + ["--json"], env: E2E.env(key: "  \(E2E.decodedKey)\n"))
        for r in [encoded, decoded, padded] {
            #expect(r.status == 0 && r.stderr == "")
        }
        #expect(encoded.stdout == decoded.stdout && decoded.stdout == padded.stdout)
        let requests = s.requests
        #expect(requests.count == 3)
        #expect(Set(requests.map(\.rawQuery)).count == 1, "the requests differ")
        #expect(Self.serviceKeyParts(requests.first) == ["serviceKey=ab%2Bcd%2Fef%3D%3D"])
    }

    @Test("a key from serviceKeyFile with mode 0600: exit 0, nothing on stderr")
    func keyFilePrivate() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let keyPath = s.sandbox.home + "/key"
        try s.sandbox.write(E2E.decodedKey + "\n", to: keyPath, mode: 0o600)
        try s.sandbox.write(#"{"serviceKeyFile": "\#(keyPath)"}"#, to: s.sandbox.configFile)
        let r = try await s.run(Self.args, env: ["KKEULMIT_NOW": E2E.morning], secrets: [E2E.decodedKey])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(!r.stdout.isEmpty)
        #expect(Self.serviceKeyParts(s.requests.first) == ["serviceKey=ab%2Bcd%2Fef%3D%3D"])
    }

    @Test("a key file readable by others still works: exit 0, one warning line naming the file, never the key")
    func keyFileShared() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let keyPath = s.sandbox.home + "/key"
        try s.sandbox.write(E2E.encodedKey, to: keyPath, mode: 0o644)
        try s.sandbox.write(#"{"serviceKeyFile": "\#(keyPath)"}"#, to: s.sandbox.configFile)
        let r = try await s.run(Self.args + ["--json"], env: ["KKEULMIT_NOW": E2E.morning], secrets: [E2E.encodedKey])
        #expect(r.status == 0)
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(r.stderr.contains("warning") && r.stderr.contains(keyPath))
        #expect(try E2E.report(r).window.hours == 12)
        #expect(Self.serviceKeyParts(s.requests.first) == ["serviceKey=ab%2Bcd%2Fef%3D%3D"])
    }

    @Test("KMA_SERVICE_KEY overrides serviceKeyFile (the file is not even read)")
    func environmentOverridesFile() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let keyPath = s.sandbox.home + "/key"
        // World-readable: had the file been used, there would be a warning.
        try s.sandbox.write("FILEKEY0000", to: keyPath, mode: 0o644)
        try s.sandbox.write(#"{"serviceKeyFile": "\#(keyPath)"}"#, to: s.sandbox.configFile)
        let r = try await s.run(Self.args, env: E2E.env(key: "ENVKEY1111"), secrets: ["FILEKEY0000"])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(s.requests.first?.query["serviceKey"] == "ENVKEY1111")
    }

    @Test("the config file's location, lang and hours are used when no flags are given")
    func configDefaults() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        try s.sandbox.write(
            #"{"location":{"place":"서울특별시 종로구"},"lang":"en","hours":6}"#, to: s.sandbox.configFile)
        let text = try await s.run(["now", "--no-cache"], env: E2E.env())
        #expect(text.status == 0 && text.stderr == "")
        #expect(text.stdout.contains("Wear: ") && text.stdout.contains("07:00–13:00 (6 h)"))
        let json = try await s.run(["now", "--no-cache", "--json"], env: E2E.env())
        let j = try E2E.report(json)
        #expect(j.window.hours == 6 && j.hourly.count == 6)
        #expect(j.window.end == "2026-11-30T13:00:00+09:00")
        #expect(j.location.nx == 60 && j.location.ny == 127 && j.location.name == "서울특별시 종로구")
        #expect(j.outfit.items.first?.label == "padded jacket")
        #expect(s.requests.allSatisfy { $0.query["nx"] == "60" && $0.query["ny"] == "127" })
    }

    @Test("command-line flags override the config file")
    func flagsOverrideConfig() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        try s.sandbox.write(
            #"{"location":{"place":"서울특별시 종로구"},"lang":"en","hours":6}"#, to: s.sandbox.configFile)
        let r = try await s.run(
            ["now", "--nx", "98", "--ny", "76", "--lang", "ko", "--hours", "3", "--no-cache", "--json"],
            env: E2E.env())
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(s.requests.first?.query["nx"] == "98" && s.requests.first?.query["ny"] == "76")
        let j = try E2E.report(r)
        #expect(j.window.hours == 3 && j.hourly.count == 3)
        #expect(j.location.nx == 98 && j.location.ny == 76)
        #expect(j.outfit.items.first?.label == "패딩")
        let place = try await s.run(["now", "--place", "부산광역시 중구", "--no-cache"], env: E2E.env())
        #expect(place.status == 0)
        #expect(place.stdout.contains("Jung-gu, Busan") && place.stdout.contains("Wear: "))
    }

    @Test("temperatureOffset is added to the feels-like minimum before the band is chosen")
    func temperatureOffset() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let plain = try E2E.report(try await s.run(Self.args + ["--json"], env: E2E.env()))
        try s.sandbox.write(#"{"temperatureOffset": 15}"#, to: s.sandbox.configFile)
        let warm = try E2E.report(try await s.run(Self.args + ["--json"], env: E2E.env()))
        try s.sandbox.write(#"{"temperatureOffset": -2.5}"#, to: s.sandbox.configFile)
        let cold = try E2E.report(try await s.run(Self.args + ["--json"], env: E2E.env()))

        #expect(plain.conditions.feelsLikeMin == warm.conditions.feelsLikeMin)
        #expect(abs(warm.outfit.basisTemperature - (plain.outfit.basisTemperature + 15)) < 0.05)
        #expect(abs(cold.outfit.basisTemperature - (plain.outfit.basisTemperature - 2.5)) < 0.05)
        for j in [plain, warm, cold] {
            #expect(j.outfit.band == E2E.band(for: j.outfit.basisTemperature))
        }
        #expect(warm.outfit.band < plain.outfit.band, "+15 °C should move out of the coldest band")
        #expect(warm.outfit.items.map(\.id) != plain.outfit.items.map(\.id))
    }
}
