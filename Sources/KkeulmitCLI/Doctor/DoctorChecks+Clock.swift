import Foundation
import KkeulmitCore

/// `doctor`'s verdicts beside the checks: the exit code the forecast's failure decides, and the clock.
extension DoctorChecks {
    /// The exit code when the forecast service does not work for the key: the contract gives `doctor` four, so a
    /// rejected key or caller is 77 and anything else that keeps the forecast from working (quota, a wrong root,
    /// an unusable answer, no answer) is 69; the check's line says which it was.
    static func exitCode(for error: (any Error)?) -> ExitCode {
        SetupChecks.verdict(error) == .rejected ? .keyRejected : .unavailable
    }

    /// This machine's clock against the servers' `Date`; not compared when `KKEULMIT_NOW` (`replayedAt`) gives
    /// the run its time, since then the clock is not what kkeulmit uses (and `now` is not the clock's).
    static func clockCheck(
        now: Date, serverDates: [Date], replayedAt: String? = nil, _ say: OutputLanguage = .en
    ) -> DoctorCheck {
        if let replayedAt {
            return DoctorCheck(
                "clock", .warning,
                say(
                    "not compared: KKEULMIT_NOW (\(quoted(replayedAt))) gives runs their time, not this machine's clock",
                    ko: "비교하지 않았어요: 실행 시각을 이 컴퓨터의 시계가 아니라 KKEULMIT_NOW(\(quoted(replayedAt)))가 정해요"),
                fix: say(
                    "unset KKEULMIT_NOW unless you are replaying a run: every run takes that time",
                    ko: "지난 실행을 재현하는 게 아니라면 KKEULMIT_NOW를 지우세요: 모든 실행이 그 시각을 써요"))
        }
        guard let server = serverDates.first else {
            return DoctorCheck(
                "clock", .warning,
                say(
                    "cannot compare the clock: no service answered with a Date header",
                    ko: "시계를 비교하지 못했어요: Date 헤더로 응답한 서비스가 없어요"),
                fix: say("run doctor again when the services answer", ko: "서비스가 응답할 때 doctor를 다시 실행하세요"))
        }
        let skew = now.timeIntervalSince(server)
        let minutes = NumberText.compact(abs(skew) / 60)
        guard abs(skew) <= clockTolerance else {
            return DoctorCheck(
                "clock", .problem,
                say(
                    "this machine's clock is \(minutes) min \(skew > 0 ? "ahead of" : "behind") the server's Date; "
                        + "kkeulmit would ask for the wrong forecast issue",
                    ko: "이 컴퓨터의 시계가 서버의 Date보다 \(minutes)분 \(skew > 0 ? "빨라요" : "느려요"). "
                        + "예보 발표 시각을 잘못 고르게 돼요"),
                fix: say(
                    "set the clock, e.g. turn on NTP: timedatectl set-ntp true",
                    ko: "시계를 맞추세요. 예: NTP 켜기 (timedatectl set-ntp true)"))
        }
        return DoctorCheck(
            "clock", .ok,
            say("the clock agrees with the server's Date (within 2 min)", ko: "시계가 서버의 Date와 맞아요 (2분 이내)"))
    }
}
