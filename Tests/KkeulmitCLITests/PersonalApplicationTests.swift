import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// The wardrobe, `--back` and `feedback` through the whole application, with an in-memory disk and a fake
/// forecast service.
@Suite("Application: wardrobe, out and back, feedback")
struct PersonalApplicationTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let state = "/home/me/.local/state/kkeulmit"
    static let config = "/home/me/.config/kkeulmit/config.json"
    static let morning = "2026-11-30T07:30:00+09:00"

    let disk = InMemoryWritableFileSystem()
    let fake = FakeAdviceService(.success(ReportSamples.coldMorning))

    func run(_ arguments: [String], now: String = morning, env: [String: String] = [:]) async -> Run {
        let out = CapturedOutput(isTerminal: false)
        let err = CapturedOutput()
        var environment = ["HOME": "/home/me", "KMA_SERVICE_KEY": "k", "KKEULMIT_NOW": now]
        environment.merge(env) { $1 }
        let status = await Application(service: fake, fileSystem: disk).run(
            arguments: arguments, environment: Environment(environment), stdout: out, stderr: err,
            clock: FixedTimeSource(Date(timeIntervalSince1970: 0)))
        return Run(status: status, stdout: out.text, stderr: err.text)
    }

    @Test("an advice run records the advice it printed, in any format; --demo records none")
    func records() async throws {
        #expect(await run(["now", "--demo"]).status == 0)
        #expect(disk.paths.isEmpty)
        let r = await run(["now", "--nx", "60", "--ny", "127", "--json"])
        #expect(r.status == 0 && r.stderr == "")
        let history = try FeedbackState.decodeAdvice(try disk.contents(atPath: Self.state + "/advice.json"))
        #expect(history.count == 1)
        #expect(history[0].command == "now" && history[0].band == 8 && history[0].basisTemperature == -8.7)
        #expect(history[0].printedAt == KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30))
        #expect(
            history[0].windowStart == ReportSamples.start
                && history[0].windowEnd == ReportSamples.start.adding(hours: 12))
        _ = await run(["tomorrow", "--nx", "60", "--ny", "127", "--format", "oneline"])
        let after = try FeedbackState.decodeAdvice(try disk.contents(atPath: Self.state + "/advice.json"))
        #expect(after.map(\.command) == ["now", "tomorrow"])
    }

    @Test("XDG_STATE_HOME decides where; a relative one is ignored")
    func stateHome() async {
        _ = await run(["now", "--nx", "60", "--ny", "127"], env: ["XDG_STATE_HOME": "/srv/state"])
        _ = await run(["now", "--nx", "60", "--ny", "127"], env: ["XDG_STATE_HOME": "state"])
        #expect(disk.paths == [Self.state + "/advice.json", "/srv/state/kkeulmit/advice.json"])
    }

    @Test("three cold answers: the next request carries a learned offset, and feedback says so")
    func threeColds() async throws {
        _ = await run(["now", "--nx", "60", "--ny", "127"])
        let first = await run(["feedback", "cold"], now: "2026-11-30T20:00:00+09:00")
        #expect(first.status == 0 && first.stderr == "")
        #expect(first.stdout == "기록했어요: 추웠어요 — 11월 30일 07–19시 조언(8단계)\n답이 3개 모이면 보정을 배워요 (지금 1개)\n")
        _ = await run(["feedback", "cold"], now: "2026-11-30T20:01:00+09:00")
        let third = await run(["feedback", "cold", "--lang", "en"], now: "2026-11-30T20:02:00+09:00")
        #expect(
            third.stdout
                == "Noted: cold, for the advice for Nov 30 07:00–19:00 (band 8)\nLearned offset: -1.5 °C from 3 answers\n"
        )
        let answers = try FeedbackState.decodeAnswers(try disk.contents(atPath: Self.state + "/feedback.json"))
        #expect(answers.map(\.verdict) == [.cold, .cold, .cold])
        #expect(answers.allSatisfy { $0.advice.band == 8 })

        _ = await run(["now", "--nx", "60", "--ny", "127"], now: "2026-12-01T07:30:00+09:00")
        let request = try #require(fake.requests.last)
        #expect(request.outfit.learned == LearnedOffset(value: -1.5, answers: 3))
        // Replayed before the answers were given, they do not count.
        _ = await run(["now", "--nx", "60", "--ny", "127"], now: "2026-11-30T19:00:00+09:00")
        #expect(fake.requests.last?.outfit.learned == LearnedOffset(value: 0, answers: 0))
        // --demo gives the same advice on any day: no learned offset.
        _ = await run(["now", "--demo"], now: "2026-12-01T07:30:00+09:00")
        #expect(fake.requests.last?.outfit.learned == nil)
    }

    @Test("feedback --at answers the advice whose window held that time")
    func feedbackAt() async throws {
        _ = await run(["now", "--nx", "60", "--ny", "127"])
        _ = await run(["tomorrow", "--nx", "60", "--ny", "127"], now: "2026-11-30T07:40:00+09:00")
        let r = await run(["feedback", "hot", "--at", "2026-11-30", "08:00"], now: "2026-11-30T21:00:00+09:00")
        #expect(r.status == 0)
        let answers = try FeedbackState.decodeAnswers(try disk.contents(atPath: Self.state + "/feedback.json"))
        // Both records cover 08:00 (the fake answers with the same window): the later one printed wins.
        #expect(answers.last?.advice.command == "tomorrow")
        let none = await run(["feedback", "ok", "--at", "2026-12-05T08:00"], now: "2026-11-30T21:00:00+09:00")
        #expect(none.status == 64 && none.stdout == "")
        #expect(none.stderr.contains("no advice printed so far covers 2026-12-05T08:00:00+09:00"))
    }

    @Test(
        "feedback refuses what it cannot answer",
        arguments: [
            (["feedback"], "'feedback' needs how the advice felt: cold, ok or hot"),
            (["feedback", "cld"], "'cld' is not an answer: give cold, ok or hot (did you mean 'cold'?)"),
            (["feedback", "cold", "warm"], "unexpected argument 'warm' after 'cold'"),
            (["feedback", "ok", "--at", "noon"], "--at must look like 2026-11-30T08:00"),
            (["feedback", "ok", "--hours", "3"], "--hours is not an option of 'feedback'"),
            (["feedback", "hot"], "no advice to answer yet: feedback answers the last advice printed by 'now'"),
        ])
    func feedbackUsage(arguments: [String], message: String) async {
        let r = await run(arguments)
        #expect(r.status == 64 && r.stdout == "")
        #expect(r.stderr.hasPrefix("kkeulmit: " + message))
    }

    @Test("a damaged state file is ignored with one warning and set aside; the run goes on")
    func damaged() async throws {
        disk.write("{not json", to: Self.state + "/feedback.json")
        disk.write(#"{"version": 9, "advice": []}"#, to: Self.state + "/advice.json")
        let r = await run(["now", "--nx", "60", "--ny", "127"])
        #expect(r.status == 0)
        #expect(
            r.stderr
                == "kkeulmit: warning: ignoring the state file \(Self.state)/feedback.json: damaged (not a kkeulmit state "
                + "file); moved it to \(Self.state)/feedback.json.damaged\n"
                + "kkeulmit: warning: ignoring the state file \(Self.state)/advice.json: written in state version 9, "
                + "which this kkeulmit does not read; moved it to \(Self.state)/advice.json.damaged\n")
        #expect(disk.text(Self.state + "/feedback.json.damaged") == "{not json")
        #expect(try FeedbackState.decodeAdvice(try disk.contents(atPath: Self.state + "/advice.json")).count == 1)
        #expect(await run(["now", "--nx", "60", "--ny", "127"]).stderr == "")
    }

    @Test("a disk that cannot be written: advice still printed, nothing recorded; feedback fails with 78")
    func readOnly() async {
        let record = FeedbackState.encodeAdvice([
            AdviceRecord(
                printedAt: ReportSamples.start, command: "now", windowStart: ReportSamples.start,
                windowEnd: ReportSamples.start.adding(hours: 12), band: 8, basisTemperature: -8.1, learnedOffset: 0,
                nx: 60, ny: 127)
        ])
        let files = InMemoryFileSystem([Self.state + "/advice.json": (String(decoding: record, as: UTF8.self), 0o600)])
        let app = Application(service: fake, fileSystem: files)
        let env = Environment(["HOME": "/home/me", "KMA_SERVICE_KEY": "k", "KKEULMIT_NOW": Self.morning])
        for (arguments, status, message) in [
            (["now", "--nx", "1", "--ny", "1"], Int32(0), ""),
            (
                ["feedback", "cold"], 78,
                "kkeulmit: cannot save the answer in \(Self.state)/feedback.json: this file system cannot be written to\n"
            ),
        ] {
            let out = CapturedOutput(isTerminal: false)
            let err = CapturedOutput()
            let code = await app.run(
                arguments: arguments, environment: env, stdout: out, stderr: err, clock: FixedTimeSource(Date()))
            #expect(code == status && err.text == message)
        }
    }

    @Test("--back: now covers the hours until the return; --hours, tomorrow and schedules keep their span")
    func back() async throws {
        _ = await run(["now", "--nx", "60", "--ny", "127", "--back", "19:00"])
        var request = try #require(fake.requests.last)
        #expect(request.hours == 12 && request.outfit.back == TimeOfDay(hour: 19))
        _ = await run(["now", "--nx", "60", "--ny", "127", "--back", "12:30"])
        #expect(fake.requests.last?.hours == 5)
        _ = await run(["now", "--nx", "60", "--ny", "127", "--back", "19:00", "--hours", "3"])
        #expect(fake.requests.last?.hours == 3)
        _ = await run(["tomorrow", "--nx", "60", "--ny", "127", "--back", "19:00"])
        request = try #require(fake.requests.last)
        #expect(request.hours == 14 && request.outfit.back == TimeOfDay(hour: 19))
        let bad = await run(["now", "--back", "7pm"])
        #expect(bad.status == 64 && bad.stderr.contains("--back must be a time of day HH:MM"))
        #expect(await run(["grid", "--nx", "1", "--ny", "1", "--back", "19:00"]).status == 64)
    }

    @Test("a schedule's back and the config's wardrobe reach the request; unknown garments only with --verbose")
    func configuration() async throws {
        disk.write(
            #"{"location": {"nx": 60, "ny": 127}, "wardrobe": ["padded-jacket", "kimono"], "#
                + #""schedules": [{"name": "commute", "days": "daily", "time": "07:30", "hours": 2, "back": "19:00"}]}"#,
            to: Self.config)
        let r = await run(["run-schedule", "commute"])
        #expect(r.status == 0 && r.stderr == "")
        let request = try #require(fake.requests.last)
        #expect(request.outfit.back == TimeOfDay(hour: 19) && request.hours == 2)
        #expect(request.outfit.wardrobe == Wardrobe.owned(["padded-jacket", "kimono"]))
        let verbose = await run(["now", "--verbose"])
        #expect(verbose.stderr.contains("kkeulmit: wardrobe: ignoring ids the rule table does not know: kimono"))
        _ = await run(["run-schedule", "commute", "--back", "21:00"])
        #expect(fake.requests.last?.outfit.back == TimeOfDay(hour: 21))
    }
}

@Suite("Configuration: wardrobe and a schedule's back")
struct PersonalConfigurationTests {
    private func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Data(json.utf8), path: "/c/config.json", home: "/home/me")
    }

    @Test("wardrobe: a list of ids owned, or {\"not\": [ids never worn]}")
    func wardrobe() throws {
        #expect(
            try parse(#"{"wardrobe": ["jeans", " knit ", "jeans"]}"#).wardrobe == Wardrobe.owned(["jeans", "knit"]))
        #expect(try parse(#"{"wardrobe": {"not": ["short-skirt"]}}"#).wardrobe == Wardrobe.never(["short-skirt"]))
        #expect(try parse(#"{"wardrobe": {"not": []}}"#).wardrobe == Wardrobe.never([]))
        #expect(try parse(#"{"wardrobe": null}"#).wardrobe == nil)
    }

    @Test(
        "a bad wardrobe names the field and the shapes",
        arguments: [
            (#"{"wardrobe": "jeans"}"#, #""wardrobe" must be a list of garment ids you own"#),
            (#"{"wardrobe": []}"#, #""wardrobe" lists no garments"#),
            (#"{"wardrobe": [3]}"#, #""wardrobe"[0] must be a garment id such as "padded-jacket", not the number 3"#),
            (#"{"wardrobe": {"owned": ["jeans"]}}"#, #""wardrobe" must be a list of garment ids you own"#),
            (#"{"wardrobe": {"not": "jeans"}}"#, #""wardrobe.not" must be a list of garment ids"#),
            (
                #"{"schedules": [{"name": "c", "days": "daily", "time": "07:30", "back": "7pm"}]}"#,
                #"schedules[0] ("c").back: expected HH:mm (KST, when you come home), got '7pm'"#
            ),
        ])
    func bad(json: String, message: String) {
        let error = #expect(throws: ConfigurationError.self) { try parse(json) }
        #expect(error?.message.hasPrefix("config file /c/config.json: " + message) == true, "\(error?.message ?? "")")
    }

    @Test("schedule backs by name")
    func backs() throws {
        let config = try parse(
            #"{"schedules": [{"name": "a", "days": "daily", "time": "07:30", "back": "18:30"}, "#
                + #"{"name": "b", "days": "daily", "time": "09:00"}]}"#)
        #expect(config.schedules.map(\.back) == [TimeOfDay(hour: 18, minute: 30)!, nil])
        #expect(config.schedules.count == 2)
    }
}
