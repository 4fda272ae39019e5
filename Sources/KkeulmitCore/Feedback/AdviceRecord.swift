/// What the state keeps of one advice printed by `now`, `at`, `tomorrow` or `run-schedule`: enough to say which
/// advice an answer is about, and the learned offset it used.
package struct AdviceRecord: Equatable, Sendable {
    /// When it was printed (the run's current time).
    package var printedAt: KSTDateTime
    /// `now`, `at`, `tomorrow` or `run-schedule`.
    package var command: String
    package var windowStart: KSTDateTime
    /// Exclusive.
    package var windowEnd: KSTDateTime
    package var band: Int
    package var basisTemperature: Double
    /// The learned part of the offset the advice used, °C (0 before there were enough answers).
    package var learnedOffset: Double
    package var nx: Int
    package var ny: Int

    package init(
        printedAt: KSTDateTime, command: String, windowStart: KSTDateTime, windowEnd: KSTDateTime, band: Int,
        basisTemperature: Double, learnedOffset: Double, nx: Int, ny: Int
    ) {
        (self.printedAt, self.command, self.windowStart, self.windowEnd) = (printedAt, command, windowStart, windowEnd)
        (self.band, self.basisTemperature, self.learnedOffset) = (band, basisTemperature, learnedOffset)
        (self.nx, self.ny) = (nx, ny)
    }

    /// True when `time` falls in the advice's window.
    package func covers(_ time: KSTDateTime) -> Bool { windowStart <= time && time < windowEnd }
}

/// One `kkeulmit feedback` answer with the advice it is about.
package struct FeedbackAnswer: Equatable, Sendable {
    package var verdict: FeedbackVerdict
    /// When it was given (the run's current time): its age weighs it.
    package var answeredAt: KSTDateTime
    package var advice: AdviceRecord

    package init(verdict: FeedbackVerdict, answeredAt: KSTDateTime, advice: AdviceRecord) {
        (self.verdict, self.answeredAt, self.advice) = (verdict, answeredAt, advice)
    }
}
