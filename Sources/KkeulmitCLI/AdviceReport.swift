import KkeulmitCore

/// Everything any output format needs, as plain values. The advice pipeline fills it in; renderers only read it.
public struct AdviceReport: Equatable, Sendable {
    /// True when the built-in sample was used (`--demo`).
    public var demo: Bool
    /// Set when a cached forecast stood in because KMA failed.
    public var stale: Staleness?
    public var location: Location
    /// base_date + base_time of the issue used.
    public var forecastBase: KSTDateTime
    public var window: Window
    public var conditions: Conditions
    public var outfit: Outfit
    /// One row per hourly slot in the window, in order.
    public var hourly: [Hour]
    /// Things the reader should know about the advice itself (e.g. the window was cut short).
    public var warnings: [Note]
    /// `tomorrow`: the window against the same hours of the day before, when they were at hand.
    public var comparison: Comparison?
    /// `run-schedule`: the config entry and the scheduled time the advice is for.
    public var schedule: ScheduledRun?

    public init(
        demo: Bool = false, stale: Staleness? = nil, location: Location, forecastBase: KSTDateTime, window: Window,
        conditions: Conditions, outfit: Outfit, hourly: [Hour], warnings: [Note] = [], comparison: Comparison? = nil,
        schedule: ScheduledRun? = nil
    ) {
        self.demo = demo
        self.stale = stale
        self.location = location
        self.forecastBase = forecastBase
        self.window = window
        self.conditions = conditions
        self.outfit = outfit
        self.hourly = hourly
        self.warnings = warnings
        self.comparison = comparison
        self.schedule = schedule
    }

    /// The window's temperatures against the same hours one day earlier.
    public struct Comparison: Equatable, Sendable {
        /// The day compared with.
        public var previousDate: KSTDate
        /// Hours present on both days.
        public var hours: Int
        public var previousMin: Double
        public var previousMax: Double
        public var tomorrowMin: Double
        public var tomorrowMax: Double
        /// Mean of the window minus the day before, hour by hour, one decimal.
        public var meanChange: Double
        public var verdict: TomorrowComparison.Verdict

        public init(
            previousDate: KSTDate, hours: Int, previousMin: Double, previousMax: Double, tomorrowMin: Double,
            tomorrowMax: Double, meanChange: Double, verdict: TomorrowComparison.Verdict
        ) {
            self.previousDate = previousDate
            self.hours = hours
            self.previousMin = previousMin
            self.previousMax = previousMax
            self.tomorrowMin = tomorrowMin
            self.tomorrowMax = tomorrowMax
            self.meanChange = meanChange
            self.verdict = verdict
        }
    }

    /// Which schedule a `run-schedule` report answers.
    public struct ScheduledRun: Equatable, Sendable {
        public var name: String
        /// The scheduled date-time (KST) the run belongs to, whenever cron actually started it.
        public var occurrence: KSTDateTime

        public init(name: String, occurrence: KSTDateTime) {
            self.name = name
            self.occurrence = occurrence
        }
    }

    /// Text in both output languages.
    public struct Text: Equatable, Sendable {
        public var ko: String
        public var en: String

        public init(ko: String, en: String) {
            self.ko = ko
            self.en = en
        }

        public func `in`(_ language: OutputLanguage) -> String {
            switch language {
            case .ko: ko
            case .en: en
            }
        }
    }

    public struct Staleness: Equatable, Sendable {
        /// When the cached forecast was fetched.
        public var fetchedAt: KSTDateTime
        /// Its age at the time of the run.
        public var ageMinutes: Int
        /// Why KMA could not be used, one line (for the stderr warning).
        public var reason: String

        public init(fetchedAt: KSTDateTime, ageMinutes: Int, reason: String) {
            self.fetchedAt = fetchedAt
            self.ageMinutes = ageMinutes
            self.reason = reason
        }
    }

    public struct Location: Equatable, Sendable {
        public var nx: Int
        public var ny: Int
        public var latitude: Double?
        public var longitude: Double?
        /// The place's name as KMA's table spells it (`서울특별시 종로구`), when known.
        public var name: String?

        public init(nx: Int, ny: Int, latitude: Double? = nil, longitude: Double? = nil, name: String? = nil) {
            self.nx = nx
            self.ny = ny
            self.latitude = latitude
            self.longitude = longitude
            self.name = name
        }
    }

    public struct Window: Equatable, Sendable {
        public var start: KSTDateTime
        /// Slots actually covered (fewer than requested when the forecast ends first).
        public var hours: Int
        /// Slots asked for.
        public var requestedHours: Int

        public init(start: KSTDateTime, hours: Int, requestedHours: Int? = nil) {
            self.start = start
            self.hours = hours
            self.requestedHours = requestedHours ?? hours
        }

        /// Exclusive: `start + hours`.
        public var end: KSTDateTime { start.adding(hours: hours) }
    }

    public struct Conditions: Equatable, Sendable {
        public var temperatureMin: Double?
        public var temperatureMax: Double?
        public var feelsLikeMin: Double?
        public var feelsLikeMax: Double?
        /// Percent.
        public var precipitationProbabilityMax: Int?
        /// Distinct precipitation types in the window, in order of first appearance; empty when dry.
        public var precipitationTypes: [PrecipitationType]
        /// Slots whose forecast precipitation type is not `none`.
        public var rainHours: [KSTDateTime]
        /// m/s.
        public var windSpeedMax: Double?
        /// TMN / TMX of the window's first day, when the issue carries them.
        public var dailyMinimum: Double?
        public var dailyMaximum: Double?

        public init(
            temperatureMin: Double?, temperatureMax: Double?, feelsLikeMin: Double?, feelsLikeMax: Double?,
            precipitationProbabilityMax: Int?, precipitationTypes: [PrecipitationType] = [],
            rainHours: [KSTDateTime] = [], windSpeedMax: Double? = nil, dailyMinimum: Double? = nil,
            dailyMaximum: Double? = nil
        ) {
            self.temperatureMin = temperatureMin
            self.temperatureMax = temperatureMax
            self.feelsLikeMin = feelsLikeMin
            self.feelsLikeMax = feelsLikeMax
            self.precipitationProbabilityMax = precipitationProbabilityMax
            self.precipitationTypes = precipitationTypes
            self.rainHours = rainHours
            self.windSpeedMax = windSpeedMax
            self.dailyMinimum = dailyMinimum
            self.dailyMaximum = dailyMaximum
        }
    }

    public struct Outfit: Equatable, Sendable {
        /// 1–8, the chart band of `basisTemperature`.
        public var band: Int
        /// feelsLikeMin + temperatureOffset.
        public var basisTemperature: Double
        public var temperatureOffset: Double
        public var umbrella: Bool
        public var items: [Item]
        public var notes: [Note]

        public init(
            band: Int, basisTemperature: Double, temperatureOffset: Double = 0, umbrella: Bool, items: [Item],
            notes: [Note] = []
        ) {
            self.band = band
            self.basisTemperature = basisTemperature
            self.temperatureOffset = temperatureOffset
            self.umbrella = umbrella
            self.items = items
            self.notes = notes
        }
    }

    public struct Item: Equatable, Sendable {
        /// Stable identifier, e.g. `padded-jacket`.
        public var id: String
        public var label: Text

        public init(id: String, label: Text) {
            self.id = id
            self.label = label
        }
    }

    /// A note on the outfit or a warning on the report.
    public struct Note: Equatable, Sendable {
        /// Stable identifier, e.g. `wind-chill`, `window-truncated`.
        public var id: String
        public var text: Text
        /// The numbers behind the note, by name (written in name order).
        public var values: [String: Double]

        public init(id: String, text: Text, values: [String: Double] = [:]) {
            self.id = id
            self.text = text
            self.values = values
        }
    }

    public struct Hour: Equatable, Sendable {
        public var time: KSTDateTime
        public var temperature: Double?
        public var feelsLike: Double?
        public var precipitationProbability: Int?
        public var precipitationType: PrecipitationType?
        public var sky: SkyCondition?
        public var precipitationMm: Double?
        public var snowCm: Double?
        public var humidity: Double?
        public var windSpeed: Double?

        public init(
            time: KSTDateTime, temperature: Double? = nil, feelsLike: Double? = nil,
            precipitationProbability: Int? = nil, precipitationType: PrecipitationType? = nil,
            sky: SkyCondition? = nil, precipitationMm: Double? = nil, snowCm: Double? = nil, humidity: Double? = nil,
            windSpeed: Double? = nil
        ) {
            self.time = time
            self.temperature = temperature
            self.feelsLike = feelsLike
            self.precipitationProbability = precipitationProbability
            self.precipitationType = precipitationType
            self.sky = sky
            self.precipitationMm = precipitationMm
            self.snowCm = snowCm
            self.humidity = humidity
            self.windSpeed = windSpeed
        }
    }
}
