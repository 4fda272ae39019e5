import Foundation
import KkeulmitCore
import TestSupport
import Testing

/// The text and the chart as a terminal shows them: the built binary in a tmux pane at 80×30 and 60×20, drawing
/// ambiguous-width characters narrow or wide, the screen compared with the snapshots in `Fixtures/Terminal/`.
/// The wide locale is built once per test process (`TmuxTerminal.wideLocale`). After a deliberate change to the advice or its layout, `KKEULMIT_UPDATE_SNAPSHOTS=1 swift test --skip-build
/// --filter TerminalEndToEndTests` rewrites them; review the diff.
@Suite(
    "Text and chart in a real terminal (tmux)",
    // One terminal at a time: each runs the binary twice and draws into tmux, and the rest of the suite runs meanwhile.
    .serialized,
    .requires(.tmux, .locales))
struct TerminalEndToEndTests {
    /// How the binary learns the terminal's ambiguous width in a case.
    enum Setting: String, CaseIterable, Sendable {
        case none
        case config
        case environment
    }

    /// (columns, rows, the terminal draws ambiguous characters wide, how kkeulmit is told).
    static let cases: [(Int, Int, Bool, Setting)] = [
        (80, 30, false, .none), (80, 30, true, .config), (60, 20, false, .none), (60, 20, true, .environment),
    ]

    /// Korean advice and a 24-hour chart (two blocks at 60 columns), then English advice and its chart.
    static func command(_ binary: String) -> String {
        "\(binary) now --demo --hours 24 --chart; echo; \(binary) now --demo --lang en --chart"
    }

    static func snapshot(_ width: Int, _ height: Int, wide: Bool) -> URL {
        Repository.root.appendingPathComponent(
            "Fixtures/Terminal/now-demo-\(width)x\(height)-\(wide ? "wide" : "narrow").txt")
    }

    static func screen(_ width: Int, _ height: Int, wide: Bool, _ setting: Setting) async throws
        -> TmuxTerminal.Screen
    {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        var environment = sandbox.environment
        switch setting {
        case .none: break
        case .config: try sandbox.write(#"{"ambiguousWidth": "wide"}"#, to: sandbox.configFile)
        case .environment: environment["KKEULMIT_AMBIGUOUS_WIDTH"] = "wide"
        }
        return try await TmuxTerminal.run(
            command(BinaryRunner.binary.path), width: width, height: height, wideAmbiguous: wide,
            environment: environment)
    }

    @Test("the screen is the snapshot, nothing is wider than the terminal, the chart's hours line up", arguments: cases)
    func screen(width: Int, height: Int, wide: Bool, setting: Setting) async throws {
        let screen = try await Self.screen(width, height, wide: wide, setting)
        let ambiguous: AmbiguousWidth = wide ? .wide : .narrow
        // The terminal joined no rows back together: every line the binary wrote fitted.
        #expect(screen.logicalLines == screen.rows, "rows the terminal had to wrap")
        for row in screen.rows { #expect(DisplayWidth.of(row, ambiguous: ambiguous) <= width, "\(row)") }
        Self.expectAligned(screen.rows, ambiguous)
        #expect(screen.rows.contains { $0.hasPrefix("날씨") } && screen.rows.contains { $0.hasPrefix("sky") })

        let file = Self.snapshot(width, height, wide: wide)
        let text = screen.rows.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["KKEULMIT_UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(file.lastPathComponent) differs; the screen was:\n\(text)")
    }

    @Test("a terminal that draws ambiguous characters wide, unless told, wraps the chart's rows: the defect")
    func wideTerminalUntold() async throws {
        let screen = try await Self.screen(80, 30, wide: true, .none)
        #expect(screen.logicalLines.count < screen.rows.count)
    }

    @Test("piped through cat the text is not wrapped: the terminal wraps the long lines itself")
    func pipedIsNotWrapped() async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        let binary = BinaryRunner.binary.path
        let screen = try await TmuxTerminal.run(
            "\(binary) now --demo | cat", width: 60, height: 20, wideAmbiguous: false,
            environment: sandbox.environment)
        #expect(screen.logicalLines.count < screen.rows.count)
        let unwrapped = try await BinaryRunner.run(["now", "--demo"], environment: sandbox.environment)
        #expect(screen.logicalLines == unwrapped.stdout.split(separator: "\n").map(String.init))
    }

    /// In every chart row, each character lies inside one hour's cell of three columns after the label, measured
    /// as the terminal measures: a bar or symbol never straddles two hours.
    static func expectAligned(
        _ rows: [String], _ ambiguous: AmbiguousWidth, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let labels = ["날씨", "체감", "강수%", "mm", "cm", "외출", "sky", "feels", "rain%", "out"]
        let chartRows = rows.filter { row in
            labels.contains { label in
                let head = label + String(repeating: " ", count: 6 - DisplayWidth.of(label))
                return row.hasPrefix(head) && (row.count == head.count || row.dropFirst(head.count).first == " ")
            }
        }
        #expect(chartRows.count >= 8, sourceLocation: sourceLocation)
        for row in chartRows {
            var column = 0
            for character in row {
                let size = DisplayWidth.of(String(character), ambiguous: ambiguous)
                if column >= 6 && character != " " {
                    #expect(
                        (column - 6) / 3 == (column + size - 7) / 3, "\(row): \(character) at \(column)",
                        sourceLocation: sourceLocation)
                }
                column += size
            }
        }
    }
}
