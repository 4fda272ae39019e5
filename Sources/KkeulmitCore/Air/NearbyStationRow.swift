/// One row of `getNearbyMsrstnList`, as sent (wire model): `{"stationName", "addr", "tm"}`, plus `stationCode`
/// when asked for with `ver` 1.1. `tm` is the distance in km, a JSON number with one decimal (kept as text, as a
/// string holding a number would be).
package typealias NearbyStationRow = WireRow<NearbyStationField>

package enum NearbyStationField: String, WireField {
    case stationName, addr, tm, stationCode
}
