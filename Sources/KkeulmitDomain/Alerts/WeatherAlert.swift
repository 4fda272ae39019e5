/// An official warning in force for a place during the advice window: the CLI contract's JSON `alerts` entry and
/// what the outfit engine reads (`{"type": "coldWave", "level": "warning", "zone": "L1100200", "zoneName":
/// "서울동북권", "since": "2026-12-01T21:00:00+09:00", "until": null}`).
package struct WeatherAlert: Hashable, Sendable, CustomStringConvertible {
    package var type: AlertType
    package var level: AlertLevel
    /// The zone it was issued for (the place's own, or one above it).
    package var zone: String
    /// The zone's name from the zone sheet (`서울동북권`), never the answer's `areaName`.
    package var zoneName: String
    /// When the level took effect.
    package var since: KSTDateTime
    /// When it is lifted or changes, when already announced; nil while open.
    package var until: KSTDateTime?
    /// `warnVar` as sent (JSON `code` for `other`).
    package var code: Int

    package init(
        type: AlertType, level: AlertLevel, zone: String, zoneName: String, since: KSTDateTime,
        until: KSTDateTime? = nil, code: Int
    ) {
        (self.type, self.level, self.zone, self.zoneName) = (type, level, zone, zoneName)
        (self.since, self.until, self.code) = (since, until, code)
    }

    /// `한파경보`, `폭염중대경보`, `기타특보`.
    package var koreanName: String {
        type == .other ? "기타특보" : type.koreanName + level.koreanName
    }

    /// `cold wave warning`, `heat wave severe warning`.
    package var englishName: String { type.englishName + " " + level.englishName }

    package var description: String { "\(koreanName) \(zone) \(since.iso8601)" }
}
