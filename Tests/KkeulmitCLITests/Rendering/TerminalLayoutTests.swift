import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// Text that fits the terminal: wrapped at its width by display width, never inside a word, a number and its unit
/// or a clock time, continuation lines under their bullet; piped text never wrapped.
@Suite("Text layout on a terminal")
struct TerminalLayoutTests {
    /// The demo's 12 hours, whose swing note and English numbers line are where the defects were found: at 80
    /// columns the terminal cut `괜`/`찮아요` and `5.8`/`m/s` apart.
    static var longLines: AdviceReport {
        let timeline = (try! DemoSample.forecast()).timeline().timeline
        let start = DemoSample.now.startOfHour
        let slots = timeline.slots.filter { $0.time >= start && $0.time < start.adding(hours: 12) }
        return ReportSamples.report(slots, daily: timeline.daily, base: DemoSample.base)
    }

    static func render(_ report: AdviceReport, _ lang: OutputLanguage, width: Int?, _ ambiguous: AmbiguousWidth)
        -> [String]
    {
        let text = TextRenderer.render(
            report, language: lang, colour: false, layout: TextLayout(width: width, ambiguous: ambiguous))
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("the defects: at 80 columns 괜찮아요 and 5.8 m/s stay whole, and no line is wider than the terminal")
    func defects() {
        for ambiguous in AmbiguousWidth.allCases {
            let ko = Self.render(Self.longLines, .ko, width: 80, ambiguous)
            #expect(ko.contains { $0.contains("괜찮아요") }, "\(ko)")
            let en = Self.render(Self.longLines, .en, width: 80, ambiguous)
            #expect(en.contains { $0.contains("5.8 m/s") }, "\(en)")
            for line in ko + en { #expect(DisplayWidth.of(line, ambiguous: ambiguous) <= 80, "\(line)") }
        }
    }

    @Test(
        "at 40 columns an item of several words, a duration and the + joiner wrap as one; no line starts with +",
        arguments: [
            (
                "롱패딩 + 니트 + 히트텍 + 내복 하의 + 기모바지 + 목도리 + 장갑 + 모자 + KF80 마스크 + 선크림 · 우산 필요",
                ["KF80 마스크", "내복 하의", "우산 필요"]
            ),
            (
                "Wear: long padded coat + knit + thermal base layer + scarf + KF80 mask + rain boots · take an umbrella",
                ["long padded coat +", "thermal base layer +", "KF80 mask +", "rain boots", "take an umbrella"]
            ),
            ("· 이 옷차림이면 밖에서는 1시간 50분쯤까지가 적당해요 — 더 오래 있을 거면 한 겹 더 입으세요", ["1시간 50분쯤까지가"]),
            ("· Dressed like this, about 1 h 50 min outside is the limit, then go in for a while", ["1 h 50 min"]),
        ])
    func itemsStayWhole(text: String, whole: [String]) {
        for width in 36...44 {
            let lines = LineWrapper.wrap(text, width: width, ambiguous: .narrow)
            for piece in whole { #expect(lines.contains { $0.contains(piece) }, "\(width): \(lines)") }
            #expect(lines.allSatisfy { !$0.hasPrefix("+") && !$0.hasPrefix(" +") }, "\(lines)")
            #expect(lines.joined(separator: " ") == text, "\(lines)")
        }
    }

    /// The unwrapped lines of the sample reports, with their bullets.
    static var sampleLines: [(bullet: String, text: String)] {
        [Self.longLines, ReportSamples.coldMorning, ReportSamples.wetNight].flatMap { report in
            OutputLanguage.allCases.flatMap { lang in
                render(report, lang, width: nil, .narrow).map { line in
                    for bullet in ["· ", "! "] where line.hasPrefix(bullet) {
                        return (bullet, String(line.dropFirst(bullet.count)))
                    }
                    return ("", line)
                }
            }
        }
    }

    @Test("on a terminal every line of the text is wrapped, notes and warnings under their bullet")
    func everyLineWrapped() {
        for report in [Self.longLines, ReportSamples.wetNight] {
            for lang in OutputLanguage.allCases {
                for ambiguous in AmbiguousWidth.allCases {
                    let layout = TextLayout(width: 44, ambiguous: ambiguous)
                    let expected = Self.render(report, lang, width: nil, ambiguous).flatMap { line in
                        let bullet = ["· ", "! "].first { line.hasPrefix($0) } ?? ""
                        return layout.lines(String(line.dropFirst(bullet.count)), bullet: bullet)
                    }
                    #expect(Self.render(report, lang, width: 44, ambiguous) == expected)
                }
            }
        }
    }

    @Test(
        "wrapped at any width, lines rejoin into the text, break where allowed, fit unless one piece is too wide",
        arguments: [20, 30, 40, 50, 60, 72, 80, 100])
    func wrapsAtAnyWidth(width: Int) {
        for (bullet, text) in Self.sampleLines {
            for ambiguous in AmbiguousWidth.allCases {
                let hanging = String(repeating: " ", count: DisplayWidth.of(bullet, ambiguous: ambiguous))
                let lines = LineWrapper.wrap(text, width: width, lead: bullet, hanging: hanging, ambiguous: ambiguous)
                let bodies = lines.enumerated().map { i, line in
                    String(line.dropFirst(i == 0 ? bullet.count : hanging.count))
                }
                #expect(bodies.joined(separator: " ") == text, "\(width): \(lines)")
                // A line may be wider only when it is one of the text's unbreakable pieces.
                let pieces = Set(LineWrapper.pieces(text).map { $0.text.trimmingCharacters(in: .whitespaces) })
                for (body, line) in zip(bodies, lines) {
                    let fits = DisplayWidth.of(line, ambiguous: ambiguous) <= width
                    #expect(fits || pieces.contains(body.trimmingCharacters(in: .whitespaces)), "\(width): \(line)")
                }
                for (before, after) in zip(bodies, bodies.dropFirst()) {
                    let last = before.split(separator: " ").last ?? ""
                    let first = after.split(separator: " ").first ?? ""
                    #expect(!LineWrapper.glued(last, first), "\(before) / \(after)")
                }
            }
        }
    }

    @Test(
        "what a break never separates: a number and its unit, clock times and dates, closing punctuation",
        arguments: [
            ("5.8", "m/s", true), ("3", "°C", true), ("12", "h)", true), ("-8.4", "°C,", true), ("60", "%", true),
            ("오후", "3시", true), ("영하", "8.4도까지", true), ("PM10", "88·PM2.5", true), ("Nov", "30", true),
            ("11월", "30일", true), ("30일", "06–18시", true), ("1일", "21시부터", true), ("30", "06:00–18:00", true),
            ("종로구", "·", true), ("단계예요", "—", true), ("(", "12시간)", true), ("13.9", "°C", true),
            ("괜찮아요", "(따뜻할", false), ("4", "hats", false), ("서울특별시", "3", false), ("up", "to", false),
            ("5.8", "degrees", false), ("우산", "필요", false), ("88", "PM2.5", false),
        ])
    func glue(_ previous: String, _ next: String, _ glued: Bool) {
        #expect(LineWrapper.glued(Substring(previous), Substring(next)) == glued)
    }

    @Test("a note's continuation lines start under its text: two columns in, three where · is drawn wide")
    func hangingIndent() {
        for (ambiguous, indent) in [(AmbiguousWidth.narrow, "  "), (.wide, "   ")] {
            let lines = Self.render(Self.longLines, .ko, width: 40, ambiguous)
            // The swing note: its bullet line and the continuation lines under it.
            let fromNote = lines.drop { !$0.hasPrefix("· 체감온도 차이") }
            let note = fromNote.prefix(1) + fromNote.dropFirst().prefix { $0.hasPrefix(" ") }
            #expect(note.count >= 2, "\(lines)")
            for line in note.dropFirst() {
                #expect(line.hasPrefix(indent) && line.dropFirst(indent.count).first != " ", "\(line)")
            }
        }
    }

    @Test(
        "the width: COLUMNS, else the terminal's, else 80; none when stdout is not a terminal",
        arguments: [
            (true, "100", 120, 100), (true, nil, 120, 120), (true, nil, nil, 80), (true, "0", 60, 60),
            (true, "wide", nil, 80), (true, "-5", 70, 70), (false, "100", 120, nil), (false, nil, nil, nil),
        ] as [(Bool, String?, Int?, Int?)])
    func width(_ terminal: Bool, _ columns: String?, _ measured: Int?, _ expected: Int?) {
        #expect(TextLayout.width(isTerminal: terminal, columnsVariable: columns, measured: measured) == expected)
    }

    @Test(
        "ambiguous width: KKEULMIT_AMBIGUOUS_WIDTH, else the config's ambiguousWidth, else narrow",
        arguments: [
            (nil, nil, AmbiguousWidth.narrow), ("wide", nil, .wide), (nil, AmbiguousWidth.wide, .wide),
            ("narrow", .wide, .narrow), ("", .wide, .wide),
        ] as [(String?, AmbiguousWidth?, AmbiguousWidth)])
    func ambiguousSetting(_ variable: String?, _ configured: AmbiguousWidth?, _ expected: AmbiguousWidth) throws {
        var configuration = Configuration()
        configuration.ambiguousWidth = configured
        let environment = Environment(variable.map { ["KKEULMIT_AMBIGUOUS_WIDTH": $0] } ?? [:])
        #expect(try TextLayout.ambiguousWidth(environment: environment, configuration: configuration) == expected)
    }

    @Test("a bad ambiguousWidth is a configuration error naming the setting, in the environment or the file")
    func badSetting() {
        #expect(throws: ConfigurationError.self) {
            try TextLayout.ambiguousWidth(
                environment: Environment(["KKEULMIT_AMBIGUOUS_WIDTH": "double"]), configuration: Configuration())
        }
        let config = Data(#"{"ambiguousWidth": "double"}"#.utf8)
        #expect(throws: ConfigurationError.self) { try Configuration.parse(config, path: "/c.json", home: nil) }
        let good = try? Configuration.parse(Data(#"{"ambiguousWidth": "wide"}"#.utf8), path: "/c.json", home: nil)
        #expect(good?.ambiguousWidth == .wide)
    }

    /// A run of `now --place 종로구` whose stdout is a terminal `columns` wide (or a pipe).
    static func run(
        _ arguments: [String] = [], terminal: Bool, columns: Int?, env extra: [String: String] = [:],
        report: AdviceReport = longLines
    ) async -> (status: Int32, stdout: String, stderr: String, requests: Int) {
        let service = FakeAdviceService(.success(report))
        let out = CapturedOutput(isTerminal: terminal, columns: columns)
        let err = CapturedOutput()
        var env = ["HOME": "/home/me", "KMA_SERVICE_KEY": "k", "NO_COLOR": "1"]
        env.merge(extra) { $1 }
        let status = await Application(service: service, fileSystem: InMemoryFileSystem([:]), elapsedClock: GateClock())
            .run(
                arguments: ["now", "--place", "종로구"] + arguments, environment: Environment(env), stdout: out,
                stderr: err, clock: FixedTimeSource(ApplicationTests.now))
        return (status, out.text, err.text, service.requests.count)
    }

    @Test("a terminal's text is wrapped at its size, or at COLUMNS; piped text is not, whatever COLUMNS says")
    func wrapsOnlyATerminal() async {
        let whole = TextRenderer.render(Self.longLines, language: .ko, colour: false)
        let at = { (width: Int) in
            TextRenderer.render(Self.longLines, language: .ko, colour: false, layout: TextLayout(width: width))
        }
        #expect(await Self.run(terminal: true, columns: 50).stdout == at(50))
        #expect(await Self.run(terminal: true, columns: 50, env: ["COLUMNS": "64"]).stdout == at(64))
        #expect(await Self.run(terminal: true, columns: nil).stdout == at(80))
        #expect(await Self.run(terminal: false, columns: nil, env: ["COLUMNS": "40"]).stdout == whole)
        #expect(whole != at(80))
    }

    @Test("the chart takes the terminal's width and ambiguousWidth; piped, it is laid out for 80 columns")
    func chartWidth() async {
        let report = ChartSamples.report(hours: 24)
        let chart = { (width: Int?, ambiguous: AmbiguousWidth) in
            ChartRenderer.render(report, language: .ko, ascii: false, colour: false, width: width, ambiguous: ambiguous)
        }
        let terminal = await Self.run(
            ["--chart"], terminal: true, columns: 60, env: ["KKEULMIT_AMBIGUOUS_WIDTH": "wide"], report: report)
        #expect(terminal.stdout.hasSuffix("\n\n" + chart(60, .wide)), "\(terminal.stdout)")
        let piped = await Self.run(["--chart"], terminal: false, columns: nil, report: report)
        #expect(piped.stdout.hasSuffix("\n\n" + chart(nil, .narrow)))
    }

    @Test("a bad KKEULMIT_AMBIGUOUS_WIDTH exits 78 with one line, before any request")
    func badVariable() async {
        let r = await Self.run(terminal: true, columns: 80, env: ["KKEULMIT_AMBIGUOUS_WIDTH": "double"])
        #expect(r.status == 78)
        #expect(r.stdout.isEmpty && r.requests == 0)
        #expect(
            r.stderr.hasPrefix("kkeulmit: KKEULMIT_AMBIGUOUS_WIDTH must be")
                && r.stderr.filter { $0 == "\n" }.count == 1)
    }
}
