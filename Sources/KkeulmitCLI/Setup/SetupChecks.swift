import Foundation
import KkeulmitCore

/// `setup`'s checks: `doctor`'s probes (`DoctorProbes`, one light request per service and provider), read as a
/// table of which services answer for the key and which to apply for, with their names on data.go.kr and API Hub.
struct SetupChecks {
    /// How one service answered.
    enum Verdict: Equatable, Sendable {
        /// The key is registered and the service answers.
        case answers
        /// The service rejected the key: not applied for (활용신청), expired, another IP address …
        case rejected
        /// No answer: the network, a timeout, the service down.
        case unreachable
        /// Something else: the quota, a wrong root, an answer that could not be read.
        case problem
    }

    struct Row {
        var service: DoctorService
        var verdict: Verdict
        /// `doctor`'s line for the same answer: the message and the fix.
        var check: DoctorCheck
    }

    var rows: [Row]

    static func verdict(_ error: (any Error)?) -> Verdict {
        switch error {
        case nil: .answers
        case is DeadlineExceeded: .unreachable
        case let error as KMAError:
            switch FailureReport.code(for: error.kind) {
            case .keyRejected: .rejected
            case .unavailable: .unreachable
            default: .problem
            }
        default: .problem
        }
    }

    /// Why setup stops here, writing nothing: every service rejected the key (77), or none could be reached (69).
    func failure(_ say: OutputLanguage) -> SetupFailure? {
        guard let first = rows.first?.check else { return nil }
        let said = first.message + (first.fix.map { " — \($0)" } ?? "")
        if rows.allSatisfy({ $0.verdict == .rejected }) {
            return SetupFailure(
                .keyRejected,
                say(
                    "every service rejected the key, so nothing was written: \(said)"
                        + "; a new registration can take an hour (setup --no-check writes the files now)",
                    ko: "모든 서비스가 키를 거절해서 아무것도 쓰지 않았어요: \(said)"
                        + "; 새 신청은 반영까지 한 시간쯤 걸릴 수 있어요 (setup --no-check는 지금 파일을 써요)"))
        }
        if rows.allSatisfy({ $0.verdict == .unreachable }) {
            return SetupFailure(
                .unavailable,
                say(
                    "no service could be reached, so nothing was written: \(said)"
                        + " (setup --no-check writes the files anyway)",
                    ko: "어느 서비스에도 연결하지 못해서 아무것도 쓰지 않았어요: \(said)"
                        + " (setup --no-check는 확인 없이 파일을 써요)"))
        }
        return nil
    }

    /// The table: one line per service, what it answered, and for a rejected key the exact name to apply for.
    func table(_ say: OutputLanguage) -> String {
        let cells = rows.map { row in
            (status(row.verdict, say), say(row.service.probe.title), detail(row, say))
        }
        let statusWidth = cells.map { DisplayWidth.of($0.0) }.max() ?? 0
        let titleWidth = cells.map { DisplayWidth.of($0.1) }.max() ?? 0
        let lines = cells.map { status, title, detail in
            detail.isEmpty
                ? pad(status, statusWidth) + "  " + title
                : pad(status, statusWidth) + "  " + pad(title, titleWidth) + "  " + detail
        }
        var text = lines.joined(separator: "\n") + "\n"
        let apply = rows.filter { $0.verdict == .rejected }
        if !apply.isEmpty {
            text += say("To apply for (활용신청):", ko: "활용신청할 서비스:") + "\n"
            text += apply.map { "  " + where_($0.service, say) + "\n" }.joined()
        }
        return text
    }

    private func status(_ verdict: Verdict, _ say: OutputLanguage) -> String {
        switch verdict {
        case .answers: say("answers", ko: "응답")
        case .rejected: say("apply", ko: "신청 필요")
        case .unreachable: say("no answer", ko: "응답 없음")
        case .problem: say("problem", ko: "문제")
        }
    }

    private func detail(_ row: Row, _ say: OutputLanguage) -> String {
        switch row.verdict {
        case .answers: return ""
        case .rejected: return where_(row.service, say)
        case .unreachable, .problem:
            let message = row.check.message
            let title = say(row.service.probe.title) + ": "
            return message.hasPrefix(title) ? String(message.dropFirst(title.count)) : message
        }
    }

    /// `data.go.kr: 한국환경공단_에어코리아_측정소정보 (https://www.data.go.kr/data/15073877/openapi.do)`.
    private func where_(_ service: DoctorService, _ say: OutputLanguage) -> String {
        if let dataset = service.probe.dataset {
            return "data.go.kr: \(service.probe.portalName) (https://www.data.go.kr/data/\(dataset)/openapi.do)"
        }
        return say("API Hub", ko: "API허브") + " (apihub.kma.go.kr): " + service.probe.portalName
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}

/// `setup` stops: the exit code and the one line to say why (with `--verbose`, every service's line came before).
struct SetupFailure: ReportedFailure, Sendable {
    var code: ExitCode
    var message: String

    init(_ code: ExitCode, _ message: String) {
        (self.code, self.message) = (code, message)
    }

    func report(topic: HelpTopic) -> (code: ExitCode, message: String) { (code, message) }
}
