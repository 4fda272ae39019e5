import Foundation
import KkeulmitCore

/// Validates the service roots: `--base-url` or `KKEULMIT_BASE_URL` for KMA's forecast service, and the variables
/// of the other services (`ServiceRoot.variable`).
package enum BaseURL {
    /// KMA's short-term forecast service root, as text.
    package static let kma = ServiceRoot.forecast.defaultURL.absoluteString

    /// Every root of a run, one rule for all: the forecast's from `--base-url` (validated by the parser), else
    /// `KKEULMIT_BASE_URL`, where a bad value is a usage error (the required source cannot be asked); every other
    /// from its variable, where a bad value leaves that root unusable (its optional sources are left out).
    /// Also returns where the forecast's root came from, for messages.
    package static func roots(option: String?, environment: Environment) throws(UsageError) -> (
        roots: ServiceRoots, forecastSource: SettingSource
    ) {
        let (forecast, source) = try resolve(option: option, environment: environment)
        var replaced: [ServiceRoot: URL] = [:]
        var unusable: Set<ServiceRoot> = []
        // Checked by `resolve`: a URL.
        if forecast != kma { replaced[.forecast] = URL(string: forecast) }
        for root in ServiceRoot.allCases where root != .forecast {
            guard let raw = environment.nonEmpty(root.variable) else { continue }
            if case .success(let text) = validate(raw, source: root.variable), let url = URL(string: text) {
                replaced[root] = url
            } else {
                unusable.insert(root)
            }
        }
        return (ServiceRoots(replaced, unusable: unusable), source)
    }

    /// KMA API Hub's root: `KKEULMIT_APIHUB_URL`, else API Hub's typ02 root. A bad value is a usage error, as
    /// `KKEULMIT_BASE_URL`'s is: the required source may be asked there.
    package static func apiHub(environment: Environment) throws(UsageError) -> URL {
        guard let raw = environment.nonEmpty("KKEULMIT_APIHUB_URL") else { return ServiceProvider.apiHubDefaultRoot }
        let text = try validate(raw, source: "KKEULMIT_APIHUB_URL").get()
        guard let url = URL(string: text) else {
            throw UsageError("KKEULMIT_APIHUB_URL must be an http:// or https:// URL, got \(quoted(raw))")
        }
        return url
    }

    /// `--base-url` (validated by the parser), else `KKEULMIT_BASE_URL`, else KMA's, with where it came from.
    package static func resolve(option: String?, environment: Environment) throws(UsageError) -> (
        url: String, source: SettingSource
    ) {
        if let option { return (option, .option("--base-url")) }
        guard let raw = environment.nonEmpty("KKEULMIT_BASE_URL") else { return (kma, .builtIn) }
        return (try validate(raw, source: "KKEULMIT_BASE_URL").get(), .environment("KKEULMIT_BASE_URL"))
    }

    /// The URL without a trailing slash, or a usage error naming `source`. A query or fragment is refused without
    /// echoing the value: operations are appended to the path, and a query is where someone would paste a key.
    package static func validate(_ raw: String, source: String) -> Result<String, UsageError> {
        var text = raw.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("/") { text.removeLast() }
        if text.contains("?") || text.contains("#") {
            return .failure(
                UsageError(
                    "\(source) must be a service root without a query or fragment (operations are appended to it)"))
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil
        else {
            return .failure(UsageError("\(source) must be an http:// or https:// URL, got \(quoted(raw))"))
        }
        return .success(text)
    }
}
