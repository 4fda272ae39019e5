import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One garment per layer, the wardrobe, `--back` and `feedback`, through the built binary.
@Suite("kkeulmit outfits end to end")
struct OutfitEndToEndTests {
    static func json(_ r: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    static func outfit(_ r: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try json(r)["outfit"] as? [String: Any])
    }

    static func picks(_ outfit: [String: Any]) -> [String] {
        (outfit["layers"] as? [[String: Any]] ?? []).compactMap { ($0["pick"] as? [String: Any])?["id"] as? String }
    }

    @Test("now --demo prints one garment per layer with the alternatives; JSON adds outfit.layers")
    func demo() async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        let text = try await BinaryRunner.run(["now", "--demo"], environment: sandbox.environment)
        #expect(text.status == 0 && text.stderr == "")
        let lines = text.stdout.split(separator: "\n")
        // The sample's 한파주의보 leads, then the 06:00 observation, then the outfit.
        #expect(lines[1].hasPrefix("! 한파주의보 — 서울서북권"))
        #expect(lines[2] == "지금 -2.4°C (체감 -6.2°C)")
        // Rain at +3 °C in the afternoon after a dry frost: rain boots, not non-slip shoes. The mask and sunscreen
        // the air and the sun call for are worn too. −2.7 °C in 5.2 m/s of wind asks more of the outfit than the
        // warmest garments give (ISO 11079): no lighter alternative, and a time limit.
        #expect(
            lines[3]
                == "롱패딩 + 니트 + 히트텍 + 내복 하의 + 기모바지 + 목도리 + 장갑 + 모자 + KF80 마스크 + 선크림 + 레인부츠 · 우산 필요")
        #expect(text.stdout.contains("· 체감온도 차이가 13.9도예요 — 11시쯤엔 목도리 없이도 괜찮아요\n"))
        #expect(text.stdout.contains("· 이 옷차림이면 밖에서는 1시간 50분쯤까지가 적당해요\n"))
        let outfit = try Self.outfit(
            try await BinaryRunner.run(["now", "--demo", "--json"], environment: sandbox.environment))
        #expect(
            Self.picks(outfit) == [
                "long-padded-coat", "knit", "thermal-base-layer", "long-underwear", "fleece-lined-pants", "scarf",
                "gloves", "hat", "mask-kf80", "sunscreen", "rain-boots",
            ])
        #expect(
            (outfit["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
                "padded-jacket", "heavy-coat", "quilted-clothes", "long-padded-coat", "knit", "fleece-lined-clothes",
                "thermal-base-layer", "long-underwear", "fleece-lined-pants", "scarf", "sneakers", "winter-boots",
                "umbrella", "gloves", "hat", "mask-kf80", "sunscreen",
            ])  // the gloves and the hat once, for the sample's 한파주의보 that asks for them
        let insulation = try #require(outfit["insulation"] as? [String: Any])
        #expect(insulation["clo"] as? Double == 2.02 && insulation["requiredClo"] as? Double == 2.46)
        #expect(insulation["limitMinutes"] as? Int == 110)
        #expect(insulation["coldestHour"] as? String == "2026-11-30T07:00:00+09:00")
        #expect(outfit["learnedOffset"] as? Double == 0)
        // --demo records nothing for feedback.
        #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/.local/state/kkeulmit/advice.json"))
    }

    @Test("a wardrobe changes the picks, and says what it lacks")
    func wardrobe() async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        try sandbox.write(
            #"{"wardrobe": ["heavy-coat", "fleece-lined-clothes", "waterproof-shoes", "kimono"]}"#,
            to: sandbox.configFile)
        let r = try await BinaryRunner.run(["now", "--demo", "--json"], environment: sandbox.environment)
        #expect(r.status == 0 && r.stderr == "")
        let outfit = try Self.outfit(r)
        #expect(
            Self.picks(outfit) == [
                "heavy-coat", "fleece-lined-clothes", "fleece-lined-pants", "scarf", "gloves", "hat", "mask-kf80",
                "sunscreen", "waterproof-shoes",
            ])
        let owned = (outfit["layers"] as? [[String: Any]] ?? []).map {
            ($0["pick"] as? [String: Any])?["owned"] as? Bool
        }
        // Masks and sunscreen are not garments of the wardrobe: no "owned" for them.
        #expect(owned == [true, true, false, false, false, false, nil, nil, true])
        let notes = outfit["notes"] as? [[String: Any]] ?? []
        #expect(notes.contains { $0["id"] as? String == "wardrobe-missing" })
        let verbose = try await BinaryRunner.run(["now", "--demo", "--verbose"], environment: sandbox.environment)
        #expect(verbose.stderr.contains("ignoring ids the rule table does not know: kimono"))
        #expect(verbose.stdout.contains("가진 옷 중 8단계 하의, 소품이 없어요: 기모바지, 목도리, 장갑, 모자 추천"))
        #expect(verbose.stderr.contains("kkeulmit: insulation: coldest hour 2026-11-30T07:00:00+09:00 at -2.7 °C"))
    }

    @Test("--back gives the evening advice: outfit.back, and a note on what to take")
    func back() async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        let r = try await BinaryRunner.run(
            ["now", "--demo", "--json", "--hours", "4", "--back", "22:00"], environment: sandbox.environment)
        #expect(r.status == 0 && r.stderr == "")
        let object = try Self.json(r)
        let outfit = try #require(object["outfit"] as? [String: Any])
        let back = try #require(outfit["back"] as? [String: Any])
        #expect(back["time"] as? String == "2026-11-30T22:00:00+09:00")
        #expect(
            (back["conditions"] as? [String: Any])?.keys.sorted()
                == (object["conditions"] as? [String: Any])?.keys.sorted())
        #expect(Self.picks(back).isEmpty == false)
        let text = try await BinaryRunner.run(
            ["now", "--demo", "--back", "22:00", "--hours", "4"], environment: sandbox.environment)
        #expect(text.stdout.contains("· 밤 10시엔 체감 -3도: "))
        // Without --back, nothing of it.
        let plain = try Self.outfit(
            try await BinaryRunner.run(["now", "--demo", "--json"], environment: sandbox.environment))
        #expect(plain["back"] == nil)
    }

    /// `at 14:00 --hours 2` on the 0500 issue feels like 5.5 °C at the coldest: band 7, 0.5 °C above band 8.
    static let afternoon = ["at", "2026-11-30T14:00", "--nx", "60", "--ny", "127", "--hours", "2", "--json"]

    @Test("three cold answers move the learned offset and the band; answers after KKEULMIT_NOW do not count")
    func threeColds() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let before = try await Self.outfit(
            try await s.run(Self.afternoon, env: E2E.env(now: "2026-11-30T07:30:00+09:00")))
        #expect(before["band"] as? Int == 7 && before["basisTemperature"] as? Double == 5.5)
        #expect(before["learnedOffset"] as? Double == 0)

        let state = s.sandbox.home + "/.local/state/kkeulmit"
        for minute in ["40", "41", "42"] {
            let r = try await s.run(["feedback", "cold"], env: ["KKEULMIT_NOW": "2026-11-30T07:\(minute):00+09:00"])
            #expect(r.status == 0 && r.stderr == "")
            #expect(r.stdout.hasPrefix("기록했어요: 추웠어요 — 11월 30일 14–16시 조언(7단계)\n"))
        }
        for file in ["advice.json", "feedback.json"] {
            let mode = (try FileManager.default.attributesOfItem(atPath: state + "/" + file))[.posixPermissions]
            #expect(mode as? Int == 0o600, "\(file)")
        }

        let after = try await Self.outfit(
            try await s.run(Self.afternoon, env: E2E.env(now: "2026-11-30T07:50:00+09:00")))
        #expect(after["learnedOffset"] as? Double == -1.5)
        #expect(after["temperatureOffset"] as? Double == -1.5)
        #expect(after["basisTemperature"] as? Double == 4.0)
        #expect(after["band"] as? Int == 8)
        let note = try #require((after["notes"] as? [[String: Any]])?.first { $0["id"] as? String == "learned-offset" })
        #expect(note["text"] as? String == "피드백 답 3개로 배운 보정 -1.5도를 체감온도에 더했어요")
        #expect((note["values"] as? [String: Any])?["answers"] as? Double == 3)

        // A replay at 07:35 happens before the answers: they are ignored.
        let replay = try await Self.outfit(
            try await s.run(Self.afternoon, env: E2E.env(now: "2026-11-30T07:35:00+09:00")))
        #expect(replay["band"] as? Int == 7 && replay["learnedOffset"] as? Double == 0)
    }

    @Test("a damaged feedback file: one warning, the advice goes on, the file is set aside")
    func damagedState() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let state = s.sandbox.home + "/.local/state/kkeulmit"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try s.sandbox.write("\u{0}\u{1}garbage", to: state + "/feedback.json")
        let r = try await s.run(Self.afternoon, env: E2E.env())
        #expect(r.status == 0)
        #expect(
            r.stderr == "kkeulmit: warning: ignoring the state file \(state)/feedback.json: damaged (not a kkeulmit "
                + "state file); moved it to \(state)/feedback.json.damaged\n")
        #expect(try await s.run(Self.afternoon, env: E2E.env()).stderr == "")
    }

    @Test("now compares with this time yesterday when the cache holds yesterday's issue")
    func yesterday() async throws {
        let shifted = try Self.nextDay(E2E.issue0500, colder: 3)
        let s = try KMAScenario { request in
            .kmaPaged(fullIssue: request.query["base_date"] == "20261201" ? shifted : E2E.issue0500)
        }
        let args = ["now", "--nx", "60", "--ny", "127"]
        #expect(try await s.run(args, env: E2E.env(now: "2026-11-30T07:37:00+09:00")).status == 0)
        let r = try await s.run(args + ["--json"], env: E2E.env(now: "2026-12-01T07:30:00+09:00"))
        #expect(r.status == 0 && r.stderr == "")
        let comparison = try #require(try Self.json(r)["comparison"] as? [String: Any])
        #expect(comparison["kind"] as? String == "now" && comparison["previousDate"] as? String == "2026-11-30")
        #expect(comparison["meanChange"] as? Double == -3 && comparison["verdict"] as? String == "colder")
        let text = try await s.run(args, env: E2E.env(now: "2026-12-01T07:30:00+09:00"))
        #expect(text.stdout.contains("\n어제 이 시간보다 3도 낮아요 (어제 "))
    }

    /// The issue as if published a day later (every date +1), `colder` degrees colder.
    static func nextDay(_ issue: Data, colder: Double) throws -> Data {
        var root = try #require(try JSONSerialization.jsonObject(with: issue) as? [String: Any])
        var response = try #require(root["response"] as? [String: Any])
        var body = try #require(response["body"] as? [String: Any])
        var items = try #require(body["items"] as? [String: Any])
        let rows = try #require(items["item"] as? [[String: Any]])
        func later(_ date: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
            formatter.dateFormat = "yyyyMMdd"
            return formatter.date(from: date).map { formatter.string(from: $0.addingTimeInterval(86_400)) } ?? date
        }
        items["item"] = rows.map { row in
            var row = row
            for key in ["baseDate", "fcstDate"] { row[key] = later(row[key] as? String ?? "") }
            if row["category"] as? String == "TMP", let value = Double(row["fcstValue"] as? String ?? "") {
                row["fcstValue"] = String(Int(value - colder))
            }
            return row
        }
        body["items"] = items
        response["body"] = body
        root["response"] = response
        return try JSONSerialization.data(withJSONObject: root)
    }
}
