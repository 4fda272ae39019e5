import Foundation

/// A source whose answer is the portal's common `response.header/body` form (`PortalResponse`): AirKorea's three
/// operations and KMA's living-weather index. It says its request and which answers may be filed under the issue
/// asked for; asking, reading and keeping are the same for all: one request, `PortalResponseDecoder`, and the
/// body as received for the cache (an answer with result code `00` never echoes the key).
package protocol PortalSource: IssuedSource {
    associatedtype Row: Decodable & Sendable

    func request(for subject: Subject, issue: KSTDateTime?) -> ServiceRequest
    /// What a run reads from an answer's rows: the rows themselves, or what they are read into. Made once per
    /// answer, so the process's memo (`batch`) shares it and no request reads the same rows again.
    func value(of rows: [Row]) -> Value
    /// Whether an answer may be filed under `issue`: it holds that issue (or, without a schedule, anything).
    func keeps(_ value: Value, subject: Subject, issue: KSTDateTime?) -> Bool
}

extension PortalSource where Value == [Row] {
    package func value(of rows: [Row]) -> [Row] { rows }
}

extension PortalSource {
    package func fetch(_ subject: Subject, issue: KSTDateTime?, at now: Date, through exchange: Exchange) async throws
        -> Fetched<Value>
    {
        let source = self
        return try await exchange.send(request(for: subject, issue: issue)) { answer in
            let value = source.value(
                of: try PortalResponseDecoder.decode(
                    Row.self, status: answer.status, headers: answer.headers, body: answer.body
                ).rows)
            return Fetched(
                value: value, payload: source.keeps(value, subject: subject, issue: issue) ? answer.body : nil)
        }
    }

    package func restore(_ payload: Data, subject: Subject, issue: KSTDateTime?) -> Value? {
        (try? PortalResponseDecoder.decode(Row.self, status: 200, body: payload)).map { value(of: $0.rows) }
    }
}
