import Foundation

/// The data.go.kr services kkeulmit asks, by the root each is reached under. A request names its root and the
/// path under it; the provider (`ServiceProvider`, `ProviderTransport`) turns that into a URL, so a second provider can name the same
/// operation its own way.
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

    /// Where the service answers unless the environment says otherwise.
    package var defaultURL: URL {
        switch self {
        case .forecast: URL(string: "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0")!
        case .airKorea: URL(string: "https://apis.data.go.kr/B552584")!
        case .living: URL(string: "https://apis.data.go.kr/1360000/LivingWthrIdxServiceV5")!
        case .alerts: URL(string: "https://apis.data.go.kr/1360000/WthrWrnInfoService")!
        case .health: URL(string: "https://apis.data.go.kr/1360000/HealthWthrIdxServiceV3")!
        }
    }

    /// The environment variable that replaces the root (`--base-url` too, for the forecast).
    package var variable: String {
        switch self {
        case .forecast: "KKEULMIT_BASE_URL"
        case .airKorea: "KKEULMIT_AIRKOREA_URL"
        case .living: "KKEULMIT_LIVING_URL"
        case .alerts: "KKEULMIT_ALERTS_URL"
        case .health: "KKEULMIT_HEALTH_URL"
        }
    }
}

/// Every service root of a run, as URLs: the defaults, each replaced where the run said so. A root the run was
/// given in a form that is not a service's URL is unusable: its sources are left out (`unavailable`), since an
/// optional source never fails a run.
package struct ServiceRoots: Equatable, Sendable {
    private var replaced: [ServiceRoot: URL]
    package private(set) var unusable: Set<ServiceRoot>

    /// The defaults, except for the roots `replaced` names and those `unusable` leaves out.
    package init(_ replaced: [ServiceRoot: URL] = [:], unusable: Set<ServiceRoot> = []) {
        self.replaced = replaced
        self.unusable = unusable
    }

    package subscript(root: ServiceRoot) -> URL {
        get { replaced[root] ?? root.defaultURL }
        set {
            replaced[root] = newValue
            unusable.remove(root)
        }
    }

    /// Whether requests to `root` can be sent.
    package func isUsable(_ root: ServiceRoot) -> Bool { !unusable.contains(root) }
}
