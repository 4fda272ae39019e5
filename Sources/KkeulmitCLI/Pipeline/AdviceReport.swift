import KkeulmitCore

/// Everything any output format needs, as plain values. The advice pipeline fills it in; renderers only read it.
package struct AdviceReport: Equatable, Sendable {
    /// True when the built-in sample was used (`--demo`).
    package var demo: Bool
    /// Set when a cached forecast stood in because KMA failed.
    package var stale: Staleness?
    package var location: Location
    /// base_date + base_time of the issue used.
    package var forecastBase: KSTDateTime
    package var window: Window
    package var conditions: Conditions
    package var outfit: Outfit
    /// One row per hourly slot in the window, in order.
    package var hourly: [Hour]
    /// Things the reader should know about the advice itself (e.g. the window was cut short).
    package var warnings: [Note]
    /// `tomorrow`: the window against the same hours of the day before, when they were at hand.
    package var comparison: Comparison?
    /// `run-schedule`: the config entry and the scheduled time the advice is for.
    package var schedule: ScheduledRun?
    /// Every source of the contract's table, in its order, with how it fared.
    package var sources: [SourceLine] = SourceID.allCases.map {
        SourceLine(id: $0, status: $0 == .vilageFcst ? .ok : .off, issued: nil)
    }
    /// The observed current hour (초단기실황), when `ultraSrtNcst` answered.
    package var current: Current?
    /// JSON `air`: the station's measurement and the dust forecast grade, when either is known.
    package var air: AirQualityReading?
    /// JSON `uv`: the window's largest UV index, when the UV source answered for its hours.
    package var uv: UVReading?

    /// One entry of JSON `sources`.
    package struct SourceLine: Equatable, Sendable {
        package var id: SourceID
        package var status: SourceStatus
        /// The issue used, when one was.
        package var issued: KSTDateTime?

        package init(id: SourceID, status: SourceStatus, issued: KSTDateTime?) {
            self.id = id
            self.status = status
            self.issued = issued
        }
    }

    /// JSON `current`: what was observed at the top of this hour.
    package struct Current: Equatable, Sendable {
        package var time: KSTDateTime
        package var temperature: Double?
        package var feelsLike: Double?
        package var precipitationType: PrecipitationType?
        package var precipitationMm: Double?
        package var humidity: Double?
        package var windSpeed: Double?

        package init(
            time: KSTDateTime, temperature: Double?, feelsLike: Double?, precipitationType: PrecipitationType?,
            precipitationMm: Double?, humidity: Double?, windSpeed: Double?
        ) {
            self.time = time
            self.temperature = temperature
            self.feelsLike = feelsLike
            self.precipitationType = precipitationType
            self.precipitationMm = precipitationMm
            self.humidity = humidity
            self.windSpeed = windSpeed
        }
    }

    package init(
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
    package struct Comparison: Equatable, Sendable {
        /// The day compared with.
        package var previousDate: KSTDate
        /// Hours present on both days.
        package var hours: Int
        package var previousMin: Double
        package var previousMax: Double
        package var tomorrowMin: Double
        package var tomorrowMax: Double
        /// Mean of the window minus the day before, hour by hour, one decimal.
        package var meanChange: Double
        package var verdict: TomorrowComparison.Verdict
        /// Which command's window was compared: the wording differs ("오늘보다" / "어제 이 시간보다").
        package var kind: Kind

        /// The earlier day's name: `tomorrow` compares with today (오늘), `now` with yesterday (어제).
        package var earlierDay: Text {
            kind == .now ? Text(ko: "어제", en: "yesterday") : Text(ko: "오늘", en: "today")
        }

        /// What the window is compared with, as the object of "colder than …": 오늘 / 어제 이 시간.
        package var comparedWith: Text {
            kind == .now ? Text(ko: "어제 이 시간", en: "this time yesterday") : earlierDay
        }

        /// `tomorrow`: tomorrow's daytime against today's; `now`: the hours from now against the same hours
        /// yesterday.
        package enum Kind: String, Equatable, Sendable {
            case tomorrow
            case now
        }

        package init(
            previousDate: KSTDate, hours: Int, previousMin: Double, previousMax: Double, tomorrowMin: Double,
            tomorrowMax: Double, meanChange: Double, verdict: TomorrowComparison.Verdict, kind: Kind = .tomorrow
        ) {
            self.kind = kind
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
    package struct ScheduledRun: Equatable, Sendable {
        package var name: String
        /// The scheduled date-time (KST) the run belongs to, whenever cron actually started it.
        package var occurrence: KSTDateTime

        package init(name: String, occurrence: KSTDateTime) {
            self.name = name
            self.occurrence = occurrence
        }
    }

    /// Text in both output languages.
    package struct Text: Equatable, Sendable {
        package var ko: String
        package var en: String

        package init(ko: String, en: String) {
            self.ko = ko
            self.en = en
        }

        package func `in`(_ language: OutputLanguage) -> String {
            switch language {
            case .ko: ko
            case .en: en
            }
        }
    }

    package struct Staleness: Equatable, Sendable {
        /// When the cached forecast was fetched.
        package var fetchedAt: KSTDateTime
        /// Its age at the time of the run.
        package var ageMinutes: Int
        /// Why KMA could not be used, one line (for the stderr warning).
        package var reason: String

        package init(fetchedAt: KSTDateTime, ageMinutes: Int, reason: String) {
            self.fetchedAt = fetchedAt
            self.ageMinutes = ageMinutes
            self.reason = reason
        }
    }

    package struct Location: Equatable, Sendable {
        package var nx: Int
        package var ny: Int
        package var latitude: Double?
        package var longitude: Double?
        /// The place's name (`서울특별시 종로구`, `인천광역시 검단구`), when known.
        package var name: String?
        /// The `areaNo` the UV index was asked with (the one that answered), when it was asked.
        package var areaNo: String? = nil

        package init(nx: Int, ny: Int, latitude: Double? = nil, longitude: Double? = nil, name: String? = nil) {
            self.nx = nx
            self.ny = ny
            self.latitude = latitude
            self.longitude = longitude
            self.name = name
        }
    }

    package struct Window: Equatable, Sendable {
        package var start: KSTDateTime
        /// Slots actually covered (fewer than requested when the forecast ends first).
        package var hours: Int
        /// Slots asked for.
        package var requestedHours: Int

        package init(start: KSTDateTime, hours: Int, requestedHours: Int? = nil) {
            self.start = start
            self.hours = hours
            self.requestedHours = requestedHours ?? hours
        }

        /// Exclusive: `start + hours`.
        package var end: KSTDateTime { start.adding(hours: hours) }
    }

    package struct Conditions: Equatable, Sendable {
        package var temperatureMin: Double?
        package var temperatureMax: Double?
        package var feelsLikeMin: Double?
        package var feelsLikeMax: Double?
        /// Percent.
        package var precipitationProbabilityMax: Int?
        /// Distinct precipitation types in the window, in order of first appearance; empty when dry.
        package var precipitationTypes: [PrecipitationType]
        /// Slots whose forecast precipitation type is not `none`.
        package var rainHours: [KSTDateTime]
        /// m/s.
        package var windSpeedMax: Double?
        /// TMN / TMX of the window's first day, when the issue carries them.
        package var dailyMinimum: Double?
        package var dailyMaximum: Double?

        package init(
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

    package struct Outfit: Equatable, Sendable {
        /// 1–8, the chart band of `basisTemperature`.
        package var band: Int
        /// feelsLikeMin + temperatureOffset.
        package var basisTemperature: Double
        /// The config's offset plus the learned one.
        package var temperatureOffset: Double
        package var umbrella: Bool
        /// The band's whole chart row, then the umbrella (as before outfits had layers).
        package var items: [Item]
        package var notes: [Note]
        /// One garment per layer, outer first; empty only in reports made without the engine.
        package var layers: [Layer]
        /// The part of `temperatureOffset` learned from feedback, °C.
        package var learnedOffset: Double
        /// The way home, with `--back`.
        package var back: Back?

        package init(
            band: Int, basisTemperature: Double, temperatureOffset: Double = 0, umbrella: Bool, items: [Item],
            notes: [Note] = [], layers: [Layer] = [], learnedOffset: Double = 0, back: Back? = nil
        ) {
            self.band = band
            self.basisTemperature = basisTemperature
            self.temperatureOffset = temperatureOffset
            self.umbrella = umbrella
            self.items = items
            self.notes = notes
            self.layers = layers
            self.learnedOffset = learnedOffset
            self.back = back
        }
    }

    /// One layer of the outfit: the garment to wear and the ones that could stand in for it.
    package struct Layer: Equatable, Sendable {
        /// `outer`, `top`, `bottom`, `accessory` or `shoes`.
        package var layer: String
        package var pick: Item
        /// Whether the wardrobe holds the pick; nil without a wardrobe.
        package var owned: Bool?
        package var alternatives: [Item]

        package init(layer: String, pick: Item, owned: Bool? = nil, alternatives: [Item] = []) {
            self.layer = layer
            self.pick = pick
            self.owned = owned
            self.alternatives = alternatives
        }
    }

    /// The advice for coming home (`--back`): the return hour's conditions and outfit, and what to take along.
    package struct Back: Equatable, Sendable {
        package var time: KSTDateTime
        package var conditions: Conditions
        package var band: Int
        package var basisTemperature: Double
        package var umbrella: Bool
        package var layers: [Layer]
        /// What the way home needs that the outfit for leaving lacks, the umbrella included.
        package var carry: [Item]

        package init(
            time: KSTDateTime, conditions: Conditions, band: Int, basisTemperature: Double, umbrella: Bool,
            layers: [Layer], carry: [Item]
        ) {
            self.time = time
            self.conditions = conditions
            self.band = band
            self.basisTemperature = basisTemperature
            self.umbrella = umbrella
            self.layers = layers
            self.carry = carry
        }
    }

    package struct Item: Equatable, Sendable {
        /// Stable identifier, e.g. `padded-jacket`.
        package var id: String
        package var label: Text

        package init(id: String, label: Text) {
            self.id = id
            self.label = label
        }
    }

    /// A note on the outfit or a warning on the report.
    package struct Note: Equatable, Sendable {
        /// Stable identifier, e.g. `wind-chill`, `window-truncated`.
        package var id: String
        package var text: Text
        /// The numbers behind the note, by name (written in name order).
        package var values: [String: Double]

        package init(id: String, text: Text, values: [String: Double] = [:]) {
            self.id = id
            self.text = text
            self.values = values
        }
    }

    package struct Hour: Equatable, Sendable {
        package var time: KSTDateTime
        package var temperature: Double?
        package var feelsLike: Double?
        package var precipitationProbability: Int?
        package var precipitationType: PrecipitationType?
        package var sky: SkyCondition?
        package var precipitationMm: Double?
        package var snowCm: Double?
        package var humidity: Double?
        package var windSpeed: Double?
        /// Where the temperature came from once the sources were merged.
        package var source: SlotSource = .shortForecast

        package init(
            time: KSTDateTime, temperature: Double? = nil, feelsLike: Double? = nil,
            precipitationProbability: Int? = nil, precipitationType: PrecipitationType? = nil,
            sky: SkyCondition? = nil, precipitationMm: Double? = nil, snowCm: Double? = nil, humidity: Double? = nil,
            windSpeed: Double? = nil, source: SlotSource = .shortForecast
        ) {
            self.source = source
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
