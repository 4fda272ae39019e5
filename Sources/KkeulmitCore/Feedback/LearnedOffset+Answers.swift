import Foundation

/// The offset learnt from the answers `feedback` keeps.
extension LearnedOffset {
    package static func learn(from history: [FeedbackAnswer], now: KSTDateTime) -> LearnedOffset {
        let counted = history.compactMap { answer -> (weight: Double, target: Double)? in
            let ageMinutes = now.minutesSinceEpoch - answer.answeredAt.minutesSinceEpoch
            let ageDays = Double(ageMinutes) / 1440
            guard ageMinutes >= 0, ageDays <= maximumAgeDays else { return nil }
            let used = min(bound, max(-bound, answer.advice.learnedOffset))
            return (pow(0.5, ageDays / halfLifeDays), used + answer.verdict.correction)
        }
        guard counted.count >= minimumAnswers else { return LearnedOffset(value: 0, answers: counted.count) }
        let weight = counted.map(\.weight).reduce(0, +)
        let sum = counted.map { $0.weight * $0.target }.reduce(0, +)
        let mean = sum / (weight + priorWeight)
        return LearnedOffset(value: roundedToTenth(min(bound, max(-bound, mean))), answers: counted.count)
    }
}
