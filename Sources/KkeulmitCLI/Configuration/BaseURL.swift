import Foundation
import KkeulmitCore

/// Validates the service root given by `--base-url` or `KKEULMIT_BASE_URL`.
package enum BaseURL {
    /// KMA's short-term forecast service root: the client's own default, as text.
    package static let kma = KMAClient.defaultBaseURL.absoluteString

    /// `--base-url` (validated by the parser), else `KKEULMIT_BASE_URL`, else KMA's, with where it came from.
    package static func resolve(option: String?, environment: Environment) throws(UsageError) -> (
        url: String, source: SettingSource
    ) {
        if let option { return (option, .option("--base-url")) }
        guard let raw = environment.nonEmpty("KKEULMIT_BASE_URL") else { return (kma, .builtIn) }
        return (try validate(raw, source: "KKEULMIT_BASE_URL").get(), .environment("KKEULMIT_BASE_URL"))
    }

    /// The URL without a trailing slash, or a usage error naming `source`.
    ///
    /// A query or fragment is refused without echoing the value: operations are appended to the path, and a
    /// query is where someone would paste a key.
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
