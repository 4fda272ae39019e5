import Foundation
import KkeulmitCore

/// The config file's settings; every one optional. Unknown keys are ignored, so newer config files still load.
package struct Configuration: Equatable, Sendable {
    package var location: LocationSpec?
    package var language: OutputLanguage?
    package var hours: Int?
    /// Added to the feels-like temperature before choosing a band.
    package var temperatureOffset: Double?
    /// An absolute path (relative ones are resolved against the config file's directory, `~/` against HOME).
    package var serviceKeyFile: String?
    /// `apiHubKeyFile`: the file holding KMA API Hub's `authKey`; resolved as `serviceKeyFile` is.
    package var apiHubKeyFile: String?
    /// `providers`: the order the providers are asked in (`["apiHub", "dataGoKr"]`); nil: data.go.kr first.
    package var providers: [ProviderID]?
    package var maxStaleHours: Double?
    /// The entries `schedule` writes to the crontab or as systemd timers and `run-schedule` runs; empty when unset.
    package var schedules: [ScheduleEntry] = []
    /// `tomorrow`: the daytime `kkeulmit tomorrow` covers; nil for 07:00–21:00.
    package var tomorrow: DaytimeHours?
    /// `rules`: the resolved path of a user's outfit rule table.
    package var rulesFile: String?
    /// The table `rulesFile` holds, read and validated by `load`; nil: the built-in chart.
    package var rules: OutfitRuleTable?
    /// `wardrobe`: the garments the outfit is picked from; nil: the chart's first choices.
    package var wardrobe: Wardrobe?
    /// `sources`: the optional sources turned off; all on when unset.
    package var sources = SourceSwitches()
    /// `ambiguousWidth`: how the terminal draws East Asian ambiguous-width characters; nil when unset.
    package var ambiguousWidth: AmbiguousWidth?

    /// The hours of the day `tomorrow` advises for (`{"from": "07:00", "until": "21:00"}`).
    package struct DaytimeHours: Equatable, Sendable {
        package var from: TimeOfDay
        package var until: TimeOfDay
    }

    /// Reads the config at `path`, with the `"sources"` switches the registry declares (`switches`). A missing file
    /// gives the empty configuration unless `required` (an explicit `--config`).
    package static func load(
        path: String, required: Bool, fileSystem: any FileSystem, home: String?,
        switches: [String] = SourceRegistry.builtIn.switchKeys
    ) throws(ConfigurationError) -> Configuration {
        let data: Data
        do {
            data = try fileSystem.contents(atPath: path)
        } catch .notFound where !required {
            return Configuration()
        } catch {
            throw ConfigurationError("cannot read config file \(path): \(error.reason)")
        }
        var config = try parse(data, path: path, home: home, switches: switches)
        // The rule table `rules` names, read and validated; every problem names the file and the field.
        guard let file = config.rulesFile else { return config }
        let rules: Data
        do {
            rules = try fileSystem.contents(atPath: file)
        } catch {
            throw ConfigurationError("cannot read the rule table \(file) (\"rules\" in \(path)): \(error.reason)")
        }
        do {
            config.rules = try OutfitRuleTable.load(json: rules)
        } catch {
            throw ConfigurationError("the rule table \(file) (\"rules\" in \(path)) is invalid: \(error.description)")
        }
        return config
    }

    /// Parses config JSON; `path` is only for messages and resolving a relative `serviceKeyFile`.
    package static func parse(
        _ data: Data, path: String, home: String?, switches: [String] = SourceRegistry.builtIn.switchKeys
    ) throws(ConfigurationError) -> Configuration {
        let file = try ConfigFileFields(data, path: path, home: home)
        let fields = file.fields
        var config = Configuration()
        if let value = fields["location"] {
            config.location = try location(value, subject: "config file \(path)")
        }
        config.language = try fields.string("lang", "\"ko\" or \"en\"", OutputLanguage.init(rawValue:))
        let hours = AdviceWindow.hoursRange
        config.hours = try fields.value("hours", "an integer from \(hours.lowerBound) to \(hours.upperBound)") {
            $0.whole(in: hours)
        }
        config.temperatureOffset = try file.number("temperatureOffset", in: -20...20, "a number from -20 to 20")
        config.serviceKeyFile = try file.filePath("serviceKeyFile", "a file path")
        config.apiHubKeyFile = try file.filePath("apiHubKeyFile", "a file path")
        config.providers = try file.providers()
        config.maxStaleHours = try file.number("maxStaleHours", in: 0..., "a number of hours, 0 or more")
        config.rulesFile = try file.filePath("rules", "the path of an outfit rule table (JSON)")
        config.tomorrow = try file.daytimeHours()
        config.wardrobe = try file.wardrobe()
        config.sources = try file.sources(keys: switches)
        config.ambiguousWidth = try fields.string(
            "ambiguousWidth", "\"narrow\" or \"wide\"", AmbiguousWidth.init(rawValue:))
        config.schedules = try file.schedules(defaultHours: config.hours ?? 12)
        return config
    }
}
