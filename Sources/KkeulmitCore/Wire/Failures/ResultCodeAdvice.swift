/// What `doctor` and `setup` tell a person about a result code a service answered their key with: the problem and
/// the fix, in both languages. Kept as data beside the codes' classes (`KMAResultCode.table`), so that each code is
/// read in one place; the run's own one-line sentence is `KMAResultCode.explanation`.
package struct ResultCodeAdvice: Sendable {
    /// What to do: apply for the service, correct its root, or the words given.
    package enum Fix: Sendable {
        case register, checkRoot
        case say(LocalizedText)
    }

    /// The problem, given `said` (`code 30`) and the root asked.
    package var problem: @Sendable (_ said: String, _ root: String) -> LocalizedText
    package var fix: Fix

    init(_ fix: Fix, _ problem: @escaping @Sendable (_ said: String, _ root: String) -> LocalizedText) {
        (self.problem, self.fix) = (problem, fix)
    }

    private static let rateLimited = ResultCodeAdvice(
        .say(
            LocalizedText(
                ko: "나중에 다시 해 보고, 키를 같이 쓰는 실행 사이의 간격을 넓히세요",
                en: "try again later, and space out runs that share the key"))
    ) { said, _ in
        LocalizedText(
            ko: "키가 지금은 요청 제한에 걸렸거나 꺼져 있어요 (\(said))", en: "the key is rate-limited or disabled for now (\(said))")
    }

    /// The codes a key's owner can act on; the others are told as the run tells them.
    static let table: [String: ResultCodeAdvice] = [
        "30": ResultCodeAdvice(.register) { said, _ in
            LocalizedText(
                ko: "게이트웨이가 이 서비스에서는 이 키를 모른다고 해요 (\(said))",
                en: "the gateway does not know this key for this service (\(said))")
        },
        "12": ResultCodeAdvice(.checkRoot) { said, root in
            LocalizedText(
                ko: "그런 서비스가 없어요: \(root) (\(said), 루트가 틀렸어요)",
                en: "there is no such service at \(root) (\(said), wrong root)")
        },
        "22": ResultCodeAdvice(
            .say(
                LocalizedText(
                    ko: "한국 시간 자정에 한도가 초기화될 때까지 기다리거나 data.go.kr에 한도를 늘려 달라고 하세요",
                    en: "wait until the quota resets at midnight KST, or ask data.go.kr for a larger quota"))
        ) { said, _ in
            LocalizedText(ko: "키의 하루 요청 한도를 다 썼어요 (\(said))", en: "the key's daily request quota is used up (\(said))")
        },
        "29": ResultCodeAdvice(
            .say(
                LocalizedText(
                    ko: "data.go.kr에 차단을 풀어 달라고 하거나 다른 네트워크를 쓰세요. 새 키로는 안 돼요",
                    en: "ask data.go.kr to lift the block, or use another network; a new key will not help"))
        ) { said, _ in
            LocalizedText(
                ko: "data.go.kr가 이 요청의 IP 주소를 막고 있어요 (\(said))",
                en: "data.go.kr blocks the IP address this request came from (\(said))")
        },
        "31": ResultCodeAdvice(.say(LocalizedText(ko: "data.go.kr에서 연장하세요", en: "renew it on data.go.kr"))) {
            said, _ in LocalizedText(ko: "키가 만료됐어요 (\(said))", en: "the key has expired (\(said))")
        },
        "32": ResultCodeAdvice(
            .say(
                LocalizedText(
                    ko: "data.go.kr의 키 설정에 이 컴퓨터의 IP 주소를 넣으세요",
                    en: "add this machine's IP address to the key's settings on data.go.kr"))
        ) { said, _ in
            LocalizedText(
                ko: "이 IP 주소가 키에 등록되어 있지 않아요 (\(said))", en: "this IP address is not registered for the key (\(said))")
        },
        "21": rateLimited, "23": rateLimited, "34": rateLimited,
    ]
}

extension KMAResultCode {
    /// What `doctor` advises for this code; nil for a code it tells as the run does. `20` (access denied) names the
    /// application to check, so its advice needs the service's portal name (`accessDenied(portalName:)`).
    package var advice: ResultCodeAdvice? { ResultCodeAdvice.table[rawValue] }

    /// Code 20's advice for the service applied for as `portalName`.
    package static func accessDenied(portalName: String) -> ResultCodeAdvice {
        ResultCodeAdvice(
            .say(
                LocalizedText(
                    ko: "data.go.kr에서 \(portalName) 활용신청이 승인됐는지 확인하세요",
                    en: "check on data.go.kr that the key's application for \(portalName) is approved"))
        ) { said, _ in LocalizedText(ko: "이 키의 접근이 거부됐어요 (\(said))", en: "access denied for this key (\(said))") }
    }
}
