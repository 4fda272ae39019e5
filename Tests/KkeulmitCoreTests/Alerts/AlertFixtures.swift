import Foundation

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Fixtures/Alerts and Fixtures/Pollen as the tests read them: the answers as bytes, the zone CSVs as rows.
enum AlertFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ folder: String, _ name: String) -> Data {
        (try? Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name))) ?? Data()
    }

    static func alerts(_ name: String) -> Data { data("Alerts", name) }

    /// The rows of a getPwnCd fixture, through the decoder the source uses; traps on a fixture that is not one.
    static func rows(_ name: String) -> [WarningEventRow] {
        guard case .success(let rows) = WarningEventsAnswer.classify(status: 200, body: alerts(name)) else {
            preconditionFailure("\(name) is not a getPwnCd answer")
        }
        return rows
    }

    /// A CSV of Fixtures/Alerts as rows of fields (no field holds a comma or a quote: the generator checks).
    static func csv(_ name: String) -> [[String]] {
        let text = String(decoding: alerts(name), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }

    static func time(_ text: String) -> KSTDateTime { WarningEvent.time(text)! }
}
