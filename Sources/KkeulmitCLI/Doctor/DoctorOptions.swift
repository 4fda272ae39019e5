/// Options of `doctor`.
package struct DoctorOptions: Equatable, Sendable {
    /// `--json`: one object with a `checks` array instead of one line per check.
    package var json: Bool
    /// `--lang`: the report's language; nil: config `"lang"`, else ko, as for advice.
    package var language: OutputLanguage?
    package var common: CommonOptions

    package init(json: Bool = false, language: OutputLanguage? = nil, common: CommonOptions = CommonOptions()) {
        (self.json, self.language, self.common) = (json, language, common)
    }
}
