import KkeulmitCore

/// What `CommandLineParser` read for one command: operands and accepted options, each at most once. A command's
/// `init(parsing:)` binds them by the `OptionSpec` its help comes from; readers here serve several commands.
struct ParsedArguments {
    let options: [CommandLineParser.Occurrence]
    /// The words after the command that are not options, in order.
    let operands: [String]
    /// The command's help page, which its usage errors point at.
    let topic: HelpTopic

    init(options: [CommandLineParser.Occurrence], operands: [String] = [], topic: HelpTopic) throws(UsageError) {
        var seen: Set<String> = []
        for occurrence in options where !seen.insert(occurrence.spec.name).inserted {
            throw UsageError("\(occurrence.spec.name) was given more than once", topic: topic)
        }
        (self.options, self.operands, self.topic) = (options, operands, topic)
    }

    /// A usage error pointing at this command's help page.
    func error(_ message: String) -> UsageError { UsageError(message, topic: topic) }

    /// Refuses operands, for the commands that take options alone.
    func noOperands() throws(UsageError) {
        try nothing(after: 0, what: "'\(topic.rawValue)'")
    }

    /// Refuses an operand after the last one a command takes (`what`: `the SHELL`).
    func nothing(after count: Int, what: String) throws(UsageError) {
        if let extra = operands.dropFirst(count).first {
            throw error("unexpected argument \(quoted(extra)) after \(what)")
        }
    }

    func value(_ option: OptionSpec) -> String? {
        options.first { $0.spec == option }?.value
    }

    func flag(_ option: OptionSpec) -> Bool {
        options.contains { $0.spec == option }
    }

    /// `--lang ko|en`.
    func language() throws(UsageError) -> OutputLanguage? { try choice(.lang) }

    /// The value of an option that takes one of `Value`'s words (`--lang`, `--color`, `--schedule`).
    func choice<Value: CaseIterable & RawRepresentable<String>>(_ option: OptionSpec) throws(UsageError) -> Value? {
        guard let raw = value(option) else { return nil }
        guard let chosen = Value(rawValue: raw) else {
            let words = Value.allCases.map(\.rawValue)
            throw error("\(option.name) must be \(words.quotedAlternatives), got \(quoted(raw))")
        }
        return chosen
    }

    /// The value of an integer option within `range`.
    func integer(_ option: OptionSpec, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        try value(option).map { raw throws(UsageError) in try integer(raw, name: option.name, range: range) }
    }

    /// The value of a decimal option that `isValid` takes (`--timeout`, `--max-stale`); `must` says what it must be.
    func decimal(_ option: OptionSpec, must: String, _ isValid: (Double) -> Bool) throws(UsageError) -> Double? {
        guard let raw = value(option) else { return nil }
        guard let value = Self.number(raw), isValid(value) else {
            throw error("\(option.name) must be \(must), got \(quoted(raw))")
        }
        return value
    }

    func location() throws(UsageError) -> LocationSpec? {
        let kinds = [value(.nx) ?? value(.ny), value(.lat) ?? value(.lon), value(.place)].compactMap { $0 }.count
        if kinds > 1 { throw error("give one location: --nx/--ny, --lat/--lon or --place, not several") }
        if case let (nx, ny)? = try pair(.nx, .ny) {
            return .cell(
                nx: try integer(nx, name: "--nx", range: GridCell.nxRange),
                ny: try integer(ny, name: "--ny", range: GridCell.nyRange))
        }
        if case let (lat, lon)? = try pair(.lat, .lon) {
            return .coordinates(
                latitude: try decimal(lat, name: "--lat", range: LocationSpec.latitudeRange, what: "a latitude"),
                longitude: try decimal(lon, name: "--lon", range: LocationSpec.longitudeRange, what: "a longitude"))
        }
        if let place = value(.place) {
            let trimmed = place.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw error("--place needs a name, e.g. --place 종로구") }
            return .place(trimmed)
        }
        return nil
    }

    /// Values of two paired options (`--nx NX --ny NY`): nil when neither is given; one alone is refused.
    private func pair(_ first: OptionSpec, _ second: OptionSpec) throws(UsageError) -> (String, String)? {
        switch (value(first), value(second)) {
        case (nil, nil): return nil
        case (let a?, let b?): return (a, b)
        case (nil, _): throw error("\(second.name) needs \(first.name) too: \(first.usage) \(second.usage)")
        case (_, nil): throw error("\(first.name) needs \(second.name) too: \(first.usage) \(second.usage)")
        }
    }

    /// `--base-url`, `--timeout`, `--no-cache`, `--max-stale`, `--config`, `--verbose`.
    func common() throws(UsageError) -> CommonOptions { try CommonOptions(self) }

    private func integer(_ raw: String, name: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(raw), range.contains(value) else {
            throw error(
                "\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got \(quoted(raw))")
        }
        return value
    }

    private func decimal(_ raw: String, name: String, range: ClosedRange<Double>, what: String) throws(UsageError)
        -> Double
    {
        guard let value = Self.number(raw), range.contains(value) else {
            throw error(
                "\(name) must be \(what) from \(NumberText.compact(range.lowerBound)) to "
                    + "\(NumberText.compact(range.upperBound)) (the area KMA's grid covers), got \(quoted(raw))")
        }
        return value
    }

    /// A plain decimal number: no hex, exponent, `nan` or `inf`, which `Double.init` would accept.
    static func number(_ raw: String) -> Double? {
        guard !raw.isEmpty, raw.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(raw), value.isFinite
        else { return nil }
        return value
    }
}

/// Options every advice command shares (`[common options]` in synopses, `OptionSection.common`).
package struct CommonOptions: Equatable, Sendable {
    /// `--base-url`, validated (http/https, no query) and without a trailing slash.
    package var baseURL: String?
    /// `--timeout SECONDS`, positive.
    package var timeoutSeconds: Double?
    package var noCache = false
    package var verbose = false
    /// `--max-stale HOURS`: how old a cached forecast may be and still stand in when KMA fails.
    package var maxStaleHours: Double?
    /// `--config PATH`: use this config file instead of the XDG one.
    package var configPath: String?
}

extension CommonOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(
            baseURL: try arguments.value(.baseURL).map { raw throws(UsageError) in
                try BaseURL.validate(raw, source: "--base-url").mapError { arguments.error($0.message) }.get()
            },
            timeoutSeconds: try arguments.decimal(.timeout, must: "a positive number of seconds") { $0 > 0 },
            noCache: arguments.flag(.noCache), verbose: arguments.flag(.verbose),
            maxStaleHours: try arguments.decimal(.maxStale, must: "a number of hours, 0 or more") { $0 >= 0 },
            configPath: arguments.value(.config))
        if configPath?.isEmpty == true { throw arguments.error("--config needs a file path") }
    }
}
