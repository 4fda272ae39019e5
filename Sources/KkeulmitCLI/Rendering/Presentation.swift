import KkeulmitCore

/// How one advice run's report is printed, settled from the options, the config file and the terminal: the format or
/// template, whether to add the chart and in which characters, whether to colour, and the width text fits.
package struct Presentation: Equatable, Sendable {
    package var format = OutputFormat.text
    package var template: OutputTemplate?
    /// `--chart`: the hours as a chart after the text.
    package var chart = false
    /// Plain ASCII for the chart: `--ascii`, or `TERM=dumb`.
    package var ascii = false
    package var colour = false
    /// The terminal's width and how it draws ambiguous-width characters; text is wrapped only on a terminal.
    package var layout = TextLayout.unwrapped
}

extension Presentation {
    /// `autoColour` is what `--color auto` decides (a terminal, no `NO_COLOR`, `TERM` not `dumb`); `columns` the
    /// terminal's width, nil when stdout is not a terminal.
    package init(
        _ options: AdviceOptions, format: OutputFormat, autoColour: Bool, environment: Environment,
        configuration: Configuration = Configuration(), columns: Int? = nil
    ) throws(ConfigurationError) {
        self.init(
            format: format, template: options.template, chart: options.chart,
            ascii: options.ascii || environment["TERM"] == "dumb",
            colour: options.colour == .always || (options.colour ?? .auto) == .auto && autoColour,
            layout: TextLayout(
                width: columns,
                ambiguous: try TextLayout.ambiguousWidth(environment: environment, configuration: configuration)))
    }
}

/// How advice is printed (`--format`, `--json`). A `--format` value holding `{` is a template instead
/// (`OutputTemplate`): no format name has one.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// A few short lines for people (the default).
    case text
    /// One JSON object, schemaVersion 1.
    case json
    /// One line for notifications and status bars.
    case oneline
    /// One JSON line `{"text", "tooltip", "class", "alt"}` for waybar's custom modules.
    case waybar
}

/// `--color auto|always|never`. `auto` (the default) colours only a terminal, and not with `NO_COLOR` set or
/// `TERM=dumb`; the other two decide regardless, as an explicit option beats the environment.
package enum ColourChoice: String, Sendable, CaseIterable {
    case auto
    case always
    case never
}

/// The language of text output and of the labels inside JSON (`--lang`, config `lang`): the engine's own
/// `Language`, so no mapping sits between what the user picks and what the advice is written in.
package typealias OutputLanguage = Language

/// Picks the renderer: a template, else the format, and the chart after the text.
package enum ReportRenderer {
    package static func render(_ report: AdviceReport, _ presentation: Presentation, language: OutputLanguage)
        -> String
    {
        if let template = presentation.template { return template.render(report, language: language) }
        switch presentation.format {
        case .json: return JSONRenderer.render(report, language: language)
        case .oneline: return OneLineRenderer.render(report, language: language)
        case .waybar: return WaybarRenderer.render(report, language: language)
        case .text:
            let (colour, layout) = (presentation.colour, presentation.layout)
            let text = TextRenderer.render(report, language: language, colour: colour, layout: layout)
            guard presentation.chart else { return text }
            return text + "\n"
                + ChartRenderer.render(
                    report, language: language, ascii: presentation.ascii, colour: colour,
                    // Nil when piped: rows laid out for 80 columns, the title and legend not wrapped, like text.
                    width: layout.width, ambiguous: layout.ambiguous)
        }
    }
}
