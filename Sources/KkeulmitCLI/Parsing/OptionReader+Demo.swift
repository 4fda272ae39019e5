import KkeulmitCore

extension OptionReader {
    /// `--demo`'s optional value: `summer` only (the winter sample is what `--demo` alone reads).
    static func demoSample(_ raw: String, topic: HelpTopic) throws(UsageError) -> DemoSampleKind {
        guard raw == DemoSampleKind.summer.rawValue else {
            throw UsageError("--demo takes no value or 'summer', got \(quoted(raw))", topic: topic)
        }
        return .summer
    }
}
