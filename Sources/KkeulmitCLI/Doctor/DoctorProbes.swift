import Foundation
import KkeulmitCore

/// The registry of services `doctor` and `setup` ask, one light request each, for every provider that has a key:
/// data.go.kr's six (the short-term forecast, AirKorea's stations and measurements, the UV index, the warnings,
/// pollen) and API Hub's forecast. `setup`'s checks are these probes, not a copy of them.
enum DoctorProbes {
    struct Outcome: Sendable {
        var error: (any Error)?
        var serverDate: Date?
    }

    /// The probes for the keys given, at the roots `--base-url` (`option`) and the environment set (each
    /// provider's forecast and every source's of `registry`), all at once, each bounded by its own timeout and the
    /// deadline (kept a little short of the run's, so the report is still written); each with its outcome.
    static func run(
        dataGoKr key: ServiceKey?, apiHub hubKey: ServiceKey?, option: String?, environment: Environment,
        target: ProbeTarget, now: Date, registry: SourceRegistry = .builtIn, network: NetworkAccess,
        deadline: Deadline
    ) async throws -> [(service: DoctorService, outcome: Outcome)] {
        let (roots, source) = try BaseURL.roots(option: option, environment: environment)
        let forecastSetting = source == .builtIn ? "--base-url or KKEULMIT_BASE_URL" : source.description
        var providers: [ServiceProvider] = []
        if let key { providers.append(.dataGoKr(key: key, roots: roots)) }
        let hubRoot = try hubKey.map { _ in try BaseURL.apiHub(environment: environment) }
        if let hubKey, let hubRoot { providers.append(.apiHub(key: hubKey, root: hubRoot)) }
        guard !providers.isEmpty else { return [] }
        let services = registry.probes(target, now: now, providers: providers.map(\.id)).map {
            DoctorService($0, roots: roots, forecastSetting: forecastSetting, apiHubRoot: hubRoot)
        }
        let probes = deadline.earlier(bySeconds: min(1, max(0.2, deadline.remainingSeconds * 0.1)))
        // One light request each, no retry, no failover: the same fetch as the pipeline's (the provider's URL and
        // key, cap, bound), each provider on its own, answers as received.
        let transports = ProviderTransport.sharingOneSession(providers, network: network)
        let context = RequestContext(deadline: probes, requestTimeout: max(1, min(15, probes.remainingSeconds)))
        return await withTaskGroup(of: (Int, Outcome).self) { group in
            for (index, service) in services.enumerated() {
                let transport = transports.first { $0.provider.id == service.probe.provider }!
                group.addTask {
                    guard service.probe.provider != .dataGoKr || roots.isUsable(service.probe.request.root) else {
                        return (index, Outcome(error: DoctorService.UnusableRoot()))
                    }
                    do {
                        // A probe's answer is a row or two.
                        var request = service.probe.request
                        request.maxBytes = 256 * 1024
                        let answer = try await transport.send(request, context) { $0 }
                        return (
                            index,
                            Outcome(
                                error: service.probe.classify(answer.status, answer.headers, answer.body),
                                serverDate: answer.serverDate)
                        )
                    } catch {
                        return (index, Outcome(error: error))
                    }
                }
            }
            var outcomes = [Outcome](repeating: Outcome(), count: services.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            // Every service was just asked afresh: what the runs remembered of earlier failures (a service not yet
            // registered, a back-off) no longer holds, so the next run asks again rather than waiting for 00:00.
            if let cache = environment.cacheDirectory { FailureMemory.forgetAll(in: URL(fileURLWithPath: cache)) }
            return Array(zip(services, outcomes))
        }
    }
}

extension ProbeTarget {
    /// The target for a configured location; nil when it cannot be resolved (then `jongno` stands in). Its point is
    /// the place's own coordinate, else its cell's centre; its areaNo the code the UV service answers for the place
    /// today (the table's may be retired, e.g. 29…).
    init?(_ spec: LocationSpec) {
        guard let location = try? LocationResolver.resolve(spec) else { return nil }
        let at = location.coordinate
        self.init(
            name: location.name ?? spec.description, cell: location.cell,
            point: AirKoreaTMProjection.project(latitude: at.latitude, longitude: at.longitude),
            areaNo: location.match.map { $0.areaCode ?? $0.place.code } ?? Self.defaultAreaNo)
    }
}
