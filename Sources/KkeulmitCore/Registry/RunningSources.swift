import Foundation

/// The optional sources' fetches under way in one run, each an unstructured task beside the required forecast:
/// `cancel()` when the required source failed, `results()` once it answered. Unstructured, not `async let`: leaving
/// an `async let` scope awaits its children, and on swift-corelibs-foundation a cancelled transfer keeps reading
/// until its session's work queue gets to the cancel, so a failing run would read on.
package struct RunningSources: Sendable {
    fileprivate enum Slot: Sendable {
        case settled(SourceResult)
        case running(Task<SourceResult, Never>)
    }

    fileprivate var slots: [Slot]
    package private(set) var place: SourcePlace?

    package func cancel() {
        for case .running(let task) in slots { task.cancel() }
    }

    package func results() async -> SourceResults {
        var all: [SourceResult] = []
        for slot in slots {
            switch slot {
            case .settled(let result): all.append(result)
            case .running(let task): all.append(await task.value)
            }
        }
        return SourceResults(all, place: place)
    }
}

extension SourceRegistry {
    /// Starts every source `run` uses, each through the run's pipeline (`run.provider`: the same transport, cache,
    /// memo and deadline as the forecast). A source whose root is not a usable URL, or that needs a place when none
    /// is near, is `unavailable` without a request; a failure is a status (`OptionalSource.fetch`).
    package func start(_ run: SourceRun, _ switches: SourceSwitches, roots: ServiceRoots) -> RunningSources {
        let uses = optional.map { use($0, run.window, switches) }
        let used = zip(optional, uses).filter { $0.1 == .on }.map(\.0)
        var run = run
        // Only now, and remembered: finding the nearest place reads the place table.
        if used.contains(where: \.needsPlace) {
            run.place = SourcePlace.resolve(run.location, store: run.provider?.store, now: run.issueTime)
            if let place = run.place {
                run.log(
                    "air and UV: \(place.place.name) (areaNo \(place.areaCodes.joined(separator: ", then ")), TM \(place.point))"
                )
            }
        }
        var told: [ServiceRoot] = []
        for root in used.map(\.root) where !roots.isUsable(root) && !told.contains(root) {
            told.append(root)
            run.log("\(root.variable) is not a usable service root; its sources are left out")
        }
        let unplaced = used.filter { $0.needsPlace && run.place == nil }.map(\.id.rawValue)
        if !unplaced.isEmpty {
            run.log("\(unplaced.joined(separator: ", ")): no place of the table near \(run.location.cell); left out")
        }
        let slots = zip(optional, uses).map { declaration, status -> RunningSources.Slot in
            guard status == .on else { return .settled(SourceResult(id: declaration.id, status: status.idleStatus)) }
            guard roots.isUsable(declaration.root), !declaration.needsPlace || run.place != nil else {
                return .settled(SourceResult(id: declaration.id, status: .unavailable))
            }
            if let refused = Self.refused(declaration, run) { return .settled(refused) }
            let task = Task { [run] in await Self.fetch(declaration, run) }
            return .running(task)
        }
        return RunningSources(slots: slots, place: run.place)
    }

    private static func fetch<D: SourceDeclaration>(_ declaration: D, _ run: SourceRun) async -> SourceResult {
        let outcome = await OptionalSource.fetch(declaration.id, log: run.log) { try await declaration.fetch(run) }
        return SourceResult(id: declaration.id, outcome, asked: true)
    }

    /// The outcome of a source whose first request the key in use is remembered refused (a rejected key, until
    /// 00:00 KST), without starting it: no lock, cache file or task, and what the transport's recall of the same
    /// record would have made of it. Only a refusal: a service that failed otherwise is started, since a kept answer
    /// may stand in for it. A refusal is only learnt by asking, which a run does when its cache cannot answer, so a
    /// refused source has nothing kept to answer with (unless another key's run kept one since).
    private static func refused(_ declaration: any SourceDeclaration, _ run: SourceRun) -> SourceResult? {
        // Optional sources' operations are data.go.kr's alone (`ServiceProvider.serves`).
        guard let operation = declaration.openingOperation, let failures = run.provider?.failures,
            let record = failures.record(.dataGoKr, operation), record.reason == .rejected,
            record.holds(at: run.issueTime)
        else { return nil }
        let outcome = OptionalSource<Never>.refused(declaration.id, record, by: .dataGoKr, log: run.log)
        // Asked, as far as anyone can tell: a remembered refusal stands for asking.
        return SourceResult(id: declaration.id, outcome, asked: true)
    }
}
