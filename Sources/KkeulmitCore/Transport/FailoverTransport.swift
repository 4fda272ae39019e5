import Foundation

/// The providers of a run in order, each a leg (`ProviderTransport` inside its retry and budget layer): a request
/// goes to the first that serves its operation and has quota left today, and on to the next when that one fails in
/// a way the next can mend (`FailoverRule`), within the request's one deadline. When every provider failed, the most
/// telling failure is thrown: the service may answer later (69, so a kept answer may stand in) over a quota (75),
/// over a rejected key (77), over an unusable answer (65). With one provider, the same quota memory holds.
package struct FailoverTransport: Transport {
    package struct Leg: Sendable {
        package var provider: ServiceProvider
        package var transport: any Transport

        package init(_ provider: ServiceProvider, _ transport: any Transport) {
            (self.provider, self.transport) = (provider, transport)
        }
    }

    package let legs: [Leg]
    package let quota: ProviderQuota
    /// The failures that last, consulted for an optional source's requests (`FailureRecall`); nil: none kept.
    package let memory: FailureMemory?

    package init(_ legs: [Leg], quota: ProviderQuota, memory: FailureMemory? = nil) {
        (self.legs, self.quota, self.memory) = (legs, quota, memory)
    }

    /// - Throws: the failure that stopped the chain (`FailoverRule.Verdict.stop`), else the most telling of every
    ///   provider's; `NoProvider` when none of them serves the operation.
    /// Failures are remembered and recalled only for an optional source's request (`FailureRecall`) at a known
    /// time. API Hub's 403 may be its quota: what it answered today is marked (`ProviderQuota`).
    package func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        let serving = legs.filter { $0.provider.serves(request) }
        guard !serving.isEmpty else { throw NoProvider(operation: request.path, asked: legs.map(\.provider.id)) }
        let day = context.now.map { KSTDateTime($0).date }
        let recall = context.now == nil ? nil : FailureRecall.current
        let memory = recall == nil ? nil : self.memory
        var failures: [(ProviderID, any Error)] = []
        var (recalled, learnt): ([FailureRecord], [FailureRecord]) = ([], [])
        for (index, leg) in serving.enumerated() {
            try Task.checkCancellation()
            let id = leg.provider.id
            // The operation as this provider names it.
            let operationName = id == .dataGoKr ? request.path : request.twins[id] ?? request.path
            let next = index + 1 < serving.count ? "; asking \(serving[index + 1].provider.id.displayName)" : ""
            if quota.isExhausted(id, on: day) {
                context.log(
                    "\(request.label): \(id.displayName) skipped, its daily quota is used up until 00:00 KST\(next)")
                failures.append((id, KMAError.resultCode(.quotaExceeded, message: "skipped until 00:00 KST")))
                continue
            }
            let past = memory?.record(id, operationName)
            if let past, let now = context.now, past.holds(at: now) {
                context.log(
                    "\(request.label): \(id.displayName) not asked, remembered until \(past.until.iso8601)\(next)")
                failures.append((id, past.error(provider: id)))
                recalled.append(past)
                continue
            }
            do {
                var context = context
                context.nextProvider = serving.dropFirst(index + 1).first?.provider.id
                let value = try await leg.transport.send(request, context, decode: decode)
                if id == .apiHub { quota.markAnswered(id, operationName, on: day) }
                if past != nil { memory?.forget(id, operationName) }
                return value
            } catch {
                let verdict = FailoverRule.verdict(
                    after: error, from: id, answeredToday: quota.hasAnswered(id, operationName, on: day))
                if let record = memory?.learn(error, verdict: verdict, id, operationName, previous: past, context) {
                    learnt.append(record)
                }
                if verdict == .outOfQuota {
                    quota.markExhausted(id, on: day)
                    context.log("\(request.label): \(id.displayName) is out of quota until 00:00 KST\(next)")
                } else if verdict == .moveOn, !next.isEmpty {
                    context.log("\(request.label): \(id.displayName) failed\(next)")
                }
                guard verdict != .stop else { throw Self.told([(id, error)]) }
                failures.append((id, error))
            }
        }
        // Every provider's failure is remembered: the source says until when, and whether it asked.
        if recalled.count + learnt.count == failures.count {
            recalled.forEach { recall?.note($0, asked: false) }
            learnt.forEach { recall?.note($0, asked: true) }
        }
        throw Self.told(failures)
    }

    /// The most telling failure, told by who answered it: when two or more providers failed, or the one that did
    /// is API Hub (whose root is not `--base-url`), one `KMAError.providers` that decides as the most telling does
    /// and says what each provider answered. data.go.kr's failure alone is thrown as it came.
    static func told(_ failures: [(ProviderID, any Error)]) -> any Error {
        let telling = mostTelling(failures.map(\.1))
        let attempts = failures.compactMap { id, error in
            (error as? KMAError).map {
                KMAError.Attempt(
                    provider: id.displayName, error: $0, rootSetting: id == .apiHub ? "KKEULMIT_APIHUB_URL" : nil)
            }
        }
        guard attempts.count == failures.count, let telling = telling as? KMAError,
            attempts.count >= 2 || failures.first?.0 == .apiHub
        else { return telling }
        return KMAError.providers(telling: telling, failures: attempts)
    }

    /// The failure that says most about what to do next (see the type's comment); the first of equals.
    package static func mostTelling(_ failures: [any Error]) -> any Error {
        func rank(_ error: any Error) -> Int {
            switch (error as? KMAError)?.kind {
            case .unavailable: 0
            case .rateLimited: 1
            case .keyRejected: 2
            case .unusable: 3
            case nil: 4
            }
        }
        return failures.enumerated().min { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }?.element
            ?? CancellationError()
    }
}
