/// Options of `doctor`.
package struct DoctorOptions: Equatable, Sendable {
    /// `--json`: one object with a `checks` array instead of one line per check.
    package var json: Bool
    package var common: CommonOptions

    package init(json: Bool = false, common: CommonOptions = CommonOptions()) {
        self.json = json
        self.common = common
    }
}
