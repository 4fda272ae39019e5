import KkeulmitCore

/// Which built-in sample `--demo` reads: the winter one (the default, `now --demo`) or the summer one
/// (`now --demo summer`), each a forecast for 서울특별시 종로구 at one fixed moment.
package enum DemoSampleKind: String, Equatable, Sendable {
    /// `DemoSample`: a cold windy November morning with evening rain, and every optional source's sample.
    case winter
    /// `DemoSummerSample`: a clear July noon at 33 °C clouding over; the forecast alone.
    case summer

    /// The sample's issue time.
    package var base: ForecastBase { self == .summer ? DemoSummerSample.base : DemoSample.base }
    /// The moment the sample describes: the clock of a demo run.
    package var now: KSTDateTime { self == .summer ? DemoSummerSample.now : DemoSample.now }
    /// The first hour the sample forecasts: where a demo window starts.
    package var windowStart: KSTDateTime { base.time.adding(hours: 1) }

    /// The sample, decoded as if KMA had just sent it.
    package func forecast() throws -> KMAForecast {
        self == .summer ? try DemoSummerSample.forecast() : try DemoSample.forecast()
    }
}
