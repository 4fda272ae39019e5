import Foundation

/// One remembered failure of one provider's operation: why, since when, until when, and what it answered (so that
/// the status it is recalled as is the one it earned: `notRegistered` for code 30, else `unavailable`).
///
/// Written beside the cache as one line, `1 KEYID REASON FAILURES SINCE UNTIL CODE STATUS` (`KEYID` the key's
/// identity, never the key; `SINCE` and `UNTIL` seconds since 1970; `CODE` the result code or `-`; `STATUS` the
/// HTTP or API Hub status), so that a run reads it back whatever its version of the rules.
package struct FailureRecord: Equatable, Sendable {
    package var reason: FailureRule.Reason
    /// Failures in a row, for the back-off's growth.
    package var failures: Int
    /// When it failed (the run's time then).
    package var since: Date
    package var until: KSTDateTime
    /// The result code or gateway reason it answered, if any.
    package var code: String?
    /// The HTTP status (API Hub: its envelope's status) it answered; 0 when none.
    package var status = 0

    /// Whether the provider is not to be asked at `now`.
    package func holds(at now: Date) -> Bool { now < until.instant }

    /// What the failure answered, as a record keeps it.
    package static func answered(_ error: any Error) -> (code: String?, status: Int) {
        guard let error = (error as? KMAError)?.telling else { return (nil, 0) }
        switch error {
        case .resultCode(let code, _, let status, _): return (code.rawValue, status)
        case .gateway(let reason, _, let status, _): return (reason, status)
        case .apiHub(let status, _, _, _), .httpStatus(let status, _): return (nil, status)
        default: return (nil, 0)
        }
    }

    /// The failure a run acts on instead of asking: of the same kind as the one answered, so that it gets the same
    /// status and the same stale rules, and saying it was not asked.
    package func error(provider: ProviderID) -> KMAError {
        let note = "not asked: remembered until \(until.iso8601)"
        switch reason {
        case .rejected:
            if let code { return .gateway(reasonCode: code, authMessage: note, httpStatus: status == 0 ? 200 : status) }
            return provider == .apiHub
                ? .apiHub(status: status == 0 ? 403 : status, message: note, httpStatus: status == 0 ? 403 : status)
                : .httpStatus(status == 0 ? 403 : status, retryAfterSeconds: nil)
        case .failed:
            return .transport(note)
        }
    }

}

// The line kept: in an extension, so that the record keeps its memberwise init.
extension FailureRecord {
    static let version = "1"

    func line(keyID: String) -> String {
        [
            Self.version, keyID, reason.rawValue, String(failures), String(Int(since.timeIntervalSince1970)),
            String(Int(until.instant.timeIntervalSince1970)), code ?? "-", String(status),
        ].joined(separator: " ")
    }

    /// The record a line holds for `keyID`; nil for another key's, a damaged or a foreign line.
    init?(line: String, keyID: String) {
        let fields = line.trimmingSpaces.split(separator: " ").map(String.init)
        guard fields.count == 8, fields[0] == Self.version, fields[1] == keyID,
            let reason = FailureRule.Reason(rawValue: fields[2]), let failures = Int(fields[3]), failures > 0,
            let since = Int(fields[4]), let until = Int(fields[5]), let status = Int(fields[7])
        else { return nil }
        self.init(
            reason: reason, failures: failures, since: Date(timeIntervalSince1970: Double(since)),
            until: KSTDateTime(Date(timeIntervalSince1970: Double(until))), code: fields[6] == "-" ? nil : fields[6],
            status: status)
    }
}
