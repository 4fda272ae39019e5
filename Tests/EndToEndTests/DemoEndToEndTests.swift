import Foundation
import TestSupport
import Testing

/// `--demo`: the whole pipeline on the built-in sample, with nothing from the outside world.
@Suite("kkeulmit --demo end to end")
struct DemoEndToEndTests {
    @Test("an empty environment (no key, no HOME, no network): exit 0, labelled as a sample")
    func emptyEnvironment() async throws {
        let text = try await BinaryRunner.run(["now", "--demo"], environment: [:])
        #expect(!text.timedOut)
        E2E.expectClean(text, secrets: [])
        #expect(text.status == 0, "stderr: \(text.stderr)")
        #expect(text.stderr == "")
        #expect(text.stdout.hasPrefix("예시 데이터") && text.stdout.contains("실제 예보가 아닙니다"))
        #expect(text.stdout.contains("우산") && text.stdout.contains("체감"))

        let en = try await BinaryRunner.run(["now", "--demo", "--lang", "en"], environment: [:])
        #expect(en.status == 0 && en.stderr == "")
        #expect(en.stdout.hasPrefix("SAMPLE DATA"))

        let oneline = try await BinaryRunner.run(["now", "--demo", "--format", "oneline"], environment: [:])
        #expect(oneline.status == 0 && oneline.stdout.hasPrefix("[예시] "))

        let json = try await BinaryRunner.run(["now", "--demo", "--json"], environment: [:])
        #expect(json.status == 0 && json.stderr == "")
        let j = try E2E.report(json)
        #expect(j.demo == true && j.stale == false && j.schemaVersion == 1)
        #expect(json.stdout.contains(#""demo":true"#))
        #expect(j.window.hours == 12 && j.hourly.count == 12)
        #expect(j.window.end == E2E.kst(j.window.start, plus: 12))
        #expect(j.hourly.map(\.time) == (0..<12).map { E2E.kst(j.window.start, plus: $0) })
        let wet = j.hourly.contains { $0.precipitationType != "none" || $0.precipitationProbability >= 60 }
        #expect(j.outfit.umbrella == wet)
        #expect(j.outfit.band == E2E.band(for: j.outfit.basisTemperature))
    }

    @Test(
        "the same advice whatever the clock, location or zone says, and no request is made; a location: one line",
        arguments: ["--json", "text"])
    func sameEverywhere(format: String) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let formatArgs = format == "text" ? [] : [format]
        let reference = try await BinaryRunner.run(["now", "--demo"] + formatArgs, environment: [:])
        #expect(reference.status == 0)
        let variants: [([String], [String: String])] = [
            ([], ["KKEULMIT_NOW": "2031-07-15T14:45:00+09:00"]),
            ([], ["KKEULMIT_NOW": "2026-11-30T07:30:00+09:00", "TZ": "America/Los_Angeles"]),
            (["--nx", "98", "--ny", "76"], [:]),
            (["--place", "제주특별자치도 제주시"], ["TZ": "UTC"]),
            (["--lat", "35.1796", "--lon", "129.0756"], ["KMA_SERVICE_KEY": E2E.encodedKey]),
            (["--no-cache"], ["KKEULMIT_BASE_URL": s.baseURL, "KMA_SERVICE_KEY": E2E.encodedKey]),
        ]
        let line = "! 예시 데이터는 서울특별시 종로구의 예보예요 — 지정한 위치의 예보가 아니에요\n"
        let warning =
            #"{"id":"demo-place","text":"예시 데이터는 서울특별시 종로구의 예보예요 — 지정한 위치의 예보가 아니에요","values":{}}"#
        for (extraArgs, env) in variants {
            let r = try await s.run(["now", "--demo"] + formatArgs + extraArgs, env: env)
            #expect(r.status == 0, "\(extraArgs) \(env): \(r.stderr)")
            #expect(r.stderr == "")
            // A location other than the sample's own is said once; nothing else changes.
            let located = extraArgs.contains { $0.hasPrefix("--") && $0 != "--no-cache" }
            let expected =
                !located
                ? reference.stdout
                : format == "text"
                    ? reference.stdout + line
                    : reference.stdout.replacingOccurrences(
                        of: #""warnings":[]"#, with: #""warnings":["# + warning + "]")
            #expect(r.stdout == expected, "\(extraArgs) \(env)")
        }
        let own = try await BinaryRunner.run(["now", "--demo", "--place", "종로구"] + formatArgs, environment: [:])
        #expect(own.stdout == reference.stdout, "the sample's own place needs no line")
        #expect(s.requests.isEmpty, "--demo must not touch the network")
    }

    @Test(
        "--demo reads the built-in ultra-short samples (06:00 observed, 05:30 forecast); --forecast-only leaves them off"
    )
    func nowcastSamples() async throws {
        let json = try await BinaryRunner.run(["now", "--demo", "--json"], environment: [:])
        #expect(json.status == 0 && json.stderr == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let sources = (object["sources"] as? [[String: Any]] ?? []).map {
            "\($0["id"] ?? "") \($0["status"] ?? "") \($0["issued"] ?? "")"
        }
        #expect(
            sources.prefix(3) == [
                "vilageFcst ok 2026-11-30T05:00:00+09:00", "ultraSrtNcst ok 2026-11-30T06:00:00+09:00",
                "ultraSrtFcst ok 2026-11-30T05:30:00+09:00",
            ])
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["time"] as? String == "2026-11-30T06:00:00+09:00")
        let hourly = object["hourly"] as? [[String: Any]] ?? []
        #expect(
            hourly.prefix(7).compactMap { $0["source"] as? String } == ["observation"]
                + Array(
                    repeating: "ultraShortForecast", count: 5) + ["shortForecast"])

        let off = try await BinaryRunner.run(["now", "--demo", "--json", "--forecast-only"], environment: [:])
        #expect(off.status == 0 && off.stderr == "")
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(off.stdout.utf8)) as? [String: Any])
        #expect(plain["current"] is NSNull)
        #expect(
            (plain["sources"] as? [[String: Any]] ?? []).prefix(3).compactMap { $0["status"] as? String } == [
                "ok", "off", "off",
            ])
        #expect(
            (plain["hourly"] as? [[String: Any]] ?? []).allSatisfy { $0["source"] as? String == "shortForecast" })
    }

    /// No ice or non-slip shoes for a dry frost and a mild rain; 오후 3시 and what comes off for a warmer return; the
    /// measured fine-dust grade of the demo's one moment.
    @Test("the demo agrees with its own numbers")
    func agreesWithItself() async throws {
        for extra in [
            [], ["--back", "15:00"], ["--back", "19:30"], ["--hours", "24"], ["--back", "23:00", "--hours", "6"],
        ] {
            for lang in ["ko", "en"] {
                let r = try await BinaryRunner.run(
                    ["now", "--demo", "--json", "--lang", lang] + extra, environment: [:])
                #expect(r.status == 0 && r.stderr == "")
                let found = AdviceClaims.check(json: r.stdout)
                #expect(found.isEmpty, "\(extra) \(lang): \(found)")
            }
        }
        let text = try await BinaryRunner.run(["now", "--demo", "--back", "15:00"], environment: [:])
        #expect(text.status == 0)
        // The sample's 한파주의보 is not lifted by then: the gloves and the hat stay on.
        #expect(text.stdout.contains("· 오후 3시엔 체감 6도: 목도리는 벗어도 돼요\n"))
        #expect(!text.stdout.contains("길이 얼") && !text.stdout.contains("미끄럼 방지"))
        let plain = try await BinaryRunner.run(["now", "--demo"], environment: [:])
        // A 한파주의보 morning (the sample's getPwnCd answers), named first, after the line saying it is a sample.
        let lines = plain.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "예시 데이터입니다 — 실제 예보가 아닙니다")
        #expect(lines.dropFirst().first?.hasPrefix("! 한파주의보 — 서울서북권, 11월 29일 21시부터") == true, "\(lines)")
        #expect(plain.stdout.contains("레인부츠") && !plain.stdout.contains("길이 얼"))
        #expect(plain.stdout.contains("· 미세먼지 나쁨 — 종로구 측정소 6시 PM10 86·PM2.5 40㎍/㎥ (예보 보통): KF80 마스크 챙기세요\n"))
    }
}
