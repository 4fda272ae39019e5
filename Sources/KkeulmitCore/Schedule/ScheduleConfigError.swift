/// A `schedules` entry the config file got wrong, named precisely enough to find and fix:
/// `schedules[1] ("commute").time: expected HH:mm, got '7:3'`.
///
/// Entries are counted from 0, as in JSON tools (`jq '.schedules[1]'`).
public struct ScheduleConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry's position in the array; nil when the `schedules` value itself is wrong.
    public var index: Int?
    /// The entry's name, once it has been read and found valid.
    public var name: String?
    /// The field path inside the entry (`time`, `location.nx`); nil for the entry as a whole.
    public var field: String?
    public var message: String

    public init(index: Int?, name: String? = nil, field: String?, message: String) {
        self.index = index
        self.name = name
        self.field = field
        self.message = message
    }

    public var description: String {
        var where_ = "schedules"
        if let index { where_ += "[\(index)]" }
        if let name { where_ += " (\"\(name)\")" }
        if let field { where_ += "." + field }
        return where_ + ": " + message
    }
}
