/// One row of `getNearbyMsrstnList`, as sent (wire model): `{"stationName", "addr", "tm"}`, plus `stationCode`
/// when asked for with `ver` 1.1. `tm` is the distance in km, a JSON number with one decimal; read leniently (a
/// string holding a number is accepted too).
package struct NearbyStationRow: Decodable, Equatable, Sendable {
    package var stationName: String?
    package var addr: String?
    /// The distance as sent, before any check.
    package var tm: String?
    package var stationCode: String?

    package init(stationName: String?, addr: String? = nil, tm: String?, stationCode: String? = nil) {
        self.stationName = stationName
        self.addr = addr
        self.tm = tm
        self.stationCode = stationCode
    }

    enum CodingKeys: String, CodingKey { case stationName, addr, tm, stationCode }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        stationName = c.lenientString(.stationName)
        addr = c.lenientString(.addr)
        tm = c.lenientString(.tm)
        stationCode = c.lenientString(.stationCode)
    }
}
