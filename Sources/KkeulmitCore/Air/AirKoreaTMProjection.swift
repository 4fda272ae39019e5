import Foundation

/// WGS84 latitude/longitude → AirKorea's TM coordinates, EPSG:5174 "Korean 1985 / Modified Central Belt"
/// (docs/AIR-UV.md, "Which TM"), by hand so no projection library is needed: WGS84 geodetic → ECEF; the inverse of the
/// Bessel → WGS84 seven-parameter Helmert shift (position-vector convention) into Bessel 1841 ECEF; Bessel geodetic
/// (Bowring, refined) → transverse Mercator (Snyder's series), origin 38° N, 127°00′10.405″ E, k0 1, false easting
/// 200 000 m, false northing 500 000 m. Agrees with pyproj's EPSG:5174 to under 10 cm anywhere in Korea (Tests:
/// AirTMProjectionTests).
///
/// Not EPSG:5181, which several clients use: the same kind of grid on GRS80 with lon0 127° and no datum shift, it lands
/// about 70 m east and 305 m north of where AirKorea expects the point. Two recorded AirKorea answers reproduce their
/// own station distances (to the API's 0.1 km) with 5174 only; with 5181 (or EPSG:2097, lon0 127° on Bessel) they miss
/// by 0.1–0.3 km, enough to swap close stations.
package enum AirKoreaTMProjection {
    /// The point for `latitude`/`longitude` in degrees (WGS84, height 0).
    package static func project(latitude: Double, longitude: Double) -> TMPoint {
        let wgs = ecef(latitude: latitude * degree, longitude: longitude * degree, a: WGS84.a, e2: WGS84.e2)
        let bessel = toBessel(wgs)
        let (phi, lambda) = geodetic(bessel)
        return transverseMercator(phi: phi, lambda: lambda)
    }

    /// The point of a place of KMA's table; nil where the table has no coordinates (이어도).
    package static func project(_ place: Place) -> TMPoint? {
        place.hasCoordinates ? project(latitude: place.latitude, longitude: place.longitude) : nil
    }

    // MARK: - Parameters

    private static let degree = Double.pi / 180

    private enum WGS84 {
        static let a = 6_378_137.0
        static let f = 1 / 298.257_223_563
        static let e2 = f * (2 - f)
    }

    private enum Bessel {
        static let a = 6_377_397.155
        static let f = 1 / 299.152_812_8
        static let b = a * (1 - f)
        static let e2 = f * (2 - f)
        /// Second eccentricity squared.
        static let ep2 = (a * a - b * b) / (b * b)
    }

    /// Bessel → WGS84, position-vector convention: translation (m), rotations (arc-seconds), scale (ppm).
    private enum Helmert {
        static let tx = -115.80
        static let ty = 474.99
        static let tz = 674.11
        static let arcSecond = Double.pi / 648_000
        static let rx = 1.16 * arcSecond
        static let ry = -2.31 * arcSecond
        static let rz = -1.63 * arcSecond
        static let scale = 6.43e-6
    }

    private enum Grid {
        static let phi0 = 38 * degree
        /// 127°00′10.405″: the "modified" central meridian (EPSG:2097 used 127° exactly).
        static let lambda0 = 127.002_890_277_777_8 * degree
        static let k0 = 1.0
        static let falseEasting = 200_000.0
        static let falseNorthing = 500_000.0
    }

    // MARK: - Steps

    private static func ecef(latitude phi: Double, longitude lambda: Double, a: Double, e2: Double) -> SIMD3<Double> {
        let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        return SIMD3(n * cos(phi) * cos(lambda), n * cos(phi) * sin(lambda), n * (1 - e2) * sin(phi))
    }

    /// Undoes the Bessel → WGS84 shift: remove translation and scale, then apply the transposed (small-angle) rotation.
    private static func toBessel(_ p: SIMD3<Double>) -> SIMD3<Double> {
        let u = (p - SIMD3(Helmert.tx, Helmert.ty, Helmert.tz)) / (1 + Helmert.scale)
        let (rx, ry, rz) = (Helmert.rx, Helmert.ry, Helmert.rz)
        return SIMD3(
            u.x + rz * u.y - ry * u.z,
            -rz * u.x + u.y + rx * u.z,
            ry * u.x - rx * u.y + u.z)
    }

    /// Bessel ECEF → latitude, longitude (radians): Bowring's formula, then three fixed-point refinements.
    private static func geodetic(_ p: SIMD3<Double>) -> (phi: Double, lambda: Double) {
        let (a, b, e2, ep2) = (Bessel.a, Bessel.b, Bessel.e2, Bessel.ep2)
        let horizontal = (p.x * p.x + p.y * p.y).squareRoot()
        let theta = atan2(p.z * a, horizontal * b)
        var phi = atan2(
            p.z + ep2 * b * pow(sin(theta), 3), horizontal - e2 * a * pow(cos(theta), 3))
        for _ in 0..<3 {
            let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
            let h = horizontal / cos(phi) - n
            phi = atan2(p.z, horizontal * (1 - e2 * n / (n + h)))
        }
        return (phi, atan2(p.y, p.x))
    }

    /// Meridian arc length from the equator (Snyder 3-21).
    private static func meridian(_ phi: Double) -> Double {
        let e2 = Bessel.e2
        let e4 = e2 * e2
        let e6 = e4 * e2
        return Bessel.a
            * ((1 - e2 / 4 - 3 * e4 / 64 - 5 * e6 / 256) * phi
                - (3 * e2 / 8 + 3 * e4 / 32 + 45 * e6 / 1024) * sin(2 * phi)
                + (15 * e4 / 256 + 45 * e6 / 1024) * sin(4 * phi)
                - (35 * e6 / 3072) * sin(6 * phi))
    }

    /// Snyder 8-9 and 8-10.
    private static func transverseMercator(phi: Double, lambda: Double) -> TMPoint {
        let (a, e2, ep2) = (Bessel.a, Bessel.e2, Bessel.ep2)
        let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let t = tan(phi) * tan(phi)
        let c = ep2 * cos(phi) * cos(phi)
        let aa = (lambda - Grid.lambda0) * cos(phi)
        let a2 = aa * aa
        let a3 = a2 * aa
        let a4 = a3 * aa
        let a5 = a4 * aa
        let a6 = a5 * aa
        let x =
            Grid.falseEasting + Grid.k0 * n
            * (aa + (1 - t + c) * a3 / 6 + (5 - 18 * t + t * t + 72 * c - 58 * ep2) * a5 / 120)
        let y =
            Grid.falseNorthing + Grid.k0
            * (meridian(phi) - meridian(Grid.phi0) + n * tan(phi)
                * (a2 / 2 + (5 - t + 9 * c + 4 * c * c) * a4 / 24
                    + (61 - 58 * t + t * t + 600 * c - 330 * ep2) * a6 / 720))
        return TMPoint(x: x, y: y)
    }
}
