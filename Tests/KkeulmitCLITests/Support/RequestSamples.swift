import Foundation
import KkeulmitCore

@testable import KkeulmitCLI

extension SourceSet {
    /// Sources no test sends a request through: a made-up key, the default roots, no cache.
    static let unused = SourceSet(
        providers: [.dataGoKr(key: ServiceKey("never-sent+key/0==")!)], roots: ServiceRoots(),
        cache: SourceSet.CachePolicy(directory: nil, maxStaleHours: 24))
}

extension AdviceRequest {
    /// A request for `location` (looked up, so a bad spec traps: only for specs a test knows good) with sources
    /// nothing is sent through, or the demo's; for tests that build reports from a request without running the
    /// pipeline's network side.
    init(
        location: LocationSpec?, now: Date, windowStart: Date, hours: Int, hoursSource: SettingSource = .builtIn,
        language: OutputLanguage, temperatureOffset: Double = 0, demo: Bool = false, serviceKey: ServiceKey?
    ) {
        let source: Source
        if !demo, let location, let resolved = try? LocationResolver.resolve(location) {
            source = .live(LiveSource(location: resolved, sources: .unused))
        } else {
            source = .demo(askedFor: location)
        }
        self.init(
            source: source, now: now, windowStart: windowStart, hours: hours, hoursSource: hoursSource,
            language: language, temperatureOffset: temperatureOffset)
    }
}
