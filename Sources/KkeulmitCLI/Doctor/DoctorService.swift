import Foundation
import KkeulmitCore

/// One data.go.kr service `doctor` probes with one light request (`numOfRows=1`), and how its answer reads.
struct DoctorService: Sendable {
    /// The check's id: `forecast`, `air-stations`, `air-measurements`, `uv`.
    var id: String
    /// `short-term forecast (VilageFcstInfoService_2.0)`.
    var title: String
    /// What to apply for on data.go.kr (활용신청).
    var portalName: String
    /// Where the root comes from, for fixes: `--base-url or KKEULMIT_BASE_URL`.
    var rootSetting: String
    var root: String
    /// The operation path after the root.
    var path: String
    /// The query without the key.
    var query: String
    /// Whether an answer is one the key was accepted for.
    var classify: @Sendable (_ status: Int, _ headers: [String: String], _ body: Data) -> KMAError?

    static let airKoreaRoot = "https://apis.data.go.kr/B552584"
    static let livingRoot = "https://apis.data.go.kr/1360000/LivingWthrIdxServiceV5"

    /// `getVilageFcst` for the latest published issue.
    static func forecast(root: String, setting: String, target: DoctorTarget, now: Date) -> DoctorService {
        let base = ForecastBase.latest(publishedBy: KSTDateTime(now))
        let query = [
            ("pageNo", "1"), ("numOfRows", "1"), ("dataType", "JSON"), ("base_date", base.baseDate),
            ("base_time", base.baseTime), ("nx", String(target.cell.nx)), ("ny", String(target.cell.ny)),
        ].map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        return DoctorService(
            id: "forecast", title: "short-term forecast (VilageFcstInfoService_2.0)",
            portalName: "기상청_단기예보 조회서비스", rootSetting: setting, root: root, path: KMAClient.operation,
            query: query
        ) { status, headers, body in
            switch KMAResponseDecoder.classify(status: status, headers: headers, body: body) {
            case .success: nil
            // The key was accepted; the issue is just not out yet.
            case .failure(let error) where error.resultCode == .noData: nil
            case .failure(let error): error
            }
        }
    }

    static func airStations(root: String, target: DoctorTarget) -> DoctorService {
        airKorea(
            .nearbyStations(target.point), id: "air-stations", title: "AirKorea stations (MsrstnInfoInqireSvc)",
            portal: "한국환경공단_에어코리아_측정소정보", root: root, row: NearbyStationRow.self)
    }

    static func airMeasurements(root: String) -> DoctorService {
        airKorea(
            .measurements(station: DoctorTarget.station), id: "air-measurements",
            title: "AirKorea measurements (ArpltnInforInqireSvc)", portal: "한국환경공단_에어코리아_대기오염정보",
            root: root, row: MeasurementRow.self)
    }

    static func uvIndex(root: String, target: DoctorTarget, now: Date) -> DoctorService {
        let request = UVIndexRequest(areaNo: target.areaNo, now: KSTDateTime(now))
        let query = request.parameters.map { "\($0.name)=\($0.name == "numOfRows" ? "1" : $0.value)" }
            .joined(separator: "&")
        return DoctorService(
            id: "uv", title: "UV index (LivingWthrIdxServiceV5)", portalName: "기상청_생활기상지수 조회서비스",
            rootSetting: "KKEULMIT_LIVING_URL", root: root, path: UVIndexRequest.operation, query: query
        ) { status, headers, body in
            switch PortalResponseDecoder.classify(UVIndexRow.self, status: status, headers: headers, body: body) {
            case .success: nil
            case .failure(let error) where error.resultCode == .noData: nil
            case .failure(let error): error
            }
        }
    }

    private static func airKorea<Row: Decodable & Sendable>(
        _ request: AirKoreaRequest, id: String, title: String, portal: String, root: String, row: Row.Type
    ) -> DoctorService {
        var request = request
        request.parameters.removeAll { $0.name == "numOfRows" || $0.name == "pageNo" }
        request.parameters += [.init("numOfRows", "1"), .init("pageNo", "1")]
        return DoctorService(
            id: id, title: title, portalName: portal, rootSetting: "KKEULMIT_AIRKOREA_URL", root: root,
            path: request.path, query: request.percentEncodedQuery
        ) { status, headers, body in
            switch PortalResponseDecoder.classify(Row.self, status: status, headers: headers, body: body) {
            case .success: nil
            case .failure(let error) where error.resultCode == .noData: nil
            case .failure(let error): error
            }
        }
    }

    // MARK: - Reading the outcome

    /// The check line for an answer the key was accepted for (`error` nil) or the failure it amounts to.
    func check(_ error: (any Error)?) -> DoctorCheck {
        guard let error else {
            return DoctorCheck(id, .ok, "\(title): the key is registered and the service answers")
        }
        if let error = error as? DeadlineExceeded {
            return DoctorCheck(
                id, .problem, "\(title): no answer from \(root) in time (\(error.message))",
                fix: "check the network and \(rootSetting), or raise --timeout")
        }
        guard let error = error as? KMAError else {
            return DoctorCheck(id, .problem, "\(title): the check failed (\(type(of: error)))")
        }
        let register = "register the key for \(portalName) on data.go.kr (활용신청); a new registration can take an hour"
        if let code = error.resultCode {
            let said = "code \(code.rawValue)"
            switch code.rawValue {
            case "30":
                return DoctorCheck(
                    id, .problem, "\(title): the gateway does not know this key for this service (\(said))",
                    fix: register)
            case "12":
                return DoctorCheck(
                    id, .problem, "\(title): there is no such service at \(root) (\(said), wrong root)",
                    fix: "check \(rootSetting): it should be the service root, e.g. \(defaultRoot)")
            case "22":
                return DoctorCheck(
                    id, .problem, "\(title): the key's daily request quota is used up (\(said))",
                    fix: "wait until the quota resets at midnight KST, or ask data.go.kr for a larger quota")
            case "29":
                return DoctorCheck(
                    id, .problem, "\(title): data.go.kr blocks the IP address this request came from (\(said))",
                    fix: "ask data.go.kr to lift the block, or use another network; a new key will not help")
            case "20":
                return DoctorCheck(
                    id, .problem, "\(title): access denied for this key (\(said))",
                    fix: "check on data.go.kr that the key's application for \(portalName) is approved")
            case "31":
                return DoctorCheck(
                    id, .problem, "\(title): the key has expired (\(said))", fix: "renew it on data.go.kr")
            case "32":
                return DoctorCheck(
                    id, .problem, "\(title): this IP address is not registered for the key (\(said))",
                    fix: "add this machine's IP address to the key's settings on data.go.kr")
            case "21", "23", "34":
                return DoctorCheck(
                    id, .problem, "\(title): the key is rate-limited or disabled for now (\(said))",
                    fix: "try again later, and space out runs that share the key")
            default: break
            }
        }
        switch error {
        case .httpStatus(let status, _) where status == 401 || status == 403:
            return DoctorCheck(id, .problem, "\(title): refused (HTTP \(status))", fix: register)
        case .httpStatus(let status, _) where status == 404:
            return DoctorCheck(
                id, .problem, "\(title): \(root) has no such operation (HTTP 404)",
                fix: "check \(rootSetting): it should be the service root, e.g. \(defaultRoot)")
        case .transport(let what):
            return DoctorCheck(
                id, .problem, "\(title): could not reach \(root) (\(what))",
                fix: "check the network, a proxy or firewall, and \(rootSetting)")
        case .timedOut(let seconds):
            return DoctorCheck(
                id, .problem, "\(title): no answer from \(root) within \(NumberText.compact(seconds)) s",
                fix: "check the network and \(rootSetting), or raise --timeout")
        default:
            return DoctorCheck(
                id, .problem, "\(title): \(error.message)",
                fix: "try again later; if it persists, check \(rootSetting)")
        }
    }

    private var defaultRoot: String {
        switch id {
        case "forecast": BaseURL.kma
        case "uv": Self.livingRoot
        default: Self.airKoreaRoot
        }
    }
}
