/// What the advice knows about UV for a window: the JSON `uv` object (docs/kkeulmit.schema.json), computed by the engine
/// from the UV issue over the window's hours.
package struct UVReading: Hashable, Sendable {
    /// The issue the values come from.
    package var issued: KSTDateTime
    /// The largest index over the window's hours.
    package var max: Int
    /// The grade of `max` (JSON `uv.grade`).
    package var grade: UVGrade
    /// The first hour of the window with that index.
    package var maxAt: KSTDateTime

    package init(issued: KSTDateTime, max: Int, maxAt: KSTDateTime) {
        (self.issued, self.max, grade, self.maxAt) = (issued, max, UVGrade(index: max), maxAt)
    }

    /// Over `hours` hourly slots from `start`; nil when the forecast has no value for any of them.
    package init?(forecast: UVForecast, from start: KSTDateTime, hours: Int) {
        guard let peak = forecast.peak(from: start, hours: hours) else { return nil }
        self.init(issued: forecast.issued, max: peak.index, maxAt: peak.at)
    }
}
