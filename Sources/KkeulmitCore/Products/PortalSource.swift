import Foundation

/// A source whose answer is the portal's common `response.header/body` form (`PortalResponse`): AirKorea's three
/// operations and KMA's living-weather index. It says its request and which answers may be filed under the issue
/// asked for; asking, reading and keeping are the same for all: one request, `PortalResponseDecoder`, and the
/// body as received for the cache (an answer with result code `00` never echoes the key).
package protocol PortalSource: IssuedSource where Value == [Row] {
    associatedtype Row: Decodable & Sendable

    func request(for subject: Subject, issue: KSTDateTime?) -> ServiceRequest
    /// Whether an answer may be filed under `issue`: it holds that issue (or, without a schedule, anything).
    func keeps(_ rows: [Row], subject: Subject, issue: KSTDateTime?) -> Bool
}

extension PortalSource {
    package func fetch(_ subject: Subject, issue: KSTDateTime?, at now: Date, through exchange: Exchange) async throws
        -> Fetched<[Row]>
    {
        let source = self
        return try await exchange.send(request(for: subject, issue: issue)) { answer in
            let rows = try PortalResponseDecoder.decode(
                Row.self, status: answer.status, headers: answer.headers, body: answer.body
            ).rows
            return Fetched(value: rows, payload: source.keeps(rows, subject: subject, issue: issue) ? answer.body : nil)
        }
    }

    package func restore(_ payload: Data, subject: Subject, issue: KSTDateTime?) -> [Row]? {
        try? PortalResponseDecoder.decode(Row.self, status: 200, body: payload).rows
    }
}
