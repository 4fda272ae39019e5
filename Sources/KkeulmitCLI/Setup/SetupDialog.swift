import Foundation
import KkeulmitCore

/// `setup`'s questions on a terminal: the place (Korean or romanized; an ambiguous name lists its candidates to
/// choose from), data.go.kr's key and optionally API Hub's (neither echoed), and whether to install the schedules.
/// A question is asked again until its answer can be used; the end of input (Ctrl-D) stops setup, nothing written.
struct SetupDialog {
    var console: any SetupConsole
    var say: OutputLanguage

    /// The place chosen; `current` (the config's place, if any) is taken on an empty answer. An ambiguous name
    /// lists its candidates, numbered: a number picks one, a name is looked up in turn, nothing starts over.
    func askPlace(current: String?) async throws -> PlaceMatch {
        let example = say("e.g. 종로구, 서울특별시 종로구, Jongno-gu", ko: "예: 종로구, 서울특별시 종로구, Jongno-gu")
        let keep = current.map { say("; Enter keeps \($0)", ko: "; Enter: \($0) 그대로") } ?? ""
        var prompt = say("Where do you want advice for? (", ko: "어느 지역의 옷차림을 볼까요? (") + example + keep + "): "
        // A name given instead of a candidate's number, looked up in turn.
        var typed: String?
        while true {
            let asked = typed == nil
            var query = typed ?? ""
            if asked {
                guard let raw = await console.readLine(prompt: prompt) else { throw Self.stopped(say) }
                let answer = raw.trimmingCharacters(in: .whitespaces)
                guard let given = answer.isEmpty ? current : answer else { continue }
                query = given
            }
            typed = nil
            switch PlaceDirectory.official.lookup(query) {
            case .found(let match):
                console.write("→ \(match.name)\n")
                return match
            case .ambiguous(let matches):
                console.write(say("More than one place is called \(query):\n", ko: "이름이 \(query)인 곳이 여러 곳이에요:\n"))
                for (index, match) in matches.enumerated() {
                    let number = String(index + 1)
                    console.write(
                        String(repeating: " ", count: max(1, 4 - number.count)) + number + "  " + match.name + "\n")
                }
                let choice = say(
                    "Number (1–\(matches.count)), or another name: ", ko: "번호(1–\(matches.count))나 다른 이름을 입력하세요: ")
                guard let raw = await console.readLine(prompt: choice) else { throw Self.stopped(say) }
                let answer = raw.trimmingCharacters(in: .whitespaces)
                if let number = Int(answer), matches.indices.contains(number - 1) {
                    console.write("→ \(matches[number - 1].name)\n")
                    return matches[number - 1]
                }
                typed = answer.isEmpty ? nil : answer
            case .notFound(let suggestions):
                // Names alike are offered for an answer to the question, not for one among candidates.
                let like =
                    suggestions.isEmpty || !asked
                    ? "" : say(" (alike: ", ko: " (비슷한 이름: ") + suggestions.joined(separator: ", ") + ")"
                console.write(
                    say("No place named \(query) in KMA's table", ko: "기상청 표에 없는 이름이에요: \(query)") + like + "\n")
            }
            prompt = say("Place: ", ko: "지역: ")
        }
    }

    /// data.go.kr's key (required) or API Hub's (nil when empty), read with echo off, in either of data.go.kr's forms.
    func askKey(_ provider: ProviderID) async throws -> String? {
        let prompt =
            provider == .dataGoKr
            ? say(
                "data.go.kr service key (the Encoding or the Decoding key; typing does not show): ",
                ko: "data.go.kr 서비스 키 (Encoding 키나 Decoding 키; 입력한 글자는 보이지 않아요): ")
            : say(
                "KMA API Hub authKey (optional; Enter skips; typing does not show): ",
                ko: "기상청 API허브 인증키 (없으면 Enter; 입력한 글자는 보이지 않아요): ")
        while true {
            guard let raw = await console.readSecret(prompt: prompt) else { throw Self.stopped(say) }
            let key = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if key.isEmpty {
                if provider == .apiHub { return nil }
                console.write(
                    say(
                        "A key is needed: apply for 기상청_단기예보 조회서비스 at https://www.data.go.kr to get one\n",
                        ko: "키가 필요해요: https://www.data.go.kr에서 기상청_단기예보 조회서비스를 활용신청하면 받을 수 있어요\n"))
                continue
            }
            guard ServiceKey(key) != nil else {
                console.write(
                    say(
                        "That cannot be a key (spaces or a broken %-escape): paste it as the portal shows it\n",
                        ko: "키로 쓸 수 없어요 (공백이나 깨진 %-이스케이프): 포털에 보이는 그대로 붙여 넣으세요\n"))
                continue
            }
            return key
        }
    }

    /// Whether to install the schedules, and how; `names` are the config's (none: a weekday 07:30 one is added).
    func askSchedule(names: [String]) async throws -> SetupOptions.Scheduler? {
        let what =
            names.isEmpty
            ? say(
                "Install a schedule for advice at 07:30 on weekdays (\"morning\")?",
                ko: "평일 아침 07:30에 조언을 받는 일정(\"morning\")을 설치할까요?")
            : say(
                "Install the config's schedules (\(names.joined(separator: ", ")))?",
                ko: "설정의 일정(\(names.joined(separator: ", ")))을 설치할까요?")
        let how = say(" c: cron, s: systemd timers, Enter: no: ", ko: " c: cron, s: systemd 타이머, Enter: 안 해요: ")
        while true {
            guard let raw = await console.readLine(prompt: what + how) else { throw Self.stopped(say) }
            switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
            case "": return nil
            case "c", "cron": return .cron
            case "s", "systemd": return .systemd
            default: continue
            }
        }
    }

    static func stopped(_ say: OutputLanguage) -> SetupFailure {
        SetupFailure(
            .usage, say("setup stopped before the end: nothing was written", ko: "설정을 끝까지 하지 않아서 아무것도 쓰지 않았어요"))
    }
}

/// What a scripted `setup` is given: `--place NAME`, and the keys on stdin, one a line, data.go.kr's first (never on
/// the command line). When stdin is a terminal the keys are read from it with echo off.
extension SetupRun {
    /// Stdin holds a key or two; more than this is not keys.
    static let limit = 64 * 1024

    func scripted(_ say: OutputLanguage) async throws -> SetupAnswers {
        var answers = SetupAnswers()
        if let place = options.place { answers.place = try LocationResolver.match(place) }
        var lines = try await keyLines(say)
        if options.keyStdin {
            answers.dataGoKrKey = try Self.key(lines.isEmpty ? "" : lines.removeFirst(), .dataGoKr)
        }
        if options.apiHubKeyStdin {
            answers.apiHubKey = try Self.key(lines.isEmpty ? "" : lines.removeFirst(), .apiHub)
        }
        return answers
    }

    /// A key as read, trimmed, checked to be usable.
    static func key(_ line: String, _ provider: ProviderID) throws(UsageError) -> String {
        let option = provider == .dataGoKr ? "--key-stdin" : "--apihub-key-stdin"
        let which = provider == .dataGoKr ? "data.go.kr's key" : "API Hub's key"
        let key = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw UsageError(
                "\(option): stdin has no line for \(which) (one key a line, data.go.kr's first), e.g. "
                    + "kkeulmit setup --place 종로구 --key-stdin < keyfile", topic: .setup)
        }
        guard ServiceKey(key) != nil else {
            let how = ServiceKeySource.Setting.of(provider).howToPaste
            throw UsageError("\(option): \(which) read from stdin is not usable: \(how)", topic: .setup)
        }
        return key
    }

    /// The lines the keys are on: asked on the terminal with echo off, else read from stdin to its end.
    private func keyLines(_ say: OutputLanguage) async throws -> [String] {
        if run.edges.standardInput.isTerminal, let console = TerminalConsole() {
            var lines: [String] = []
            if options.keyStdin {
                lines.append(await console.readSecret(prompt: say("data.go.kr key: ", ko: "data.go.kr 키: ")) ?? "")
            }
            if options.apiHubKeyStdin {
                lines.append(await console.readSecret(prompt: say("API Hub key: ", ko: "API허브 키: ")) ?? "")
            }
            return lines
        }
        var bytes: [UInt8] = []
        while true {
            let chunk = try await run.edges.standardInput.read()
            if chunk.isEmpty { break }
            bytes += chunk
            guard bytes.count <= Self.limit else {
                throw UsageError("stdin holds more than a key or two (over 64 KiB): give the keys alone", topic: .setup)
            }
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }
}
