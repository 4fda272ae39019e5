import Foundation
import KkeulmitCore

/// One data.go.kr service `doctor` probes with one light request (`numOfRows=1`), and how its answer reads.
///
/// `id` is the check's (`forecast`, `air-stations`, `air-measurements`, `uv`, `alerts`, `pollen`); `title` names the service
/// (`short-term forecast (VilageFcstInfoService_2.0)`); `portalName` is what to apply for on data.go.kr (활용신청);
/// `rootSetting` where the root comes from, for fixes (`--base-url or KKEULMIT_BASE_URL`); `root` the root, for
/// messages.
struct DoctorService: Sendable {
    var id, title, portalName, rootSetting, root: String
    /// Who is asked (`apihub-forecast`: API Hub; every other check: data.go.kr).
    var provider = ProviderID.dataGoKr
    /// The one light request.
    var request: ServiceRequest
    /// Whether an answer is one the key was accepted for.
    var classify: @Sendable (_ status: Int, _ headers: [String: String], _ body: Data) -> KMAError?

    /// A root set to something that is not a service's URL: the service is not asked.
    struct UnusableRoot: Error {}

    /// `getVilageFcst` for the latest published issue.
    static func forecast(roots: ServiceRoots, setting: String, target: DoctorTarget, now: Date) -> DoctorService {
        let base = ForecastBase.latest(publishedBy: KSTDateTime(now))
        let request = GridForecastSource.vilageFcst.request(cell: target.cell, base: base, pageNo: 1, numOfRows: 1)
        return DoctorService(
            id: "forecast", title: "short-term forecast (VilageFcstInfoService_2.0)",
            portalName: "기상청_단기예보 조회서비스", rootSetting: setting,
            root: roots[.forecast].absoluteString, request: request
        ) { status, headers, body in
            accepted(KMAResponseDecoder.classify(status: status, headers: headers, body: body))
        }
    }

    /// API Hub's `getVilageFcst` for the latest published issue, with its `authKey`.
    static func apiHubForecast(root: URL, target: DoctorTarget, now: Date) -> DoctorService {
        var service = forecast(roots: ServiceRoots(), setting: "KKEULMIT_APIHUB_URL", target: target, now: now)
        service.id = "apihub-forecast"
        service.title = "API Hub short-term forecast (VilageFcstInfoService_2.0)"
        service.portalName = "단기예보 조회서비스 getVilageFcst"
        service.root = root.absoluteString
        service.provider = .apiHub
        // Read in API Hub's dialect: its bare 401/403/404 are its own answers.
        let portal = service.classify
        service.classify = { status, headers, body in portal(status, headers, body).map(ProviderID.apiHub.dialect) }
        return service
    }

    /// The service's dataset number on data.go.kr, whose page is `https://www.data.go.kr/data/N/openapi.do`; nil
    /// for API Hub's, which is applied for operation by operation at apihub.kma.go.kr.
    var dataset: String? {
        switch id {
        case "forecast": "15084084"
        case "air-stations": "15073877"
        case "air-measurements": "15073861"
        case "uv": "15085288"
        case "alerts": "15000415"
        case "pollen": "15085289"
        default: nil
        }
    }

    /// Whether the check's failure is the exit code's: each provider's forecast (the required source).
    var decidesExitCode: Bool { id == "forecast" || id == "apihub-forecast" }

    static func airStations(roots: ServiceRoots, target: DoctorTarget) -> DoctorService {
        airKorea(
            AirKoreaRequest.nearbyStations(target.point), id: "air-stations",
            title: "AirKorea stations (MsrstnInfoInqireSvc)",
            portal: "한국환경공단_에어코리아_측정소정보", roots: roots, row: NearbyStationRow.self)
    }

    static func airMeasurements(roots: ServiceRoots) -> DoctorService {
        airKorea(
            AirKoreaRequest.measurements(station: DoctorTarget.station), id: "air-measurements",
            title: "AirKorea measurements (ArpltnInforInqireSvc)", portal: "한국환경공단_에어코리아_대기오염정보",
            roots: roots, row: MeasurementRow.self)
    }

    static func uvIndex(roots: ServiceRoots, target: DoctorTarget, now: Date) -> DoctorService {
        var request = UVIndexRequest(areaNo: target.areaNo, now: KSTDateTime(now)).serviceRequest
        request.query = request.query.map { $0.name == "numOfRows" ? .init("numOfRows", "1") : $0 }
        return DoctorService(
            id: "uv", title: "UV index (LivingWthrIdxServiceV5)", portalName: "기상청_생활기상지수 조회서비스",
            rootSetting: ServiceRoot.living.variable, root: roots[.living].absoluteString, request: request
        ) { status, headers, body in
            accepted(PortalResponseDecoder.classify(UVIndexRow.self, status: status, headers: headers, body: body))
        }
    }

    /// `getPwnCd` for today, one row: its own registration on data.go.kr (기상특보 조회서비스).
    static func weatherAlerts(roots: ServiceRoots, now: Date) -> DoctorService {
        let request = WarningEventsRequest(day: KSTDateTime(now).date, numOfRows: 1)
        return DoctorService(
            id: "alerts", title: "weather warnings (WthrWrnInfoService)", portalName: "기상청_기상특보 조회서비스",
            rootSetting: ServiceRoot.alerts.variable, root: roots[.alerts].absoluteString,
            request: request.serviceRequest(maxBytes: AirKoreaRequest.maxResponseBytes)
        ) { status, headers, body in
            accepted(WarningEventsAnswer.classify(status: status, headers: headers, body: body))
        }
    }

    /// The oak pollen operation for the place's area: its own registration (꽃가루농도위험지수 조회서비스). Out of
    /// season and an unknown area are answers the key was accepted for.
    static func pollen(roots: ServiceRoots, target: DoctorTarget, now: Date) -> DoctorService {
        var request = PollenRequest.serviceRequest(.oak, areaNo: target.areaNo, time: KSTDateTime(now))
        request.query = request.query.map { $0.name == "numOfRows" ? .init("numOfRows", "1") : $0 }
        return DoctorService(
            id: "pollen", title: "pollen (HealthWthrIdxServiceV3)", portalName: "기상청_꽃가루농도위험지수 조회서비스(3.0)",
            rootSetting: ServiceRoot.health.variable, root: roots[.health].absoluteString, request: request
        ) { status, headers, body in
            accepted(
                PollenAnswer.classify(
                    species: .oak, areaNo: target.areaNo, status: status, headers: headers, body: body))
        }
    }

    private static func airKorea<Row: Decodable & Sendable>(
        _ request: ServiceRequest, id: String, title: String, portal: String, roots: ServiceRoots, row: Row.Type
    ) -> DoctorService {
        var request = request
        request.query.removeAll { $0.name == "numOfRows" || $0.name == "pageNo" }
        request.query += [.init("numOfRows", "1"), .init("pageNo", "1")]
        return DoctorService(
            id: id, title: title, portalName: portal, rootSetting: ServiceRoot.airKorea.variable,
            root: roots[.airKorea].absoluteString, request: request
        ) { status, headers, body in
            accepted(PortalResponseDecoder.classify(Row.self, status: status, headers: headers, body: body))
        }
    }

    /// Nil when the key was accepted: a usable answer, or `03 NO_DATA` (the issue is just not out yet).
    private static func accepted<T>(_ result: Result<T, KMAError>) -> KMAError? {
        switch result {
        case .success: nil
        case .failure(let error) where error.resultCode == .noData: nil
        case .failure(let error): error
        }
    }

    // MARK: - Reading the outcome

    /// The title in Korean: `단기예보 (VilageFcstInfoService_2.0)`.
    var koreanTitle: String {
        let service = title[title.firstIndex(of: "(")!...]
        switch id {
        case "forecast": return "단기예보 " + service
        case "apihub-forecast": return "API허브 단기예보 " + service
        case "air-stations": return "에어코리아 측정소 " + service
        case "air-measurements": return "에어코리아 대기오염 " + service
        case "alerts": return "기상특보 " + service
        case "pollen": return "꽃가루농도위험지수 " + service
        default: return "자외선지수 " + service
        }
    }

    /// The check line for an answer the key was accepted for (`error` nil) or the failure it amounts to.
    func check(_ error: (any Error)?, _ say: DoctorVoice = DoctorVoice(language: .en)) -> DoctorCheck {
        let title = say(self.title, ko: koreanTitle)
        func line(_ status: DoctorCheck.Status, _ english: String, ko: String, fix: String? = nil) -> DoctorCheck {
            DoctorCheck(id, status, title + ": " + say(english, ko: ko), fix: fix)
        }
        guard let error else {
            return line(.ok, "the key is registered and the service answers", ko: "키가 등록되어 있고 서비스가 응답해요")
        }
        if error is UnusableRoot {
            return line(
                .problem, "\(rootSetting) is not a service root (an http:// or https:// URL)",
                ko: "\(rootSetting) 값이 서비스 루트(http:// 또는 https:// URL)가 아니에요",
                fix: say(
                    "correct \(rootSetting), e.g. \(defaultRoot), or unset it",
                    ko: "\(rootSetting) 값을 고치거나(예: \(defaultRoot)) 지우세요"))
        }
        let checkRoot = say(
            "check \(rootSetting): it should be the service root, e.g. \(defaultRoot)",
            ko: "\(rootSetting) 값을 확인하세요: 서비스 루트여야 해요 (예: \(defaultRoot))")
        let checkNetwork = say(
            "check the network and \(rootSetting), or raise --timeout",
            ko: "네트워크와 \(rootSetting) 값을 확인하거나 --timeout을 늘리세요")
        if let error = error as? DeadlineExceeded {
            return line(
                .problem, "no answer from \(root) in time (\(error.message))",
                ko: "제때 응답이 없어요: \(root) (\(error.message))", fix: checkNetwork)
        }
        guard let error = error as? KMAError else {
            return line(.problem, "the check failed (\(type(of: error)))", ko: "확인하지 못했어요 (\(type(of: error)))")
        }
        if case .apiHub(let status, let message, _, _) = error {
            return hubCheck(status: status, message: message, error: error, line: line, checkRoot: checkRoot, say)
        }
        let register = say(
            "register the key for \(portalName) on data.go.kr (활용신청); a new registration can take an hour",
            ko: "data.go.kr에서 이 키로 \(portalName)을 활용신청하세요. 새 신청은 반영까지 한 시간쯤 걸릴 수 있어요")
        if let code = error.resultCode {
            let said = "code \(code.rawValue)"
            switch code.rawValue {
            case "30":
                return line(
                    .problem, "the gateway does not know this key for this service (\(said))",
                    ko: "게이트웨이가 이 서비스에서는 이 키를 모른다고 해요 (\(said))", fix: register)
            case "12":
                return line(
                    .problem, "there is no such service at \(root) (\(said), wrong root)",
                    ko: "그런 서비스가 없어요: \(root) (\(said), 루트가 틀렸어요)", fix: checkRoot)
            case "22":
                return line(
                    .problem, "the key's daily request quota is used up (\(said))",
                    ko: "키의 하루 요청 한도를 다 썼어요 (\(said))",
                    fix: say(
                        "wait until the quota resets at midnight KST, or ask data.go.kr for a larger quota",
                        ko: "한국 시간 자정에 한도가 초기화될 때까지 기다리거나 data.go.kr에 한도를 늘려 달라고 하세요"))
            case "29":
                return line(
                    .problem, "data.go.kr blocks the IP address this request came from (\(said))",
                    ko: "data.go.kr가 이 요청의 IP 주소를 막고 있어요 (\(said))",
                    fix: say(
                        "ask data.go.kr to lift the block, or use another network; a new key will not help",
                        ko: "data.go.kr에 차단을 풀어 달라고 하거나 다른 네트워크를 쓰세요. 새 키로는 안 돼요"))
            case "20":
                return line(
                    .problem, "access denied for this key (\(said))", ko: "이 키의 접근이 거부됐어요 (\(said))",
                    fix: say(
                        "check on data.go.kr that the key's application for \(portalName) is approved",
                        ko: "data.go.kr에서 \(portalName) 활용신청이 승인됐는지 확인하세요"))
            case "31":
                return line(
                    .problem, "the key has expired (\(said))", ko: "키가 만료됐어요 (\(said))",
                    fix: say("renew it on data.go.kr", ko: "data.go.kr에서 연장하세요"))
            case "32":
                return line(
                    .problem, "this IP address is not registered for the key (\(said))",
                    ko: "이 IP 주소가 키에 등록되어 있지 않아요 (\(said))",
                    fix: say(
                        "add this machine's IP address to the key's settings on data.go.kr",
                        ko: "data.go.kr의 키 설정에 이 컴퓨터의 IP 주소를 넣으세요"))
            case "21", "23", "34":
                return line(
                    .problem, "the key is rate-limited or disabled for now (\(said))",
                    ko: "키가 지금은 요청 제한에 걸렸거나 꺼져 있어요 (\(said))",
                    fix: say(
                        "try again later, and space out runs that share the key",
                        ko: "나중에 다시 해 보고, 키를 같이 쓰는 실행 사이의 간격을 넓히세요"))
            default: break
            }
        }
        switch error {
        case .httpStatus(let status, _) where status == 401 || status == 403:
            return line(.problem, "refused (HTTP \(status))", ko: "거절됐어요 (HTTP \(status))", fix: register)
        case .httpStatus(let status, _) where status == 404:
            return line(
                .problem, "\(root) has no such operation (HTTP 404)", ko: "그런 오퍼레이션이 없어요: \(root) (HTTP 404)",
                fix: checkRoot)
        case .transport(let what):
            return line(
                .problem, "could not reach \(root) (\(what))", ko: "연결하지 못했어요: \(root) (\(what))",
                fix: say(
                    "check the network, a proxy or firewall, and \(rootSetting)",
                    ko: "네트워크, 프록시나 방화벽, \(rootSetting) 값을 확인하세요"))
        case .unreachable(let failure):
            // The sentence names what failed and its fix, with the service's own root setting.
            let said = failure.sentence(setting: rootSetting)
            let parts = said.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let fix = (parts.count > 1 ? parts[1] + "; " : "") + "check the network, a proxy or firewall"
            return line(
                .problem, "could not reach \(root): \(parts[0])", ko: "연결하지 못했어요: \(root): \(parts[0])",
                fix: say(fix, ko: fix))
        case .timedOut(let seconds):
            let within = NumberText.compact(seconds)
            return line(
                .problem, "no answer from \(root) within \(within) s", ko: "\(within)초 안에 응답이 없어요: \(root)",
                fix: checkNetwork)
        default:
            return line(
                .problem, error.message, ko: error.message,
                fix: say(
                    "try again later; if it persists, check \(rootSetting)",
                    ko: "나중에 다시 해 보고, 계속되면 \(rootSetting) 값을 확인하세요"))
        }
    }

    private var defaultRoot: String {
        (provider == .apiHub ? ServiceProvider.apiHubDefaultRoot : request.root.defaultURL).absoluteString
    }

    /// API Hub's own answers, each with its fix: 401 the key, 403 the approval or (there, the same answer) the
    /// day's quota, 404 the path.
    private func hubCheck(
        status: Int, message: String, error: KMAError,
        line: (DoctorCheck.Status, String, String, String?) -> DoctorCheck, checkRoot: String, _ say: DoctorVoice
    ) -> DoctorCheck {
        let said = "HTTP \(status)" + (message.isEmpty ? "" : " \(message)")
        switch status {
        case 401:
            return line(
                .problem, "API Hub does not know this key (\(said))", "API허브가 이 키를 모른다고 해요 (\(said))",
                say(
                    "set KMA_APIHUB_KEY or apiHubKeyFile to the authKey apihub.kma.go.kr shows (a data.go.kr key is "
                        + "not one)",
                    ko: "apihub.kma.go.kr에 보이는 인증키(authKey)를 KMA_APIHUB_KEY나 apiHubKeyFile에 넣으세요 "
                        + "(data.go.kr 키는 안 돼요)"))
        case 403:
            return line(
                .problem,
                "API Hub refused \(portalName) (\(said)): the key is not approved for it, or its daily quota is used up",
                "API허브가 \(portalName)을 거절했어요 (\(said)): 활용신청이 안 됐거나 오늘 한도를 다 썼어요",
                say(
                    "apply for \(portalName) (활용신청) at apihub.kma.go.kr, each operation on its own; if it is "
                        + "approved and answered earlier today, the quota ran out: wait until 00:00 KST",
                    ko: "apihub.kma.go.kr에서 \(portalName)을 활용신청하세요 (오퍼레이션마다 따로). 이미 승인되어 오늘 "
                        + "응답했었다면 한도를 다 쓴 거예요: 한국 시간 자정까지 기다리세요"))
        case 404:
            return line(
                .problem, "API Hub has no such API at \(root) (\(said), wrong path)",
                "API허브에 그런 API가 없어요: \(root) (\(said), 경로가 틀렸어요)", checkRoot)
        default:
            return line(
                .problem, error.message, error.message,
                say(
                    "try again later; if it persists, check \(rootSetting)",
                    ko: "나중에 다시 해 보고, 계속되면 \(rootSetting) 값을 확인하세요"))
        }
    }
}
