/// The one place the version lives; `kkeulmit --version` prints `kkeulmit` and this.
package enum KkeulmitVersion {
    package static let string = "0.1.0"
    /// When `string` was last changed: the man page's date (not the build's, so the page is reproducible).
    package static let date = "2026-12-01"
}
