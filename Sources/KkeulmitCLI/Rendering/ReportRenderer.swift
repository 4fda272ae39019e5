/// Picks the renderer for a format.
package enum ReportRenderer {
    package static func render(
        _ report: AdviceReport, format: OutputFormat, language: OutputLanguage, colour: Bool,
        layout: TextLayout = .unwrapped
    ) -> String {
        switch format {
        case .text: TextRenderer.render(report, language: language, colour: colour, layout: layout)
        case .json: JSONRenderer.render(report, language: language)
        case .oneline: OneLineRenderer.render(report, language: language)
        case .waybar: WaybarRenderer.render(report, language: language)
        }
    }

    /// What `presentation` asks for: a template, the format, and the chart after the text.
    package static func render(
        _ report: AdviceReport, _ presentation: Presentation, language: OutputLanguage
    ) -> String {
        if let template = presentation.template { return template.render(report, language: language) }
        let output = render(
            report, format: presentation.format, language: language, colour: presentation.colour,
            layout: presentation.layout)
        guard presentation.chart, presentation.format == .text else { return output }
        return output + "\n"
            + ChartRenderer.render(
                report, language: language, ascii: presentation.ascii, colour: presentation.colour,
                width: presentation.chartWidth, ambiguous: presentation.layout.ambiguous)
    }
}
