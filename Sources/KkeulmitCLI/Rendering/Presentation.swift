/// How one advice run's report is printed, settled from the options and the terminal: the format or template,
/// whether to add the chart and in which characters, and whether to colour.
package struct Presentation: Equatable, Sendable {
    package var format: OutputFormat
    package var template: OutputTemplate?
    /// `--chart`: the hours as a chart after the text.
    package var chart: Bool
    /// Plain ASCII for the chart: `--ascii`, or `TERM=dumb`.
    package var ascii: Bool
    package var colour: Bool

    package init(
        format: OutputFormat = .text, template: OutputTemplate? = nil, chart: Bool = false, ascii: Bool = false,
        colour: Bool = false
    ) {
        self.format = format
        self.template = template
        self.chart = chart
        self.ascii = ascii
        self.colour = colour
    }

    /// `autoColour` is what `--color auto` decides (a terminal, no `NO_COLOR`, `TERM` not `dumb`).
    package init(_ options: AdviceOptions, format: OutputFormat, autoColour: Bool, environment: Environment) {
        self.init(
            format: format, template: options.template, chart: options.chart,
            ascii: options.ascii || environment["TERM"] == "dumb",
            colour: (options.colour ?? .auto).resolve(auto: autoColour))
    }
}
