/// The dust forecast of an answer (or several) of `getMinuDustFrcstDspth`, ready to be asked for a grade (domain). Rows
/// are grouped by pollutant and target date; for each group the newest issue wins, unless it has no grade for the
/// regions asked about (`예보없음`), then the next newest that has one does. Nothing depends on row order: rows of one
/// issue, pollutant and date sent twice count as their worse grade.
package struct DustForecast: Hashable, Sendable {
    /// One readable row.
    package struct Entry: Hashable, Sendable {
        package var pollutant: DustPollutant
        package var date: KSTDate
        package var issued: KSTDateTime
        package var grades: RegionalGrades

        package init(pollutant: DustPollutant, date: KSTDate, issued: KSTDateTime, grades: RegionalGrades) {
            (self.pollutant, self.date, self.issued, self.grades) = (pollutant, date, issued, grades)
        }
    }

    /// Readable rows, newest issue first (then pollutant and date, so equal inputs give equal values).
    package let entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries.sorted {
            ($0.issued, $1.pollutant.rawValue, $1.date) > ($1.issued, $0.pollutant.rawValue, $0.date)
        }
    }

    /// The rows that have a known pollutant, a target date, an issue time and an `informGrade`; others are dropped.
    package init(rows: [DustForecastRow]) {
        self.init(
            entries: rows.compactMap { row in
                guard let pollutant = row[.informCode].flatMap(DustPollutant.init(informCode:)),
                    let date = row[.informData].flatMap(AirKoreaTime.date),
                    let issued = row[.dataTime].flatMap(AirKoreaTime.forecastIssue),
                    let text = row[.informGrade]
                else { return nil }
                return Entry(
                    pollutant: pollutant, date: date, issued: issued, grades: RegionalGrades(informGrade: text))
            })
    }

    /// The grade for `pollutant` on `date` in the worse of `regions`, from the newest issue that has one.
    package func grade(_ pollutant: DustPollutant, on date: KSTDate, in regions: [DustForecastRegion]) -> DustGrade? {
        var best: (issued: KSTDateTime, grade: DustGrade)?
        for entry in entries where entry.pollutant == pollutant && entry.date == date {
            if let found = best, entry.issued < found.issued { break }
            guard let grade = entry.grades.worst(of: regions) else { continue }
            best = (entry.issued, DustGrade.worse(best?.grade, grade)!)
        }
        return best?.grade
    }

    /// The fine-dust forecast grade for `date` in `regions`: the worse of PM10 and PM2.5 ("등급이 다를 경우 더 높은
    /// 등급"); ozone does not count. Nil when neither is forecast.
    package func fineDustGrade(on date: KSTDate, in regions: [DustForecastRegion]) -> DustGrade? {
        DustGrade.worse(grade(.pm10, on: date, in: regions), grade(.pm25, on: date, in: regions))
    }
}
