/// What a failing source is called, and the service whose registration it needs (nil: the forecast's own).
package struct SourceNames: Hashable, Sendable {
    package var source: LocalizedText
    package var service: LocalizedText?

    package init(_ source: LocalizedText, service: LocalizedText? = nil) {
        (self.source, self.service) = (source, service)
    }
}
