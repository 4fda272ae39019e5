import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How the process reaches the network, the same for every transport it makes: the URLSession configuration
/// (protocol classes, proxies, headers; a stub's in tests), asked for when the first request is sent, and what must
/// be in place before then. The executable loads libcurl there (`CCurlLoader`): a library that cannot be loaded is
/// that request's transport failure (`KMAError.transport`), so an optional source is `unavailable` and the required
/// one exits 69, never the process from a URLSession thread.
package struct NetworkAccess: Sendable {
    package var configuration: @Sendable () -> URLSessionConfiguration
    /// Nil when the network can be used, else why not, in a few words.
    package var prepare: @Sendable () -> String?

    package init(
        configuration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral },
        prepare: @escaping @Sendable () -> String? = { nil }
    ) {
        self.configuration = configuration
        self.prepare = prepare
    }
}
