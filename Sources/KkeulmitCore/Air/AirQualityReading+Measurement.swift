/// The JSON `air` object from a station's measurement and the forecast grade.
extension AirQualityReading {
    /// Nil when there is neither a measurement nor a forecast grade (JSON `"air": null`).
    package init?(measurement: StationMeasurement?, forecastGrade: DustGrade?) {
        guard measurement != nil || forecastGrade != nil else { return nil }
        self.init(
            station: measurement?.station, time: measurement?.time, pm10: measurement?.pm10, pm25: measurement?.pm25,
            pm10Grade: measurement?.pm10Grade, pm25Grade: measurement?.pm25Grade, grade: measurement?.grade,
            forecastGrade: forecastGrade)
    }
}
