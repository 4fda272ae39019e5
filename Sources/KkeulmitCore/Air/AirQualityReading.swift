/// What the advice knows about fine dust for a run: the JSON `air` object (docs/kkeulmit.schema.json), and the reading the
/// engine's mask rule decides on (`OutfitEngine.Protection`).
///
/// `pm10`/`pm25` are the station's 1-hour values, `pm10Grade`/`pm25Grade` their 1-hour grades, `grade` the worse of
/// the two, `forecastGrade` the worse of the PM10 and PM2.5 forecast grades for the window's date and the place's
/// region. Without a current measurement only `forecastGrade` is set (`station`, `time` and the values are nil).
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

    /// Nil when there is neither a measurement nor a forecast grade (JSON `"air": null`).
    package init?(measurement: StationMeasurement?, forecastGrade: DustGrade?) {
        guard measurement != nil || forecastGrade != nil else { return nil }
        station = measurement?.station
        time = measurement?.time
        pm10 = measurement?.pm10
        pm25 = measurement?.pm25
        pm10Grade = measurement?.pm10Grade
        pm25Grade = measurement?.pm25Grade
        grade = measurement?.grade
        self.forecastGrade = forecastGrade
    }
}
