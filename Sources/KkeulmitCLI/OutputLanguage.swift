/// The language of text output and of the labels inside JSON (`--lang`, config `lang`).
///
/// The outfit engine brings its own `Language`; this enum is only what the command line accepts, so wiring the
/// engine in is one mapping in the advice service.
public enum OutputLanguage: String, Sendable, CaseIterable {
    case ko
    case en
}
