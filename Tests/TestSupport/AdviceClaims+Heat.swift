import Foundation

extension AdviceClaims {
    /// The UTCI assessment scale's upper edges, °C, and its categories coldest first (Błażejczyk et al. 2013, as the
    /// contract names them): every bin includes its upper edge.
    static let utciEdges: [Double] = [-40, -27, -13, 0, 9, 26, 32, 38, 46]
    static let utciCategories = [
        "extremeColdStress", "veryStrongColdStress", "strongColdStress", "moderateColdStress", "slightColdStress",
        "noThermalStress", "moderateHeatStress", "strongHeatStress", "veryStrongHeatStress", "extremeHeatStress",
    ]

    static func utciCategory(_ utci: Double) -> String {
        utciCategories[utciEdges.firstIndex { utci <= $0 } ?? utciEdges.count]
    }
}

extension AdviceClaims.Report {
    /// The summer claims (CLI contract, "Summer: the sun, UTCI, ISO 7933"): each hour's UTCI category is its
    /// value's, the sun only adds to the radiant temperature; `outfit.heat` is for the window's highest UTCI, its
    /// clo the picks' sum, its water never below the hour's sweat; `heat-water` and `heat-limit` only with
    /// `outfit.heat` and exactly when its numbers call for them; the parasol only in strong direct sun.
    func heat() -> [String] {
        var found: [String] = []
        for h in hours {
            if let utci = h.utci, h.utciCategory != AdviceClaims.utciCategory(utci) {
                found.append(
                    "hourly: UTCI \(utci) is \(AdviceClaims.utciCategory(utci)), not \(h.utciCategory ?? "null")")
            }
            if h.utci == nil, h.utciCategory != nil { found.append("hourly: a UTCI category without UTCI") }
            if let tr = h.meanRadiantTemperature, let t = h.temperature, tr < t - 0.05 {
                found.append("hourly: mean radiant temperature \(tr) below the air's \(t)")
            }
        }
        let hottest = hours.filter { $0.utci != nil }.reduce(nil as AdviceClaims.Hour?) { best, h in
            (best?.utci ?? -.infinity) < h.utci! ? h : best
        }
        found += parasol(hottest)
        guard let heat = outfit["heat"] as? [String: Any] else {
            return found
                + ["heat-water", "heat-limit"].compactMap { note($0).map { "\($0.id): note without outfit.heat" } }
        }
        let sweat = AdviceClaims.number(heat["sweatMlPerHour"]) ?? .nan
        let water = AdviceClaims.number(heat["waterMlPerHour"]) ?? .nan
        if !(water >= sweat || water == 1400) || water >= sweat + 50 || water.truncatingRemainder(dividingBy: 50) != 0 {
            found.append("heat: water \(water) mL/h is not the sweat \(sweat) rounded up to 50 mL")
        }
        if let hour = KSTHours.parse(heat["hour"] as? String), hour != hottest?.time {
            found.append("heat: hour \(KSTHours.describe(hour)) is not the window's highest UTCI")
        }
        if let utci = AdviceClaims.number(heat["utci"]), utci != hottest?.utci {
            found.append("heat: UTCI \(utci) is not the hottest hour's \(hottest?.utci ?? .nan)")
        }
        let picks = (outfit["layers"] as? [[String: Any]] ?? []).compactMap {
            AdviceClaims.number(($0["pick"] as? [String: Any])?["clo"])
        }
        if let clo = AdviceClaims.number(heat["clo"]), abs(picks.reduce(0, +) - clo) > 0.011 {
            found.append("heat: clo \(clo) is not the picks' sum \(picks.reduce(0, +))")
        }
        if let note = note("heat-water") {
            let said = korean ? "물 \(Int(water))mL" : "\(Int(water)) mL"
            if sweat < 250 { found.append("heat-water: given for \(sweat) mL of sweat") }
            if !note.text.contains(said) { found.append("heat-water: lacks '\(said)': \(note.text)") }
        } else if sweat >= 250 {
            found.append("heat-water missing for \(sweat) mL of sweat an hour")
        }
        let limited = AdviceClaims.number(heat["limitMinutes"]) != nil
        if limited != (note("heat-limit") != nil) { found.append("heat-limit: note and limitMinutes disagree") }
        return found
    }

    /// The parasol, note and item together, only when the hottest hour's sky is clear or 구름많음 and dry, the
    /// sun is up (it adds to the radiant temperature) and at least 30° high by the note's own number, and UTCI is
    /// at least 32 °C.
    func parasol(_ hottest: AdviceClaims.Hour?) -> [String] {
        let items = (outfit["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let note = note("parasol")
        guard let note else { return items.contains("parasol") ? ["parasol: item without its note"] : [] }
        var found = items.contains("parasol") ? [] : ["parasol: note without the item"]
        guard let h = hottest, let utci = h.utci else { return found + ["parasol: no hour has a UTCI"] }
        if !["clear", "mostlyCloudy"].contains(h.sky) || h.isWet {
            found.append("parasol: the hottest hour is \(h.sky), \(h.type)")
        }
        if utci < 32 { found.append("parasol: UTCI \(utci) below 32 °C") }
        if (h.meanRadiantTemperature ?? 0) <= (h.temperature ?? 0) { found.append("parasol: the sun is down") }
        if (note.values["altitude"] ?? 0) < 30 { found.append("parasol: the sun at \(note.values["altitude"] ?? 0)°") }
        return found
    }
}
