import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Every service × every kind of failure: the message names the service that failed (never KMA for AirKorea, the UV
/// index, the warnings or pollen) and, where a root may be at fault, that service's own setting.
@Suite("ServiceVoice: failures said by the service that failed")
struct ServiceVoiceTests {
    static let names: [ServiceRoot: String] = [
        .forecast: "KMA", .airKorea: "AirKorea", .living: "KMA's UV index service",
        .alerts: "KMA's warnings service", .health: "KMA's pollen service",
    ]

    /// Each failure kind, and whether its message points at the root's setting.
    static let failures: [(KMAError, Bool)] = [
        (.timedOut(seconds: 3), false),
        (.transport("reset"), true),
        (.unreachable(NetworkFailure(.refused, host: "127.0.0.1")), true),
        (.unreachable(NetworkFailure(.hostNotFound, host: "apis.example")), true),
        (.httpStatus(404, retryAfterSeconds: nil), true),
        (.httpStatus(503, retryAfterSeconds: nil), false),
        (.httpStatus(403, retryAfterSeconds: nil), false),
        (.responseTooLarge(limitBytes: 8_000_000), true),
        (.content("truncated"), true),
        (.resultCode(KMAResultCode(rawValue: "12"), message: "NO_OPENAPI_SERVICE_ERROR"), true),
        (.resultCode(.unknown, message: "UNKNOWN_ERROR"), false),
        (.resultCode(.keyNotRegistered, message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR"), false),
        (.resultCode(KMAResultCode(rawValue: "77"), message: "", httpStatus: 400), true),
    ]

    @Test("each service's failures name it and its setting", arguments: ServiceRoot.allCases)
    func named(root: ServiceRoot) throws {
        let name = try #require(Self.names[root])
        for (failure, pointsAtRoot) in Self.failures {
            let said = KMAError.service(root, failure).message
            #expect(said.contains(name), "\(said)")
            if root != .forecast {
                #expect(!said.replacingOccurrences(of: "KMA's", with: "").contains("KMA"), "\(said)")
            }
            #expect(!said.contains("--"), "Core names no option of the CLI's: \(said)")
            if pointsAtRoot { #expect(said.contains(root.variable), "\(said)") }
            #expect(said == failure.message(as: ServiceVoice(root)))
        }
    }

    @Test("the deadline names the service whose request it cut short")
    func deadline() {
        for root in ServiceRoot.allCases {
            let said = DeadlineExceeded(.request(root), seconds: 3).message
            #expect(said.hasPrefix("\(Self.names[root] ?? "") did not answer within 3 s"), "\(said)")
        }
    }

    @Test("Core's time-outs name no option; the voice the CLI gives them names its own, for every service it reaches")
    func timeLimit() {
        let cli = ServiceVoice(.forecast, setting: "--base-url", timeLimit: "--timeout")
        for root in ServiceRoot.allCases {
            let timedOut = KMAError.service(root, .timedOut(seconds: 3))
            #expect(timedOut.message.hasSuffix("try again later or raise the time limit"), "\(timedOut.message)")
            #expect(timedOut.message(as: cli).hasSuffix("raise --timeout"), "\(timedOut.message(as: cli))")
            let cut = DeadlineExceeded(.request(root), seconds: 3)
            #expect(!cut.message.contains("--"), "\(cut.message)")
            #expect(cut.message(timeLimit: "--timeout").hasSuffix("raise --timeout"))
        }
        #expect(!DeadlineExceeded(.cacheLock, seconds: 10).message.contains("--"))
        #expect(!DeadlineExceeded(.run, seconds: 2).message.contains("--"))
    }

    @Test("a provider's own root setting replaces the service's, without rewriting the prose")
    func attempt() {
        let attempt = KMAError.Attempt(
            provider: "API Hub", error: .transport("reset"), rootSetting: "KKEULMIT_APIHUB_URL")
        #expect(
            attempt.message(as: ServiceVoice(.forecast, setting: "--base-url"))
                == "API Hub: could not reach KMA (reset): check the network or KKEULMIT_APIHUB_URL")
    }
}
