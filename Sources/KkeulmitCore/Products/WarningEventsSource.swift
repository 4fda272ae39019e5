import Foundation

/// KMA's warning announcements of one KST day (`getPwnCd`, the whole country, page after page until a short one),
/// the rows `WarningState` replays, kept as docs/ALERTS.md ("The source") says: `today` asked again at most every
/// 10 minutes (`IssueSchedule.warningPoll`), filed under its slot, an earlier slot's answer of the day standing in
/// for 3 hours; a `closedDay` asked once. One answer serves every place and zone set of a process (`batch`: one
/// request a day and slot), the place's zones applied when the rows are read.
package struct WarningEventsSource: IssuedSource {
    /// Today's (else a closed day's).
    package let isToday: Bool

    package static let today = WarningEventsSource(isToday: true)
    package static let closedDay = WarningEventsSource(isToday: false)

    /// The days before today whose announcements are replayed with today's: a warning issued earlier and in force
    /// since without a change is not seen (getPwnCd itself reaches 60 days back; each day is one request once).
    package static let lookbackDays = 10
    /// A page of 1,000 rows is about 300 KB; anything past this is not one.
    package static let maxResponseBytes = 2_000_000

    package var traits: SourceTraits {
        isToday
            ? SourceTraits(name: "alerts", schedule: .warningPoll, usefulSeconds: 3 * 3_600)
            : SourceTraits(name: "alerts-day", schedule: nil, usefulSeconds: Double(Self.lookbackDays + 2) * 86_400)
    }

    package func key(for day: KSTDate) -> String { day.kmaString }

    package func fetch(_ day: KSTDate, issue: KSTDateTime?, at now: Date, through exchange: Exchange) async throws
        -> Fetched<[WarningEventRow]>
    {
        var request = WarningEventsRequest(day: day)
        var rows: [WarningEventRow] = []
        while true {
            try Task.checkCancellation()
            let page = try await exchange.send(request.serviceRequest(maxBytes: Self.maxResponseBytes)) { answer in
                try WarningEventsAnswer.classify(status: answer.status, headers: answer.headers, body: answer.body)
                    .get()
            }
            rows += page
            guard request.needsNextPage(rows: page.count) else { break }
            request = request.nextPage()
        }
        return Fetched(value: rows, payload: WarningEventsAnswer.payload(rows))
    }

    package func restore(_ payload: Data, subject: KSTDate, issue: KSTDateTime?) -> [WarningEventRow]? {
        try? WarningEventsAnswer.classify(status: 200, body: payload).get()
    }

    /// The days a replay at `now` asks for, today first, then the closed days, newest first.
    package static func days(at now: KSTDateTime) -> [KSTDate] {
        (0...lookbackDays).map { now.date.adding(days: -$0) }
    }
}

extension IssueSchedule {
    /// The warnings have no issues: they are asked again at most every 10 minutes, at once.
    package static let warningPoll = IssueSchedule(
        hours: Array(0...23), minutes: [0, 10, 20, 30, 40, 50], publishDelayMinutes: 0)
}
