import Foundation

/// Validates the service root given by `--base-url` or `KKEULMIT_BASE_URL`.
package enum BaseURL {
    /// KMA's short-term forecast service root.
    package static let kma = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0"

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
            return .failure(UsageError("\(source) must be an http:// or https:// URL, got '\(raw)'"))
        }
        return .success(text)
    }
}
