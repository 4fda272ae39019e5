/// Puts kkeulmit's marked block into a crontab and takes it out again, leaving every other byte as it was. The block
/// runs from a line starting with `CrontabRenderer.beginMarker` to one starting with `CrontabRenderer.endMarker` (so a
/// later kkeulmit may reword the rest of the marker line). Both operations are idempotent. A crontab whose markers do
/// not pair up (a begin without an end, an end first, two blocks) is refused with `CrontabEditError` rather than
/// guessed at: guessing could delete the user's lines.
package enum CrontabEditor {
    /// `existing` with `block` (which should end with a newline) in place of the current block, or appended if none,
    /// after a newline when the last line lacks one (cron needs it anyway); nothing else outside the block changes.
    package static func install(block: String, into existing: String) throws(CrontabEditError) -> String {
        let lines = splitLines(existing)
        if let range = try blockRange(in: lines) {
            return lines[..<range.lowerBound].joined() + block + lines[range.upperBound...].joined()
        }
        if existing.isEmpty { return block }
        return existing + (existing.hasSuffix("\n") ? "" : "\n") + block
    }

    /// `existing` without the block; unchanged when it has none.
    package static func uninstall(from existing: String) throws(CrontabEditError) -> String {
        let lines = splitLines(existing)
        guard let range = try blockRange(in: lines) else { return existing }
        return lines[..<range.lowerBound].joined() + lines[range.upperBound...].joined()
    }

    /// The `CRON_TZ` value in effect where the block is (or will be appended): the last `CRON_TZ=` assignment
    /// outside the block and before it; nil when there is none. The rendered block restores it after itself.
    package static func cronTZ(before existing: String) throws(CrontabEditError) -> String? {
        let lines = splitLines(existing)
        let end = try blockRange(in: lines)?.lowerBound ?? lines.count
        return lines[..<end].compactMap(cronTZAssignment).last
    }

    /// The value of a `CRON_TZ = value` line (quotes removed), as cron's environment parser reads it.
    static func cronTZAssignment(_ line: String) -> String? {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        var s = Substring(line)
        while let c = s.last, c.isNewline { s = s.dropLast() }
        s = s.drop(while: blank)
        guard s.hasPrefix("CRON_TZ") else { return nil }
        s = s.dropFirst("CRON_TZ".count).drop(while: blank)
        guard s.first == "=" else { return nil }
        s = s.dropFirst().drop(while: blank)
        while let c = s.last, blank(c) { s = s.dropLast() }
        if s.count >= 2, let q = s.first, q == "\"" || q == "'", s.last == q { s = s.dropFirst().dropLast() }
        return String(s)
    }

    /// Lines with their terminators, so that joining them gives back the text exactly.
    static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for c in text {
            current.append(c)
            // "\r\n" is one Character in Swift, so CRLF lines end here too.
            if c == "\n" || c == "\r\n" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The half-open line range of the block, nil when there is none; throws when the markers do not pair up.
    static func blockRange(in lines: [String]) throws(CrontabEditError) -> Range<Int>? {
        let begins = lines.indices.filter { lines[$0].hasPrefix(CrontabRenderer.beginMarker) }
        let ends = lines.indices.filter { lines[$0].hasPrefix(CrontabRenderer.endMarker) }
        switch (begins.count, ends.count) {
        case (0, 0):
            return nil
        case (1, 1) where begins[0] < ends[0]:
            return begins[0]..<(ends[0] + 1)
        case (1, 0):
            throw .damagedBlock("line \(begins[0] + 1) begins a kkeulmit block that never ends")
        case (0, 1):
            throw .damagedBlock("line \(ends[0] + 1) ends a kkeulmit block that never began")
        case (1, 1):
            throw .damagedBlock("the kkeulmit block's end (line \(ends[0] + 1)) comes before its beginning")
        default:
            throw .damagedBlock("there are \(begins.count) begin and \(ends.count) end markers of kkeulmit blocks")
        }
    }
}

/// Why the crontab cannot be edited safely.
package enum CrontabEditError: Error, Equatable, Sendable, CustomStringConvertible {
    case damagedBlock(String)

    package var description: String {
        switch self {
        case .damagedBlock(let what):
            return "the crontab's kkeulmit block is damaged: \(what); fix it with 'crontab -e' and try again"
        }
    }
}
