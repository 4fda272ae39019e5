import Foundation
import KkeulmitCore

/// The registry of services `doctor` and `setup` ask, one light request each, for every provider that has a key:
/// data.go.kr's six (the short-term forecast, AirKorea's stations and measurements, the UV index, the warnings,
/// pollen) and API Hub's forecast. `setup`'s checks are these probes, not a copy of them.
struct DoctorProbes {
    var services: [DoctorService]
    var providers: [ServiceProvider]
    /// Where the runs remember what failed (`FailureMemory`); nil without a cache directory.
    var cacheDirectory: URL?

    /// What one probe came back with.
    struct Outcome: Sendable {
        var error: (any Error)?
        var serverDate: Date?
    }

    /// The probes for the keys given, at the roots `--base-url` (`option`) and the environment set: each
    /// provider's forecast and every source's of `registry`.
    init(
        dataGoKr key: ServiceKey?, apiHub hubKey: ServiceKey?, option: String?, environment: Environment,
        target: ProbeTarget, now: Date, registry: SourceRegistry = .builtIn
    ) throws {
        let (roots, source) = try BaseURL.roots(option: option, environment: environment)
        let forecastSetting = source == .builtIn ? "--base-url or KKEULMIT_BASE_URL" : source.description
        providers = []
        cacheDirectory = environment.cacheDirectory.map { URL(fileURLWithPath: $0) }
        if let key { providers.append(.dataGoKr(key: key, roots: roots)) }
        let hubRoot = try hubKey.map { _ in try BaseURL.apiHub(environment: environment) }
        if let hubKey, let hubRoot { providers.append(.apiHub(key: hubKey, root: hubRoot)) }
        services = registry.probes(target, now: now, providers: providers.map(\.id)).map {
            DoctorService($0, roots: roots, forecastSetting: forecastSetting, apiHubRoot: hubRoot)
        }
    }

    /// All probes at once, each bounded by its own timeout and the deadline (kept a little short of the run's, so
    /// the report is still written).
    func run(network: NetworkAccess, deadline: Deadline) async -> [Outcome] {
        guard !providers.isEmpty else { return [] }
        let budget = deadline.remainingSeconds
        let probes = deadline.earlier(bySeconds: min(1, max(0.2, budget * 0.1)))
        // One light request each, no retry, no failover: the same fetch as the pipeline's (the provider's URL and
        // key, cap, bound), each provider on its own, answers as received.
        var transports: [ProviderID: ProviderTransport] = [:]
        for transport in ProviderTransport.sharingOneSession(providers, network: network) {
            transports[transport.provider.id] = transport
        }
        let roots = providers.first { $0.id == .dataGoKr }?.roots ?? ServiceRoots()
        let context = RequestContext(deadline: probes, requestTimeout: max(1, min(15, probes.remainingSeconds)))
        return await withTaskGroup(of: (Int, Outcome).self) { group in
            for (index, service) in services.enumerated() {
                let transport = transports[service.probe.provider]!
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
            if let cacheDirectory { FailureMemory.forgetAll(in: cacheDirectory) }
            return outcomes
        }
    }
}

extension ProbeTarget {
    /// The target for a configured location; nil when it cannot be resolved (then `jongno` stands in).
    init?(_ spec: LocationSpec) {
        func centre(_ cell: GridCell) -> TMPoint {
            let centre = LambertProjection.coordinate(of: cell)
            return AirKoreaTMProjection.project(latitude: centre.latitude, longitude: centre.longitude)
        }
        switch spec {
        case .place(let query):
            guard case .found(let match) = PlaceDirectory.official.lookup(query) else { return nil }
            let place = match.place
            let point = AirKoreaTMProjection.project(place) ?? centre(place.cell)
            // The code the UV service answers for the place today (the table's may be retired, e.g. 29…).
            self.init(name: match.name, cell: place.cell, point: point, areaNo: match.areaCode ?? place.code)
        case .coordinates(let lat, let lon):
            guard let cell = LambertProjection.cell(latitude: lat, longitude: lon) else { return nil }
            self.init(
                name: "lat \(lat), lon \(lon)", cell: cell,
                point: AirKoreaTMProjection.project(latitude: lat, longitude: lon), areaNo: Self.defaultAreaNo)
        case .cell(let nx, let ny):
            guard let cell = GridCell(nx: nx, ny: ny) else { return nil }
            self.init(name: "grid \(nx),\(ny)", cell: cell, point: centre(cell), areaNo: Self.defaultAreaNo)
        }
    }
}
