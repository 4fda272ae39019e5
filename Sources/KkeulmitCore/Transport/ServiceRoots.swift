import Foundation

/// The data.go.kr services kkeulmit asks, by the root each is reached under; a request names its root and the path
/// under it, and the provider turns that into a URL (another provider names the operation its own way).
package enum ServiceRoot: String, CaseIterable, Hashable, Sendable {
    /// KMA's short-term forecast service: `getVilageFcst`, `getUltraSrtNcst`, `getUltraSrtFcst`.
    case forecast
    /// AirKorea: the station service and the air pollution service are appended
    /// (`MsrstnInfoInqireSvc/getNearbyMsrstnList`, `ArpltnInforInqireSvc/…`).
    case airKorea
    /// KMA's living-weather indices: `getUVIdxV5`.
    case living
    /// KMA's official weather warnings (기상특보): `getPwnCd`.
    case alerts
    /// KMA's health-weather indices: the three pollen operations.
    case health

    /// Each root's facts in one table: its path under data.go.kr's default host, the environment variable that
    /// replaces the root (`--base-url` too, for the forecast), how messages name the service, what an answer of it
    /// holds ("no forecast", "far more than a forecast") and the data.go.kr service a key must be approved for.
    var facts: (path: String, variable: String, name: String, product: String, registration: String) {
        switch self {
        case .forecast:
            ("1360000/VilageFcstInfoService_2.0", "KKEULMIT_BASE_URL", "KMA", "forecast", "VilageFcstInfoService_2.0")
        case .airKorea:
            (
                "B552584", "KKEULMIT_AIRKOREA_URL", "AirKorea", "air quality reading",
                "AirKorea's MsrstnInfoInqireSvc and ArpltnInforInqireSvc"
            )
        case .living:
            (
                "1360000/LivingWthrIdxServiceV5", "KKEULMIT_LIVING_URL", "KMA's UV index service", "UV index",
                "LivingWthrIdxServiceV5"
            )
        case .alerts:
            (
                "1360000/WthrWrnInfoService", "KKEULMIT_ALERTS_URL", "KMA's warnings service", "warnings list",
                "WthrWrnInfoService"
            )
        case .health:
            (
                "1360000/HealthWthrIdxServiceV3", "KKEULMIT_HEALTH_URL", "KMA's pollen service", "pollen index",
                "HealthWthrIdxServiceV3"
            )
        }
    }

    package var defaultURL: URL { URL(string: "https://apis.data.go.kr/" + facts.path)! }
    package var variable: String { facts.variable }
}

/// Every service root of a run, as URLs: the defaults, each replaced where the run said so. A root the run was
/// given in a form that is not a service's URL is unusable: its sources are left out (`unavailable`), since an
/// optional source never fails a run.
package struct ServiceRoots: Equatable, Sendable {
    private var replaced: [ServiceRoot: URL]
    package private(set) var unusable: Set<ServiceRoot>

    /// The defaults, except for the roots `replaced` names and those `unusable` leaves out.
    package init(_ replaced: [ServiceRoot: URL] = [:], unusable: Set<ServiceRoot> = []) {
        (self.replaced, self.unusable) = (replaced, unusable)
    }

    package subscript(root: ServiceRoot) -> URL {
        get { replaced[root] ?? root.defaultURL }
        set {
            replaced[root] = newValue
            unusable.remove(root)
        }
    }

    package func isUsable(_ root: ServiceRoot) -> Bool { !unusable.contains(root) }
}
