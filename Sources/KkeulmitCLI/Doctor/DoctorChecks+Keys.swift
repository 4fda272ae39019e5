import Foundation
import KkeulmitCore

/// `doctor`'s key lines: data.go.kr's key (its source, its portal form, a file others can read) and API Hub's.
extension DoctorChecks {
    /// data.go.kr's key: its form and file, or why there is none (78, or a warning when API Hub's is set).
    func portalKey(
        environment: Environment, configuration: Configuration, configPath: String?, hubKey: ServiceKey?,
        into report: inout Report
    ) throws -> ServiceKey? {
        var fileWarning: String?
        do {
            guard
                let (found, origin) = try ServiceKeySource.find(
                    .dataGoKr, environment: environment, configuration: configuration, fileSystem: fileSystem,
                    warn: { fileWarning = $0 })
            else {
                if hubKey == nil { throw ServiceKeySource.noKey(configPath: configPath) }
                // API Hub's key alone: a warning, not the "no key" problem.
                report.checks.append(
                    DoctorCheck(
                        "key", .warning,
                        report.say(
                            "no data.go.kr key: only API Hub is asked, and fine dust, UV, warnings and pollen "
                                + "(data.go.kr's alone) are left out",
                            ko: "data.go.kr 키가 없어요: API허브에만 물어보고, 미세먼지·자외선·특보·꽃가루(data.go.kr에만 있어요)는 빠져요"),
                        fix: report.say(
                            "set KMA_SERVICE_KEY or \"serviceKeyFile\" too; " + ServiceKeySource.howToGetOne,
                            ko: "KMA_SERVICE_KEY나 \"serviceKeyFile\"도 설정하세요")))
                return nil
            }
            report.checks.append(keyForm(found, origin: origin, environment: environment, report.say))
            if case .file(let path, _) = origin {
                report.checks.append(
                    fileWarning.map {
                        DoctorCheck(
                            "key-file", .warning, report.say($0, ko: "다른 사용자도 키 파일을 읽을 수 있어요 (\(path))"),
                            fix: "chmod 600 \(path)")
                    }
                        ?? DoctorCheck(
                            "key-file", .ok,
                            report.say(
                                "serviceKeyFile \(path) is readable by you alone", ko: "키 파일은 나만 읽을 수 있어요 (\(path))")))
            }
            return found
        } catch let error as ConfigurationError {
            report.fail(
                DoctorCheck(
                    "key", .problem,
                    report.say(
                        Self.problem(of: error.message),
                        ko: error.message.hasPrefix("no service key")
                            ? "서비스 키가 없어요: KMA_SERVICE_KEY를 설정하거나 설정 파일에 \"serviceKeyFile\"을 넣으세요"
                            : "서비스 키 문제: " + Self.problem(of: error.message)),
                    fix: report.say(
                        Self.fix(of: error.message),
                        ko: Self.fix(of: error.message) == ServiceKeySource.howToGetOne
                            ? "data.go.kr에서 기상청_단기예보 조회서비스(VilageFcstInfoService_2.0)를 활용신청해 키를 받으세요"
                            : Self.fix(of: error.message))),
                .configuration)
            return nil
        }
    }

    /// API Hub's key when one is set, and its lines: read (or the problem, 78), and a key file others can read.
    func apiHubKey(environment: Environment, configuration: Configuration, into report: inout Report)
        -> ServiceKey?
    {
        var lines: [DoctorCheck] = []
        do {
            let found = try ServiceKeySource.find(
                .apiHub, environment: environment, configuration: configuration, fileSystem: fileSystem,
                warn: {
                    lines.append(DoctorCheck("apihub-key-file", .warning, Self.problem(of: $0), fix: Self.fix(of: $0)))
                })
            guard let (key, origin) = found else { return nil }
            let read = report.say("the API Hub key (from \(origin)) reads", ko: "API허브 키(\(origin))를 읽었어요")
            report.checks += [DoctorCheck("apihub-key", .ok, read)] + lines
            return key
        } catch {
            let fix = report.say(
                Self.fix(of: error.message),
                ko: "apihub.kma.go.kr에 보이는 인증키(authKey)를 그대로 KMA_APIHUB_KEY나 apiHubKeyFile에 넣으세요")
            let problem = report.say(Self.problem(of: error.message), ko: "API허브 키 문제: " + error.message)
            report.fail(DoctorCheck("apihub-key", .problem, problem, fix: fix), .configuration)
            return nil
        }
    }

    /// The key's source and portal form.
    func keyForm(
        _ key: ServiceKey, origin: ServiceKeySource.Origin, environment: Environment, _ say: OutputLanguage
    ) -> DoctorCheck {
        let raw: String
        switch origin {
        case .environment(let variable): raw = environment[variable] ?? ""
        case .file(let path, _):
            raw = (try? fileSystem.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let from = say("the service key (from \(origin))", ko: "서비스 키(\(origin))")
        if Self.looksEncodedTwice(key.rawValue) {
            return DoctorCheck(
                "key", .warning,
                say(
                    "\(from) looks percent-encoded twice (it still holds %XX after decoding)",
                    ko: "\(from)가 두 번 퍼센트 인코딩된 것 같아요 (디코딩한 뒤에도 %XX가 남아 있어요)"),
                fix: say(
                    "paste the portal's \"Encoding\" or \"Decoding\" key exactly as data.go.kr shows it",
                    ko: "data.go.kr에 보이는 \"Encoding\" 키나 \"Decoding\" 키를 그대로 붙여 넣으세요"))
        }
        let form =
            raw.contains("%")
            ? say(
                "is in the portal's Encoding form (percent-encoded); it is decoded and encoded once for each request",
                ko: "는 포털의 Encoding 형식(퍼센트 인코딩)이에요. 요청마다 한 번 디코딩하고 다시 인코딩해요")
            : key.rawValue.contains(where: { "+/=".contains($0) })
                ? say(
                    "is in the portal's Decoding form (raw); it is percent-encoded once for each request",
                    ko: "는 포털의 Decoding 형식(원문)이에요. 요청마다 한 번 퍼센트 인코딩해요")
                : say(
                    "is in a form the portal's Encoding and Decoding keys share (no + / =)",
                    ko: "는 포털의 Encoding 키와 Decoding 키가 같은 형식이에요 (+ / = 없음)")
        return DoctorCheck("key", .ok, from + (say == .ko ? "" : " ") + form)
    }

    /// `ServiceKeySource`'s messages are "what: what to do"; the check splits them.
    static func problem(of message: String) -> String {
        message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? message
    }

    static func fix(of message: String) -> String {
        let parts = message.split(separator: ";", maxSplits: 1)
        if parts.count == 2 { return parts[1].trimmingCharacters(in: .whitespaces) }
        return ServiceKeySource.howToGetOne
    }

    /// The raw key still holds `%2B`, `%2F` or `%3D` after one decoding: it was encoded twice.
    static func looksEncodedTwice(_ raw: String) -> Bool {
        let upper = raw.uppercased()
        return ["%2B", "%2F", "%3D"].contains { upper.contains($0) }
    }
}
