import Foundation

/// One species' pollen risk for an area (`getOakPollenRiskIdxV3`, `getPinePollenRiskIdxV3`, `getWeedsPollenRiskndxV3`),
/// asked for by the issue's hour (06 and 18시; the service answers the newest issue at or before it), one step back on
/// `03 NO_DATA`. Its value is the answer read (`PollenAnswer`), not rows: out of season (`99` "…제공기간이 아닙니다…") is an
/// answer like a forecast, kept under the issue asked for, so that species costs no request again before the next
/// issue. An answer for an area the service does not know is not kept (the next area code is asked).
package struct PollenSource: IssuedSource {
    package struct Subject: Hashable, Sendable {
        package var species: PollenSpecies
        package var areaNo: String

        package init(_ species: PollenSpecies, areaNo: String) {
            self.species = species
            self.areaNo = areaNo
        }
    }

    /// An issue stands in for a failed request for a day (its grades reach 3 days ahead).
    package var traits: SourceTraits {
        SourceTraits(name: "pollen", schedule: .pollen, stepBacks: 1, usefulSeconds: 86_400)
    }

    package func key(for subject: Subject) -> String {
        subject.species.rawValue + "-" + CacheName.safe(subject.areaNo)
    }

    package func fetch(_ subject: Subject, issue: KSTDateTime?, at now: Date, through exchange: Exchange)
        async throws -> Fetched<PollenAnswer>
    {
        let time = issue ?? KSTDateTime(now)
        let request = PollenRequest.serviceRequest(subject.species, areaNo: subject.areaNo, time: time)
        return try await exchange.send(request) { answer in
            let read = try PollenAnswer.classify(
                species: subject.species, areaNo: subject.areaNo, status: answer.status, headers: answer.headers,
                body: answer.body
            ).get()
            return Fetched(value: read, payload: Self.keeps(read, issue: issue) ? answer.body : nil)
        }
    }

    package func restore(_ payload: Data, subject: Subject, issue: KSTDateTime?) -> PollenAnswer? {
        guard
            let read = try? PollenAnswer.classify(
                species: subject.species, areaNo: subject.areaNo, status: 200, body: payload
            ).get(), Self.keeps(read, issue: issue)
        else { return nil }
        return read
    }

    /// Whether an answer may be filed under `issue`: out of season, or the forecast of that issue.
    static func keeps(_ answer: PollenAnswer, issue: KSTDateTime?) -> Bool {
        switch answer {
        case .offSeason: issue != nil
        case .forecast(let forecast): issue != nil && forecast.issued == issue
        case .noSuchArea: false
        }
    }
}
