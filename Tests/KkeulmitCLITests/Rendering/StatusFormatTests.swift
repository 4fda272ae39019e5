import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

@Suite("Status formats: waybar, templates, --color")
struct StatusFormatTests {
    @Test("waybar: one JSON line with text, tooltip, class by band and alt")
    func waybarDry() throws {
        let line = WaybarRenderer.render(ReportSamples.coldMorning, language: .ko)
        #expect(line.filter { $0 == "\n" }.count == 1)
        #expect(
            line.hasPrefix(
                #"{"text":"-9~0°C 롱패딩","tooltip":"롱패딩 + 니트 + 히트텍 + 내복 하의 + 기모바지 + 목도리 + 장갑 + 모자 + 방한화 · 우산 필요 없음\n"#))
        #expect(line.hasSuffix(#","class":["band-8"],"alt":"band-8"}"# + "\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(
            object["tooltip"] as? String
                == String(TextRenderer.render(ReportSamples.coldMorning, language: .ko, colour: false).dropLast()))
    }

    @Test("waybar: rain, demo and stale join the class list; the umbrella shows in the text")
    func waybarWet() {
        let line = WaybarRenderer.render(ReportSamples.wetNight, language: .en)
        #expect(line.hasPrefix(#"{"text":"[SAMPLE] 27°C T-shirt ☂","#))
        #expect(line.contains(#""class":["band-2","rain","demo","stale"],"alt":"band-2"}"#))
    }

    @Test("waybar escapes Pango markup")
    func waybarMarkup() {
        #expect(WaybarRenderer.markup("a & <b>") == "a &amp; &lt;b&gt;")
    }

    @Test(
        "template placeholders",
        arguments: [
            ("{feels}°C {pick}{umbrella}", OutputLanguage.ko, "-9~0°C 롱패딩"),
            ("{feelsMin}/{feelsMax} {tempMin}/{tempMax} b{band} {basis}", .ko, "-8.7/0.1 -3/4 b8 -8.7"),
            (
                "{outfit}|{mask}|{pop}|{rainStart}|{place}|{window}", .en,
                "long padded coat + knit + thermal base layer + long underwear + fleece-lined pants + scarf + gloves + hat "
                    + "+ winter boots||10||Jongno-gu|07:00–19:00"
            ),
            ("{demo}{stale}{{literal}}", .ko, "{literal}"),
            ("{oneline}", .ko, "종로구 07–19시 체감 -9~0°C · 롱패딩 + 니트 + 기모바지 외 6개 · 우산 필요 없음"),
        ])
    func template(text: String, lang: OutputLanguage, expected: String) throws {
        let template = try OutputTemplate(parsing: text)
        #expect(template.render(ReportSamples.coldMorning, language: lang) == expected + "\n")
    }

    @Test("template on the wet night: umbrella, rain start, the cell for a place, demo and stale")
    func templateWet() throws {
        let template = try OutputTemplate(parsing: "{demo}{stale} {place} {umbrella} {rainStart} {pop}%")
        #expect(template.render(ReportSamples.wetNight, language: .en) == "[SAMPLE][STALE] 98,76 umbrella 20:00 70%\n")
    }

    @Test("every placeholder is explained in docs/CLI.md and renders without crashing on both samples")
    func everyPlaceholder() throws {
        for p in TemplatePlaceholder.allCases {
            #expect(CLIDocTests.document.contains("| `{\(p.rawValue)}` | "), "docs/CLI.md explains {\(p.rawValue)}")
            let t = try OutputTemplate(parsing: "{\(p.rawValue)}")
            _ = t.render(ReportSamples.wetNight, language: .ko)
        }
    }

    @Test(
        "a bad template is a usage error (64) that names the problem",
        arguments: [
            ("{feel}", "unknown placeholder {feel} (did you mean 'feels'?)"),
            ("{nope} x", "unknown placeholder {nope}"),
            ("x {band", "'{band' has no closing '}'"),
            ("{band}}", "a '}' without its '{'"),
        ])
    func badTemplate(text: String, message: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["now", "--format", text]) }
        do {
            _ = try CommandLineParser.parse(["now", "--format", text])
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("a --format value with { is a template, any other must be a format name")
    func templateOrName() throws {
        let o = try #require((try CommandLineParser.parse(["now", "--format", "{band}"]) as? NowCommand)?.options)
        #expect(o.template == (try OutputTemplate(parsing: "{band}")))
        #expect(o.format == nil)
        let w = try CommandLineParser.parse(["now", "--format", "waybar"]) as? NowCommand
        #expect(w?.options.format == .waybar)
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["now", "--format", "band"]) }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["now", "--format", "{band}", "--json"]) }
    }

    @Test(
        "--chart goes with text only; --ascii needs --chart; --color takes auto, always or never",
        arguments: [
            ["now", "--chart", "--json"], ["at", "2026-11-30T08:00", "--chart", "--format", "oneline"],
            ["now", "--chart", "--format", "{band}"], ["tomorrow", "--ascii"], ["now", "--color", "yes"],
            ["grid", "--nx", "1", "--ny", "1", "--chart"],
        ])
    func chartOptionErrors(arguments: [String]) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
    }

    @Test("--chart, --ascii and --color are read for now, at, tomorrow; --color for run-schedule")
    func chartOptions() throws {
        for args in [["now"], ["at", "2026-11-30T08:00"], ["tomorrow"]] {
            let command = try CommandLineParser.parse(args + ["--chart", "--ascii", "--color", "never"])
            let o = try #require((command as? any AdviceForm)?.options, "\(command)")
            #expect(o.chart && o.ascii && o.colour == .never)
        }
        let o = try CommandLineParser.parse(["run-schedule", "x", "--color", "always"]) as? RunScheduleCommand
        #expect(o?.options.colour == .always)
    }

    @Test(
        "colour: --color beats the terminal and NO_COLOR; auto follows them; TERM=dumb means ASCII",
        arguments: [
            (ColourChoice?.none, true, ["TERM": "xterm"], true, false),
            (.none, false, [:], false, false),
            (.auto, true, ["TERM": "dumb"], false, true),
            (.always, false, ["NO_COLOR": "1"], true, false),
            (.never, true, [:], false, false),
        ])
    func colourChoice(
        choice: ColourChoice?, terminal: Bool, env: [String: String], colour: Bool, ascii: Bool
    ) throws {
        var options = AdviceOptions()
        options.colour = choice
        options.chart = true
        let auto = CommandRun.colour(stdout: CapturedOutput(isTerminal: terminal), environment: Environment(env))
        let p = try Presentation(options, format: .text, autoColour: auto, environment: Environment(env))
        #expect(p.colour == colour)
        #expect(p.ascii == ascii)
    }

    @Test("the chart follows the text advice, a blank line between")
    func chartAfterText() {
        let report = ReportSamples.coldMorning
        let out = ReportRenderer.render(report, Presentation(chart: true), language: .ko)
        #expect(
            out == TextRenderer.render(report, language: .ko, colour: false) + "\n"
                + ChartRenderer.render(report, language: .ko, ascii: false, colour: false))
    }
}

extension StatusFormatTests {
    static func run(_ arguments: [String], env: [String: String] = [:], terminal: Bool = false) async -> (Int32, String)
    {
        let out = CapturedOutput(isTerminal: terminal)
        let app = Application(
            service: FakeAdviceService(.success(ReportSamples.coldMorning)), fileSystem: InMemoryFileSystem([:]),
            elapsedClock: GateClock())
        let status = await app.run(
            arguments: arguments,
            environment: Environment(["HOME": "/home/me", "KMA_SERVICE_KEY": "SECRET+KEY/1=="].merging(env) { $1 }),
            stdout: out, stderr: CapturedOutput(), clock: FixedTimeSource(ApplicationTests.now))
        return (status, out.text)
    }

    @Test("through the application: --color always colours a pipe, never and NO_COLOR keep a terminal plain")
    func applicationColour() async {
        let always = await Self.run(["now", "--place", "종로구", "--color", "always"])
        #expect(always.0 == 0 && always.1.contains("\u{1B}["))
        let never = await Self.run(["now", "--place", "종로구", "--color", "never"], terminal: true)
        #expect(never.0 == 0 && !never.1.contains("\u{1B}["))
        let noColor = await Self.run(["now", "--place", "종로구"], env: ["NO_COLOR": "1"], terminal: true)
        #expect(!noColor.1.contains("\u{1B}["))
        let auto = await Self.run(["now", "--place", "종로구"], terminal: true)
        #expect(auto.1.contains("\u{1B}["))
    }

    @Test("through the application: --chart, TERM=dumb, waybar and a template")
    func applicationFormats() async {
        let report = ReportSamples.coldMorning
        // A dumb terminal is still a terminal: 80 columns when nothing says otherwise.
        let dumb = await Self.run(["now", "--place", "종로구", "--chart"], env: ["TERM": "dumb"], terminal: true)
        #expect(
            dumb.1 == TextRenderer.render(report, language: .ko, colour: false, layout: TextLayout(width: 80)) + "\n"
                + ChartRenderer.render(report, language: .ko, ascii: true, colour: false, width: 80))
        let waybar = await Self.run(["now", "--place", "종로구", "--format", "waybar"])
        #expect(waybar.1 == WaybarRenderer.render(report, language: .ko))
        let template = await Self.run(["now", "--place", "종로구", "--format", "{band}/{pick}"])
        #expect(template.1 == "8/롱패딩\n")
        let bad = await Self.run(["now", "--place", "종로구", "--format", "{bnad}"])
        #expect(bad.0 == 64 && bad.1.isEmpty)
    }
}
