/// What the advice knows about fine dust for a run: the JSON `air` object (docs/kkeulmit.schema.json), and the reading
/// the engine's mask rule decides on (`OutfitEngine.Protection`). `pm10`/`pm25` are the station's 1-hour values,
/// `pm10Grade`/`pm25Grade` their 1-hour grades, `grade` the worse of the two, `forecastGrade` the worse of the PM10 and
/// PM2.5 forecast grades for the window's date and the place's region. Without a current measurement only
/// `forecastGrade` is set (`station`, `time` and the values are nil).
package struct AirQualityReading: Hashable, Sendable {
    /// JSON `air.station`: the station measured at.
    package var station: String?
    /// JSON `air.time`: the end of the measured hour.
    package var time: KSTDateTime?
    /// JSON `air.pm10`, µg/m³ (`pm10Value`).
    package var pm10: Int?
    /// JSON `air.pm25`, µg/m³ (`pm25Value`).
    package var pm25: Int?
    /// JSON `air.pm10Grade`, 1–4 (`pm10Grade1h`).
    package var pm10Grade: DustGrade?
    /// JSON `air.pm25Grade`, 1–4 (`pm25Grade1h`).
    package var pm25Grade: DustGrade?
    /// JSON `air.grade`: the worse of the two 1-hour grades.
    package var grade: DustGrade?
    /// JSON `air.forecastGrade`: null when the forecast is not known.
    package var forecastGrade: DustGrade?

    package init(
        station: String? = nil, time: KSTDateTime? = nil, pm10: Int? = nil, pm25: Int? = nil,
        pm10Grade: DustGrade? = nil, pm25Grade: DustGrade? = nil, grade: DustGrade? = nil, forecastGrade: DustGrade?
    ) {
        (self.station, self.time, self.pm10, self.pm25) = (station, time, pm10, pm25)
        (self.pm10Grade, self.pm25Grade, self.grade, self.forecastGrade) = (pm10Grade, pm25Grade, grade, forecastGrade)
    }
}
