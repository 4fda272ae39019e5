import Foundation
import KkeulmitCore

extension OutfitRuleTable {
    /// The table as pretty-printed JSON with sorted keys, in the schema `load(json:)` reads (docs/outfit-rules.json):
    /// how the tests write a table. The coldest band's minimum is an explicit null, as the template shows it.
    package func jsonData() -> Data {
        func items(_ list: [Item]) -> [Any] {
            list.map { item in
                var object: [String: Any] = ["id": item.id, "ko": item.ko, "en": item.en]
                object["layer"] = item.layer?.rawValue
                object["clo"] = item.clo
                return object
            }
        }
        func steps(_ list: [Protection.Step]) -> [Any] { list.map { ["from": $0.from, "items": items($0.items)] } }
        var root: [String: Any] = [
            "schemaVersion": schemaVersion,
            "bands": bands.map { band in
                var object: [String: Any] = [
                    "band": band.band, "minimumTemperature": band.minimumTemperature ?? NSNull(), "layers": band.layers,
                    "items": items(band.items),
                ]
                if !band.picks.isEmpty { object["picks"] = band.picks }
                return object
            },
            "thresholds": Dictionary(
                uniqueKeysWithValues: Mirror(reflecting: thresholds).children.map { ($0.label!, $0.value) }),
        ]
        if let precipitation {
            root["precipitation"] = ["rain": items(precipitation.rain), "snow": items(precipitation.snow)]
        }
        if let protection {
            root["protection"] = [
                "dust": steps(protection.dust), "uv": steps(protection.uv), "pollen": steps(protection.pollen),
                "alerts": Dictionary(
                    uniqueKeysWithValues: protection.alerts.map { ($0.key.rawValue, items($0.value)) }),
            ]
        }
        return try! JSONSerialization.data(
            withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
