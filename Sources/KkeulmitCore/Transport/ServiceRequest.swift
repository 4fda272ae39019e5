/// One GET of a KMA or AirKorea operation, said the way every provider understands it: the service root and the
/// operation (its path under the root) on data.go.kr, the same operation at the other providers that serve it
/// (`twins`), the parameters other than the key, and the largest answer worth reading. Pure: the key, the host and
/// the URL are the provider's business (`ServiceProvider`, `ProviderTransport`).
package struct ServiceRequest: Hashable, Sendable {
    package var root: ServiceRoot
    /// The path under the root: `getVilageFcst`, `MsrstnInfoInqireSvc/getNearbyMsrstnList`.
    package var path: String
    /// The same operation at other providers, as a path under that provider's root
    /// (`[.apiHub: "VilageFcstInfoService_2.0/getVilageFcst"]`); a provider not named does not serve it.
    package var twins: [ProviderID: String]
    /// In the order sent; each value already percent-encoded.
    package var query: [QueryItem]
    /// A body larger than this fails with `KMAError.responseTooLarge` while it arrives.
    package var maxBytes: Int
    /// What the log line calls the request (`getVilageFcst base 20261130 0500 cell 60,127 page 1`); never the key
    /// or the URL.
    package var label: String

    package struct QueryItem: Hashable, Sendable {
        package var name: String
        /// Percent-encoded.
        package var value: String

        package init(_ name: String, _ value: String) {
            (self.name, self.value) = (name, value)
        }
    }

    package init(
        root: ServiceRoot, path: String, twins: [ProviderID: String] = [:], query: [QueryItem], maxBytes: Int,
        label: String? = nil
    ) {
        (self.root, self.path, self.twins, self.query) = (root, path, twins, query)
        (self.maxBytes, self.label) = (maxBytes, label ?? path)
    }

    /// `name=value&…`, without the key.
    package var percentEncodedQuery: String {
        query.map { $0.name + "=" + $0.value }.joined(separator: "&")
    }

    /// Every byte of `value` but RFC 3986's unreserved ones as `%XX`, so that a station name such as
    /// `중앙동(강원)` survives.
    package static func percentEncoded(_ value: String) -> String {
        ServiceKey.percentEncoded(value, uppercase: true)
    }
}
