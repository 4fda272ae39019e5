/// What a dust forecast row is about, its `informCode`.
package enum DustPollutant: String, CaseIterable, Sendable {
    case pm10 = "PM10"
    case pm25 = "PM25"
    /// Ozone: forecast in season only, and not part of the fine-dust grade.
    case o3 = "O3"

    /// `PM10`, `PM25` (also written `PM2.5`), `O3`, in any case.
    package init?(informCode: String) {
        let code = informCode.trimmingSpaces.uppercased().replacingOccurrences(of: ".", with: "")
        self.init(rawValue: code)
    }
}
