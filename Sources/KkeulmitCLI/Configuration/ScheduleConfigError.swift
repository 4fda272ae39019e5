import KkeulmitCore

/// A `schedules` entry the config file got wrong, named precisely enough to find and fix:
/// `schedules[1] ("commute").time: expected HH:mm, got '7:3'`.
///
/// Entries are counted from 0, as in JSON tools (`jq '.schedules[1]'`).
package struct ScheduleConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry's position in the array; nil when the `schedules` value itself is wrong.
    package var index: Int?
    /// The entry's name, once it has been read and found valid.
    package var name: String?
    /// The field path inside the entry (`time`, `location.nx`); nil for the entry as a whole.
    package var field: String?
    package var message: String

    package var description: String {
        var where_ = "schedules"
        if let index { where_ += "[\(index)]" }
        if let name { where_ += " (\"\(name)\")" }
        if let field { where_ += "." + field }
        return where_ + ": " + message
    }
}
