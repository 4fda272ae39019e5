import Foundation

/// The personal offset learned from `kkeulmit feedback` answers, added to the configured `temperatureOffset`. A pure
/// function of the answers and the current time. Each answer says what the offset of its advice should have been: the
/// learned offset that advice used, minus `step` for `cold`, plus `step` for `hot`, unchanged for `ok`. The learned
/// offset is the mean of those targets weighted by age (an answer's weight halves every `halfLifeDays`), shrunk toward
/// 0 by a prior worth one fresh answer, so that a handful of answers moves it less than many, and an old history fades.
/// Answers stamped after `now` (a replay with an earlier `KKEULMIT_NOW`) or older than `maximumAgeDays` do not count;
/// with fewer than `minimumAnswers` left it is 0. The result is bounded to ±`bound` and rounded to a tenth.
package struct LearnedOffset: Equatable, Sendable {
    /// °C to add to the basis temperature.
    package var value: Double
    /// The answers it rests on (those that counted).
    package var answers: Int

    package init(value: Double, answers: Int) { (self.value, self.answers) = (value, answers) }

    /// How far one answer moves its target, °C: about half a band of the chart.
    package static let step = 2.0
    package static let bound = 4.0
    package static let minimumAnswers = 3
    package static let halfLifeDays = 30.0
    package static let maximumAgeDays = 365.0
    /// The weight of the prior at 0: one fresh answer's.
    package static let priorWeight = 1.0

    /// True once enough answers count for the offset to move.
    package var isActive: Bool { answers >= Self.minimumAnswers }
}
