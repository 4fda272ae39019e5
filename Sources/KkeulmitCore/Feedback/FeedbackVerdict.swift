/// How an advice felt, as `kkeulmit feedback cold|ok|hot` says it.
package enum FeedbackVerdict: String, CaseIterable, Sendable {
    case cold
    case ok
    case hot

    /// What the answer says about the advice's offset, °C: colder than advised means the offset should have been lower.
    var correction: Double {
        switch self {
        case .cold: -LearnedOffset.step
        case .ok: 0
        case .hot: LearnedOffset.step
        }
    }
}
