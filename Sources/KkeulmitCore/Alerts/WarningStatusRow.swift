/// The row of `getPwnStatus` (특보현황조회), as sent (wire model): `t6`, KMA's own status text of the warnings in force
/// (`"o 호우경보 : 제주도(제주도산지)\r\no 호우주의보 : …"`, or `"o 없 음"`), as of `tmEf`. Not needed to know what is in force (the
/// replay of `getPwnCd` is), but to tell which reading of `warnVar` 7/8/9 KMA uses (`WarnVarReading.consistent`).
package typealias WarningStatusRow = WireRow<WarningStatusField>

/// The fields of the row, as sent.
package enum WarningStatusField: String, WireField {
    case t6, tmFc, tmSeq, tmEf, t7, other
}

extension WarningStatusRow {
    package init(t6: String?) { self.init([.t6: t6]) }

    /// The status text.
    package var t6: String? { self[.t6] }

    /// The warnings `t6` names, as written before the colon of each `o` line (`호우경보`, `폭염중대경보`), with
    /// spaces removed; empty for `o 없 음`.
    package var namesInForce: Set<String> {
        var names = Set<String>()
        // Lines end in CR LF, which Swift reads as one Character.
        for line in (t6 ?? "").split(whereSeparator: \.isNewline) {
            var text = line.drop { $0 == " " }
            guard text.first == "o" else { continue }
            text = text.dropFirst()
            let name = String(text.prefix { $0 != ":" }.filter { !$0.isWhitespace })
            if !name.isEmpty, name != "없음" { names.insert(name) }
        }
        return names
    }
}

extension WarnVarReading {
    /// The readings under which every `(warnVar, warnStress)` in force is a warning KMA's status text names: with
    /// a 대설 or 태풍 in force, at most one reading survives.
    package static func consistent(with status: WarningStatusRow, inForce: [(warnVar: Int, warnStress: Int)]) -> [Self]
    {
        let named = status.namesInForce
        return allCases.filter { reading in
            inForce.allSatisfy { item in
                let type = AlertType(warnVar: item.warnVar, reading: reading)
                return type == .other
                    || named.contains(type.koreanName + AlertLevel(warnStress: item.warnStress).koreanName)
            }
        }
    }

    /// The reading to use: the one `status` agrees with when exactly one does, else the guide's.
    package static func decided(by status: WarningStatusRow?, inForce: [(warnVar: Int, warnStress: Int)]) -> Self {
        guard let status, inForce.contains(where: { (7...9).contains($0.warnVar) }) else { return .guide }
        let agreeing = consistent(with: status, inForce: inForce)
        return agreeing.count == 1 ? agreeing[0] : .guide
    }
}

extension WarningState {
    /// `(warnVar, warnStress)` of every warning in force at `time`, on any zone.
    package func inForce(at time: KSTDateTime) -> [(warnVar: Int, warnStress: Int)] {
        keys.compactMap { key in level(zone: key.zone, warnVar: key.warnVar, at: time).map { (key.warnVar, $0) } }
    }
}
