import KkeulmitCore

/// The language of text output and of the labels inside JSON (`--lang`, config `lang`): the engine's own
/// `Language`, so no mapping sits between what the user picks and what the advice is written in.
package typealias OutputLanguage = Language
