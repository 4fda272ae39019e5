import Foundation

@testable import KkeulmitDomain

/// A clock that always says the same instant.
struct FixedTimeSource: TimeSource {
    let instant: Date
    init(_ instant: Date) { self.instant = instant }
    func now() -> Date { instant }
}
