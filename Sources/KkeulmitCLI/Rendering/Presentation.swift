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

    /// The width the chart fits: the terminal's, else the classic 80 columns.
    var chartWidth: Int { layout.width ?? TextLayout.defaultWidth }
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
            colour: (options.colour ?? .auto).resolve(auto: autoColour),
            layout: TextLayout(
                width: columns,
                ambiguous: try TextLayout.ambiguousWidth(environment: environment, configuration: configuration)))
    }
}
