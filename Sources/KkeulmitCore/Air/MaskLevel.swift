/// Which mask the advice adds for fine dust (CLI contract, "Advice from the new sources").
///
/// The raw value is the outfit item's id.
package enum MaskLevel: String, CaseIterable, Sendable {
    /// 나쁨: a KF80 보건용 마스크, the level 질병청 names for going out on high-dust days.
    case kf80 = "mask-kf80"
    /// 매우나쁨: KF94, which filters finer particles and is harder to breathe through.
    case kf94 = "mask-kf94"

    /// The outfit item id, `mask-kf80` or `mask-kf94`.
    package var itemID: String { rawValue }

    /// The mask for the worse of the station's 1-hour grade and the dust forecast's grade for the window's date and
    /// region; nil (no mask) at 좋음 or 보통, or when neither is known.
    package init?(measured: DustGrade?, forecast: DustGrade?) {
        switch DustGrade.worse(measured, forecast) {
        case .bad: self = .kf80
        case .veryBad: self = .kf94
        case .good, .moderate, nil: return nil
        }
    }
}
