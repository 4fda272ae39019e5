import Foundation

/// `WeatherClient` over URLSession: KMA's short-term forecast through the one pipeline every kkeulmit source uses
/// (`SourceProvider`: memo → cache → lock → providers with failover, retries and the budget → step back on `03 NO_DATA`
/// → stale). Made by a program with its keys (`init(serviceKey:…)`: its own `SourceSet`, a deadline per request), or by
/// the advice pipeline around the run's `SourceProvider`, so a run's forecast shares its deadline, budget, memo and
/// cache with every other source.
public struct KMAWeatherClient: WeatherClient {
    private let makeProvider: @Sendable () -> SourceProvider

    /// `serviceKey` is data.go.kr's key for 기상청 단기예보 조회서비스 (the portal's Encoding or Decoding form); `apiHubKey`
    /// is KMA API Hub's `authKey`, asked when data.go.kr fails (or alone, without `serviceKey`); `baseURL` is another
    /// root for the data.go.kr service (a proxy, a test server); `cacheDirectory` keeps issues between runs (nil:
    /// none); `timeoutSeconds` is each call's deadline, retries and failover included. Nil when neither key can be a
    /// key (empty, spaces, a broken `%` escape).
    public init?(
        serviceKey: String?, apiHubKey: String? = nil, baseURL: URL? = nil, cacheDirectory: URL? = nil,
        timeoutSeconds: Double = 10
    ) {
        let roots = ServiceRoots(baseURL.map { [.forecast: $0] } ?? [:])
        let providers =
            [serviceKey.flatMap(ServiceKey.init).map { ServiceProvider.dataGoKr(key: $0, roots: roots) }]
            + [apiHubKey.flatMap(ServiceKey.init).map { ServiceProvider.apiHub(key: $0) }]
        let present = providers.compactMap { $0 }
        guard !present.isEmpty else { return nil }
        let sources = SourceSet(
            providers: present, roots: roots,
            cache: .init(directory: cacheDirectory, maxStaleHours: 24))
        makeProvider = { sources.provider(deadline: Deadline(seconds: timeoutSeconds), log: { _ in }) }
    }

    /// Around a run's pipeline: the forecast shares the run's deadline, budget, memo and cache.
    package init(provider: SourceProvider) {
        makeProvider = { provider }
    }

    public func shortTermForecast(_ request: ForecastRequest) async throws -> ShortTermForecast {
        let provided = try await makeProvider().provide(
            GridForecastSource.vilageFcst, request.cell, now: request.time, maxStale: request.maxStaleSeconds,
            accepts: { request.isCovered(by: $0) })
        return ShortTermForecast(
            forecast: provided.value, origin: provided.origin, provider: provided.provider?.rawValue,
            staleReason: provided.fallbackReason?.message)
    }
}
