/// The one place the version lives; `kkeulmit --version` prints `kkeulmit` and this.
public enum KkeulmitVersion {
    public static let string = "0.1.0"
}
