/// Picks the renderer for a format.
package enum ReportRenderer {
    package static func render(
        _ report: AdviceReport, format: OutputFormat, language: OutputLanguage, colour: Bool
    ) -> String {
        switch format {
        case .text: TextRenderer.render(report, language: language, colour: colour)
        case .json: JSONRenderer.render(report, language: language)
        case .oneline: OneLineRenderer.render(report, language: language)
        }
    }
}
