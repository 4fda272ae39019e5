import Foundation
import KkeulmitCore

/// One probe `doctor` sends (a source's `SourceProbe`, from the registry), where its root comes from
/// (`rootSetting`, for fixes) and is (`root`, for messages), and how its outcome reads as a check line.
struct DoctorService: Sendable {
    var probe: SourceProbe
    var rootSetting, root: String

    /// `probe` at the roots in use: its root's variable (`forecastSetting` for the forecast's) and URL, API Hub's
    /// for API Hub's.
    init(
        _ probe: SourceProbe, roots: ServiceRoots, forecastSetting: String = "--base-url or KKEULMIT_BASE_URL",
        apiHubRoot: URL? = nil
    ) {
        self.probe = probe
        if probe.provider == .apiHub {
            rootSetting = "KKEULMIT_APIHUB_URL"
            root = (apiHubRoot ?? ServiceProvider.apiHubDefaultRoot).absoluteString
        } else {
            let root = probe.request.root
            rootSetting = root == .forecast ? forecastSetting : root.variable
            self.root = roots[root].absoluteString
        }
    }

    /// A root set to something that is not a service's URL: the service is not asked.
    struct UnusableRoot: Error {}

    /// The check line for an answer the key was accepted for (`error` nil) or the failure it amounts to.
    func check(_ error: (any Error)?, _ say: OutputLanguage = .en) -> DoctorCheck {
        let title = say(probe.title)
        func line(_ status: DoctorCheck.Status, _ english: String, ko: String, fix: String? = nil) -> DoctorCheck {
            DoctorCheck(probe.id, status, title + ": " + say(english, ko: ko), fix: fix)
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
        let register = say(
            "register the key for \(probe.portalName) on data.go.kr (활용신청); a new registration can take an hour",
            ko: "data.go.kr에서 이 키로 \(probe.portalName)을 활용신청하세요. 새 신청은 반영까지 한 시간쯤 걸릴 수 있어요")
        if let code = error.resultCode,
            let advice = code == .accessDenied ? KMAResultCode.accessDenied(portalName: probe.portalName) : code.advice
        {
            let problem = advice.problem("code \(code.rawValue)", root)
            let fix: String =
                switch advice.fix {
                case .register: register
                case .checkRoot: checkRoot
                case .say(let text): say(text)
                }
            return line(.problem, problem.en, ko: problem.ko, fix: fix)
        }
        return answerCheck(
            error, line: { line(.problem, $0, ko: $1, fix: $2) }, register: register, checkRoot: checkRoot,
            checkNetwork: checkNetwork, say)
    }

    /// The check line for an answer that was an HTTP status, or for no answer.
    private func answerCheck(
        _ error: KMAError, line: (String, String, String?) -> DoctorCheck, register: String, checkRoot: String,
        checkNetwork: String, _ say: OutputLanguage
    ) -> DoctorCheck {
        switch error {
        case .apiHub(let status, let message, _, _) where [401, 403, 404].contains(status):
            return hubCheck(status, message, line: line, checkRoot: checkRoot, say)
        case .httpStatus(let status, _) where status == 401 || status == 403:
            return line("refused (HTTP \(status))", "거절됐어요 (HTTP \(status))", register)
        case .httpStatus(let status, _) where status == 404:
            return line(
                "\(root) has no such operation (HTTP 404)", "그런 오퍼레이션이 없어요: \(root) (HTTP 404)",
                checkRoot)
        case .transport(let what):
            return line(
                "could not reach \(root) (\(what))", "연결하지 못했어요: \(root) (\(what))",
                say(
                    "check the network, a proxy or firewall, and \(rootSetting)",
                    ko: "네트워크, 프록시나 방화벽, \(rootSetting) 값을 확인하세요"))
        case .unreachable(let failure):
            // The sentence names what failed and its fix, with the service's own root setting.
            let said = failure.sentence(setting: rootSetting)
            let parts = said.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let fix = (parts.count > 1 ? parts[1] + "; " : "") + "check the network, a proxy or firewall"
            return line(
                "could not reach \(root): \(parts[0])", "연결하지 못했어요: \(root): \(parts[0])",
                say(fix, ko: fix))
        case .timedOut(let seconds):
            let within = NumberText.compact(seconds)
            return line(
                "no answer from \(root) within \(within) s", "\(within)초 안에 응답이 없어요: \(root)",
                checkNetwork)
        default:
            return line(
                error.message, error.message,
                say(
                    "try again later; if it persists, check \(rootSetting)",
                    ko: "나중에 다시 해 보고, 계속되면 \(rootSetting) 값을 확인하세요"))
        }
    }

    private var defaultRoot: String {
        (probe.provider == .apiHub ? ServiceProvider.apiHubDefaultRoot : probe.request.root.defaultURL).absoluteString
    }

    /// API Hub's own answers, each with its fix: 401 the key, 403 the approval or (there, the same answer) the
    /// day's quota, 404 the path.
    private func hubCheck(
        _ status: Int, _ message: String, line: (String, String, String?) -> DoctorCheck, checkRoot: String,
        _ say: OutputLanguage
    ) -> DoctorCheck {
        let said = "HTTP \(status)" + (message.isEmpty ? "" : " \(message)")
        switch status {
        case 401:
            return line(
                "API Hub does not know this key (\(said))", "API허브가 이 키를 모른다고 해요 (\(said))",
                say(
                    "set KMA_APIHUB_KEY or apiHubKeyFile to the authKey apihub.kma.go.kr shows (a data.go.kr key is "
                        + "not one)",
                    ko: "apihub.kma.go.kr에 보이는 인증키(authKey)를 KMA_APIHUB_KEY나 apiHubKeyFile에 넣으세요 "
                        + "(data.go.kr 키는 안 돼요)"))
        case 403:
            return line(
                "API Hub refused \(probe.portalName) (\(said)): the key is not approved for it, or its "
                    + "daily quota is used up",
                "API허브가 \(probe.portalName)을 거절했어요 (\(said)): 활용신청이 안 됐거나 오늘 한도를 다 썼어요",
                say(
                    "apply for \(probe.portalName) (활용신청) at apihub.kma.go.kr, each operation on its own; if it is "
                        + "approved and answered earlier today, the quota ran out: wait until 00:00 KST",
                    ko: "apihub.kma.go.kr에서 \(probe.portalName)을 활용신청하세요 (오퍼레이션마다 따로). 이미 승인되어 오늘 "
                        + "응답했었다면 한도를 다 쓴 거예요: 한국 시간 자정까지 기다리세요"))
        default:
            return line(
                "API Hub has no such API at \(root) (\(said), wrong path)",
                "API허브에 그런 API가 없어요: \(root) (\(said), 경로가 틀렸어요)", checkRoot)
        }
    }
}
