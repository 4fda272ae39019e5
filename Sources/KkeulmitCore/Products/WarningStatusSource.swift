import Foundation

/// KMA's own status text of the warnings in force (`getPwnStatus`, `t6`), asked only to tell which reading of
/// `warnVar` 7, 8 and 9 KMA uses when one of them is in force (`WarnVarReading.decided`): the guide's (7 태풍, 8 대설,
/// 9 황사) or the one another project reports (7 대설, 8 황사, 9 태풍). Polled like the announcements, at most every 10
/// minutes; an earlier slot's answer of the day stands in for 3 hours.
package struct WarningStatusSource: PortalSource {
    package typealias Row = WarningStatusRow
    package typealias Value = [WarningStatusRow]

    package static let operation = "getPwnStatus"

    package var traits: SourceTraits {
        SourceTraits(name: "alerts-status", schedule: .warningPoll, usefulSeconds: 3 * 3_600)
    }

    /// The status is the country's.
    package func key(for subject: Void) -> String { "kr" }

    package func request(for subject: Void, issue: KSTDateTime?) -> ServiceRequest {
        ServiceRequest(
            root: .alerts, path: Self.operation,
            query: [.init("pageNo", "1"), .init("numOfRows", "10"), .init("dataType", "JSON")],
            maxBytes: AirKoreaRequest.maxResponseBytes)
    }

    package func keeps(_ rows: [WarningStatusRow], subject: Void, issue: KSTDateTime?) -> Bool {
        issue != nil && rows.contains { $0.t6 != nil }
    }
}
