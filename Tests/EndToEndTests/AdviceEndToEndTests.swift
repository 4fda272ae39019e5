import Foundation
import Testing

/// `now` and `at` against the loopback KMA: the request sent, the window chosen and the advice printed.
@Suite("kkeulmit advice end to end")
struct AdviceEndToEndTests {
    private static let args = ["now", "--nx", "60", "--ny", "127", "--no-cache"]

    /// One request for the whole 0500 issue, exactly as KMA expects it.
    private func expectMorningRequest(_ scenario: KMAScenario, sourceLocation: SourceLocation = #_sourceLocation) {
        let requests = scenario.requests
        #expect(requests.count == 1, sourceLocation: sourceLocation)
        guard let request = requests.first else { return }
        #expect(request.method == "GET", sourceLocation: sourceLocation)
        #expect(request.path == "/getVilageFcst", sourceLocation: sourceLocation)
        let q = request.query
        #expect(q["base_date"] == "20261130" && q["base_time"] == "0500", sourceLocation: sourceLocation)
        #expect(q["nx"] == "60" && q["ny"] == "127", sourceLocation: sourceLocation)
        #expect(q["dataType"] == "JSON", sourceLocation: sourceLocation)
        #expect(q["pageNo"] == "1", sourceLocation: sourceLocation)
        // One page must hold the whole issue (907 rows); KMA's default of 10 rows would need 91 requests.
        #expect((Int(q["numOfRows"] ?? "") ?? 0) >= 907, sourceLocation: sourceLocation)
        // Encoded exactly once: the raw query carries %2B %2F %3D, never %25 or a bare + / =.
        let keyParts = request.rawQuery.split(separator: "&").filter { $0.hasPrefix("serviceKey=") }
        #expect(keyParts == ["serviceKey=\(E2E.encodedKey)"], sourceLocation: sourceLocation)
        #expect(q["serviceKey"] == E2E.decodedKey, sourceLocation: sourceLocation)
    }

    @Test("--json: the 0500 issue at 07:30 gives the 07–19 window with every required key, consistent values")
    func morningJSON() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(Self.args + ["--json"], env: E2E.env())
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout.hasSuffix("}\n") && r.stdout.filter { $0 == "\n" }.count == 1)
        expectMorningRequest(s)

        let j = try E2E.report(r)
        #expect(j.schemaVersion == 1 && j.demo == false && j.stale == false)
        #expect(j.location.nx == 60 && j.location.ny == 127)
        #expect(j.forecastBase == "2026-11-30T05:00:00+09:00")
        #expect(j.window.start == "2026-11-30T07:00:00+09:00")
        #expect(j.window.end == "2026-11-30T19:00:00+09:00")
        #expect(j.window.hours == 12)
        #expect(j.hourly.map(\.time) == (0..<12).map { E2E.kst(j.window.start, plus: $0) })

        // Every hour is the fixture's row for that slot, named as the contract says.
        let slots = E2E.slots(E2E.issue0500)
        for hour in j.hourly {
            let row = try #require(slots[E2E.slotKey(hour.time)], "no fixture slot for \(hour.time)")
            #expect(hour.temperature == Double(row["TMP"] ?? ""), "\(hour.time)")
            #expect(hour.precipitationProbability == Int(row["POP"] ?? ""), "\(hour.time)")
            #expect(hour.humidity == Double(row["REH"] ?? ""), "\(hour.time)")
            #expect(hour.windSpeed == Double(row["WSD"] ?? ""), "\(hour.time)")
            #expect(hour.sky == AdviceJSON.skyNames[row["SKY"] ?? ""], "\(hour.time)")
            #expect(hour.precipitationType == AdviceJSON.precipitationNames[row["PTY"] ?? ""], "\(hour.time)")
            #expect(hour.feelsLike <= hour.temperature, "winter: wind only makes it feel colder")
        }

        // The summary is computed from the hours shown.
        let c = j.conditions
        #expect(c.temperatureMin == j.hourly.map(\.temperature).min())
        #expect(c.temperatureMax == j.hourly.map(\.temperature).max())
        #expect(c.feelsLikeMin == j.hourly.map(\.feelsLike).min())
        #expect(c.feelsLikeMax == j.hourly.map(\.feelsLike).max())
        #expect(c.precipitationProbabilityMax == j.hourly.map(\.precipitationProbability).max())
        let wet = j.hourly.contains { $0.precipitationType != "none" || $0.precipitationProbability >= 60 }
        #expect(j.outfit.umbrella == wet)
        #expect(wet, "the 0500 fixture rains from 16:00")
        #expect(j.outfit.basisTemperature == c.feelsLikeMin)
        #expect(j.outfit.band == E2E.band(for: j.outfit.basisTemperature))
        #expect((1...8).contains(j.outfit.band))
        #expect(!j.outfit.items.isEmpty && j.outfit.items.allSatisfy { !$0.id.isEmpty && !$0.label.isEmpty })
        #expect(j.outfit.notes.allSatisfy { !$0.id.isEmpty && !$0.text.isEmpty })
    }

    @Test("Korean text by default: garments, umbrella, numbers, window and issue")
    func morningKorean() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(Self.args, env: E2E.env())
        #expect(r.status == 0)
        #expect(r.stderr == "")
        expectMorningRequest(s)
        let text = r.stdout
        #expect(text.contains("패딩"))
        #expect(text.contains("우산 필요") && !text.contains("우산 필요 없음"))
        #expect(text.contains("체감 -8.8~5.5°C") && text.contains("기온 -3~8°C"))
        #expect(text.contains("11월 30일 07–19시 (12시간)"))
        #expect(text.contains("11월 30일 05시 발표"))
        #expect(text.contains("60,127"))
    }

    @Test("--lang en: English text with no Hangul at all")
    func morningEnglish() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(Self.args + ["--lang", "en"], env: E2E.env())
        #expect(r.status == 0)
        #expect(r.stderr == "")
        expectMorningRequest(s)
        let text = r.stdout
        #expect(text.contains("Wear: long padded coat"))
        // The coat would be off for a single hour before the icy evening: the scarf is what comes off.
        #expect(
            text.contains("A 14.3 °C swing in feels-like temperature: you can do without the scarf from around 10:00"))
        #expect(text.contains("take an umbrella"))
        #expect(text.contains("Nov 30 07:00–19:00 (12 h)"))
        #expect(text.contains("issued Nov 30 05:00"))
        #expect(!text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "Hangul in English output")
    }

    @Test("--format oneline: one short line with the window, feels-like span and umbrella")
    func morningOneLine() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let ko = try await s.run(Self.args + ["--format", "oneline"], env: E2E.env())
        let en = try await s.run(Self.args + ["--format", "oneline", "--lang", "en"], env: E2E.env())
        for r in [ko, en] {
            #expect(r.status == 0)
            #expect(r.stderr == "")
            #expect(r.stdout.filter { $0 == "\n" }.count == 1 && r.stdout.hasSuffix("\n"))
            #expect(r.stdout.count < 160)
        }
        #expect(ko.stdout == "60,127 07–19시 체감 -9~6°C · 롱패딩 + 니트 + 기모바지 + 방한화 외 5개 · 우산 필요\n")
        #expect(en.stdout.contains("07:00–19:00") && en.stdout.hasSuffix("umbrella\n"))
        #expect(!en.stdout.contains("no umbrella"))
        #expect(s.requests.count == 2)
    }

    @Test("the 1700 issue (1052 rows) from a server that caps pages at 1000: page 2 is fetched and joined")
    func cappedPaging() async throws {
        let s = try KMAScenario(E2E.capped(E2E.issue1700, maxRows: 1000))
        let r = try await s.run(Self.args + ["--json"], env: E2E.env(now: "2026-11-30T18:00:00+09:00"))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == "")
        let requests = s.requests
        #expect(requests.map { $0.query["pageNo"] } == ["1", "2"])
        #expect(requests.allSatisfy { $0.query["base_date"] == "20261130" && $0.query["base_time"] == "1700" })
        #expect(requests.allSatisfy { $0.path == "/getVilageFcst" && $0.query["nx"] == "60" })
        // Page 2 must be read with the page size the server actually served, or rows would be skipped.
        #expect(requests.last?.query["numOfRows"] == "1000")

        let j = try E2E.report(r)
        #expect(j.forecastBase == "2026-11-30T17:00:00+09:00")
        #expect(j.window.start == "2026-11-30T18:00:00+09:00")
        #expect(j.window.end == "2026-12-01T06:00:00+09:00")
        #expect(j.window.hours == 12 && j.hourly.count == 12)
        #expect(j.hourly.map(\.time) == (0..<12).map { E2E.kst("2026-11-30T18:00:00+09:00", plus: $0) })
        let slots = E2E.slots(E2E.issue1700)
        for hour in j.hourly {
            #expect(hour.temperature == Double(slots[E2E.slotKey(hour.time)]?["TMP"] ?? ""), "\(hour.time)")
        }
    }

    @Test("the same 1700 issue from an uncapped server is one request")
    func uncappedPaging() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue1700) }
        let r = try await s.run(Self.args + ["--json"], env: E2E.env(now: "2026-11-30T18:00:00+09:00"))
        #expect(r.status == 0 && r.stderr == "")
        #expect(s.requests.count == 1)
        #expect((Int(s.requests.first?.query["numOfRows"] ?? "") ?? 0) >= 1052)
        #expect(try E2E.report(r).hourly.count == 12)
    }

    @Test("at 05:20 the 05:00 hour is not in the 0500 issue: the window starts at its first slot, 06:00")
    func beforeFirstSlot() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(Self.args + ["--json"], env: E2E.env(now: "2026-11-30T05:20:00+09:00"))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(s.requests.first?.query["base_time"] == "0500")
        #expect(r.stderr == "")
        let j = try E2E.report(r)
        #expect(j.forecastBase == "2026-11-30T05:00:00+09:00")
        #expect(j.window.start == "2026-11-30T06:00:00+09:00")
        #expect(j.window.end == "2026-11-30T18:00:00+09:00")
        #expect(j.hourly.first?.time == "2026-11-30T06:00:00+09:00" && j.hourly.count == 12)
    }

    @Test("--hours 48 past the issue's hourly slots: the window is cut there and a window-truncated note says so")
    func truncatedWindow() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(
            ["at", "2026-12-02T12:00", "--nx", "60", "--ny", "127", "--no-cache", "--hours", "48", "--json"],
            env: E2E.env())
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == "")
        let j = try E2E.report(r)
        #expect(j.window.start == "2026-12-02T12:00:00+09:00")
        #expect(j.window.hours < 48 && j.window.hours > 0)
        #expect(j.window.hours == j.hourly.count)
        #expect(j.window.end == E2E.kst(j.window.start, plus: j.window.hours))
        // The 0500 issue is hourly up to 12-03 00:00; the 3-hourly slots after it are not hours of the window.
        #expect(j.hourly.last?.time == "2026-12-03T00:00:00+09:00")
        #expect(j.hourly.map(\.time) == (0..<j.hourly.count).map { E2E.kst(j.window.start, plus: $0) })
        #expect(j.allNoteIDs.contains("window-truncated"))

        let text = try await s.run(
            ["at", "2026-12-02T12:00", "--nx", "60", "--ny", "127", "--no-cache", "--hours", "48", "--lang", "en"],
            env: E2E.env())
        #expect(text.status == 0)
        #expect(text.stdout.contains("(\(j.window.hours) h)"))
    }

    @Test("the same KKEULMIT_NOW gives byte-identical JSON under any TZ and locale")
    func timeZones() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        var outputs: [String] = []
        for (tz, lang) in [
            ("UTC", "C"), ("America/Los_Angeles", "en_US.UTF-8"), ("Asia/Seoul", "ko_KR.UTF-8"),
            ("Pacific/Kiritimati", "C"),
        ] {
            let r = try await s.run(
                Self.args + ["--json"], env: E2E.env().merging(["TZ": tz, "LANG": lang, "LC_ALL": lang]) { $1 })
            #expect(r.status == 0 && r.stderr == "", "TZ=\(tz): \(r.stderr)")
            outputs.append(r.stdout)
        }
        #expect(Set(outputs).count == 1)
        #expect(outputs.first?.contains(#""start":"2026-11-30T07:00:00+09:00""#) == true)
        #expect(s.requests.allSatisfy { $0.query["base_date"] == "20261130" && $0.query["base_time"] == "0500" })
        // The same instant written with another offset is the same run.
        let utc = try await s.run(
            Self.args + ["--json"], env: E2E.env(now: "2026-11-29T22:30:00Z").merging(["TZ": "UTC"]) { $1 })
        #expect(utc.stdout == outputs.first)
    }

    @Test("no ANSI escapes on a pipe, even with a colour terminal and no NO_COLOR")
    func noColourOnPipe() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        for extra in [["TERM": "xterm-256color"], ["TERM": "xterm-256color", "CLICOLOR_FORCE": "1"]] {
            for format in [[], ["--lang", "en"], ["--format", "oneline"], ["--json"]] {
                let r = try await s.run(Self.args + format, env: E2E.env().merging(extra) { $1 })
                #expect(r.status == 0)
                #expect(!r.stdout.contains("\u{1B}") && !r.stderr.contains("\u{1B}"))
            }
        }
        let demo = try await s.run(["now", "--demo"], env: ["TERM": "xterm-256color"])
        #expect(demo.status == 0 && !demo.stdout.contains("\u{1B}"))
    }

    @Test("with the cache on, a second run is answered from the cache and the cache never holds the key")
    func cacheHoldsNoKey() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let args = ["now", "--nx", "60", "--ny", "127", "--json"]
        let first = try await s.run(args, env: E2E.env())
        let second = try await s.run(args, env: E2E.env(now: "2026-11-30T07:50:00+09:00"))
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(s.requests.count == 1)
        let root = s.sandbox.cacheDirectory
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        #expect(!files.isEmpty, "nothing cached under \(root)")
        for file in files {
            let data = (try? Data(contentsOf: URL(fileURLWithPath: root + "/" + file))) ?? Data()
            let text = String(decoding: data, as: UTF8.self)
            for form in [E2E.encodedKey, E2E.decodedKey, "ab%252B"] {
                #expect(!text.contains(form), "\(file) holds the key")
            }
        }
    }

    @Test(
        "at DATETIME in every accepted form starts the window at that hour",
        arguments: ["2026-11-30T08:00", "2026-11-30 08:00", "2026-11-30T08:45:00+09:00", "2026-11-29T23:10:00Z"])
    func atForms(datetime: String) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(
            ["at", datetime, "--nx", "60", "--ny", "127", "--no-cache", "--hours", "4", "--json"],
            env: E2E.env().merging(["TZ": "America/Los_Angeles"]) { $1 })
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(s.requests.first?.query["base_time"] == "0500")
        #expect(r.stderr == "")
        let j = try E2E.report(r)
        #expect(j.window.start == "2026-11-30T08:00:00+09:00")
        #expect(j.window.end == "2026-11-30T12:00:00+09:00")
        #expect(j.hourly.count == 4)
    }
}
