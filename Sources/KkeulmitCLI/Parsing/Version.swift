/// The one place the version lives; `kkeulmit --version` prints `kkeulmit` and this.
package enum KkeulmitVersion {
    package static let string = "0.1.0"
}
