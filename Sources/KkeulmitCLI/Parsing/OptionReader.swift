import KkeulmitCore

/// Reads and validates the option values `CommandLineParser` collected for one command.
struct OptionReader {
    let options: [CommandLineParser.Occurrence]
    let topic: HelpTopic

    init(options: [CommandLineParser.Occurrence], topic: HelpTopic) throws(UsageError) {
        var seen: Set<String> = []
        for occurrence in options where !seen.insert(occurrence.spec.name).inserted {
            throw UsageError("\(occurrence.spec.name) was given more than once", topic: topic)
        }
        self.options = options
        self.topic = topic
    }

    func value(_ option: OptionSpec) -> String? {
        options.first { $0.spec == option }?.value
    }

    func flag(_ option: OptionSpec) -> Bool {
        options.contains { $0.spec == option }
    }

    /// `completion --list-places PREFIX`.
    func placePrefix() -> String? {
        value(.listPlaces)
    }

    mutating func adviceOptions() throws(UsageError) -> AdviceOptions {
        var result = AdviceOptions()
        result.location = try location()
        if let raw = value(.hours) {
            result.hours = try Self.integer(raw, name: "--hours", range: 1...48, topic: topic)
        }
        result.format = try format()
        try presentation(&result)
        result.language = try language()
        result.demo = flag(.demo)
        if let raw = value(.demo) { result.demoSample = try Self.demoSample(raw, topic: topic) }
        result.common = try common()
        if let raw = value(.back) {
            guard let back = TimeOfDay(parsing: raw) else {
                throw UsageError(
                    "--back must be a time of day HH:MM (KST), e.g. --back 19:00, got \(quoted(raw))", topic: topic)
            }
            result.back = back
        }
        return result
    }

    /// `feedback cold|ok|hot [--at DATETIME]`.
    mutating func feedbackOptions(_ operands: [String]) throws(UsageError) -> FeedbackOptions {
        let answers = FeedbackVerdict.allCases.map(\.rawValue)
        guard let word = operands.first else {
            throw UsageError("'feedback' needs how the advice felt: cold, ok or hot", topic: topic)
        }
        guard let verdict = FeedbackVerdict(rawValue: word.lowercased()) else {
            throw UsageError(
                "\(quoted(word)) is not an answer: give cold, ok or hot"
                    + CommandLineParser.suggestion(word, among: answers, quote: true), topic: topic)
        }
        var rest = operands.dropFirst()
        var at = value(.at)
        // `--at 2026-11-30 08:00` unquoted, as `at` takes it.
        if let date = at, date.count == 10, let time = rest.first, time.contains(":") {
            at = date + " " + time
            rest = rest.dropFirst()
        }
        if let extra = rest.first {
            throw UsageError("unexpected argument \(quoted(extra)) after \(quoted(word))", topic: topic)
        }
        var result = FeedbackOptions(verdict: verdict)
        if let raw = at {
            guard let at = ISO8601.parse(raw, allowLocal: true) else {
                throw UsageError(
                    "--at must look like 2026-11-30T08:00, '2026-11-30 08:00' (KST) or 2026-11-30T08:00:00+09:00, "
                        + "got \(quoted(raw))", topic: topic)
            }
            result.at = at
        }
        result.language = try language()
        let common = try common()
        result.configPath = common.configPath
        result.verbose = common.verbose
        return result
    }

    mutating func scheduleOptions() throws(UsageError) -> ScheduleOptions {
        var result = ScheduleOptions()
        switch (flag(.install), flag(.uninstall)) {
        case (true, true): throw UsageError("give --install or --uninstall, not both", topic: topic)
        case (true, false): result.action = .install
        case (false, true): result.action = .uninstall
        case (false, false): result.action = .print
        }
        result.utc = flag(.utc)
        result.systemd = flag(.systemd)
        if result.utc && result.systemd {
            throw UsageError("--utc is for crontab lines: --systemd timers keep KST by themselves", topic: topic)
        }
        if result.utc && result.action == .uninstall {
            throw UsageError("--utc only changes the lines written: it goes with printing or --install", topic: topic)
        }
        let common = try common()
        result.configPath = common.configPath
        result.verbose = common.verbose
        return result
    }

    /// `batch [--max-requests N] [--concurrency N] [--forecast-only] [common]`.
    func batchOptions() throws(UsageError) -> BatchOptions {
        var result = BatchOptions(forecastOnly: flag(.forecastOnly), common: try common())
        if let raw = value(.maxRequests) {
            result.maxRequests = try Self.integer(raw, name: "--max-requests", range: 0...Int(Int32.max), topic: topic)
        }
        if let raw = value(.concurrency) {
            result.concurrency = try Self.integer(
                raw, name: "--concurrency", range: 1...BatchOptions.maxConcurrency, topic: topic)
        }
        return result
    }

    /// `doctor [--json] [common]`.
    func doctorOptions() throws(UsageError) -> DoctorOptions {
        DoctorOptions(json: flag(.json), language: try language(), common: try common())
    }

    /// `--lang ko|en`.
    func language() throws(UsageError) -> OutputLanguage? {
        guard let raw = value(.lang) else { return nil }
        guard let language = OutputLanguage(rawValue: raw) else {
            throw UsageError(
                "--lang must be \(OptionSpec.languages.quotedAlternatives), got \(quoted(raw))", topic: topic)
        }
        return language
    }

    mutating func gridOptions() throws(UsageError) -> GridOptions {
        let json = flag(.json)
        switch try location() {
        case .cell(let nx, let ny): return GridOptions(query: .cell(nx: nx, ny: ny), json: json)
        case .coordinates(let lat, let lon):
            return GridOptions(query: .coordinates(latitude: lat, longitude: lon), json: json)
        case .place(let name): return GridOptions(query: .place(name), json: json)
        case nil:
            throw UsageError("grid needs --lat LAT --lon LON, --nx NX --ny NY or --place NAME", topic: topic)
        }
    }

    /// `--format 'TEMPLATE'`, `--chart`, `--ascii`, `--color`.
    private func presentation(_ result: inout AdviceOptions) throws(UsageError) {
        if let raw = value(.format), OutputTemplate.isTemplate(raw) {
            if flag(.json) {
                throw UsageError("--json contradicts a --format template: give one of them", topic: topic)
            }
            do throws(TemplateError) {
                result.template = try OutputTemplate(parsing: raw)
            } catch {
                throw UsageError(error.message, topic: topic)
            }
        }
        result.chart = flag(.chart)
        result.ascii = flag(.ascii)
        result.forecastOnly = flag(.forecastOnly)
        if result.chart, result.template != nil || (result.format ?? .text) != .text {
            throw UsageError("--chart goes with the text output, not --format or --json", topic: topic)
        }
        if result.ascii && !result.chart {
            throw UsageError("--ascii only changes the chart: give it with --chart", topic: topic)
        }
        if let raw = value(.color) {
            guard let choice = ColourChoice(rawValue: raw) else {
                throw UsageError(
                    "--color must be \(OptionSpec.colours.quotedAlternatives), got \(quoted(raw))", topic: topic)
            }
            result.colour = choice
        }
    }

    private func format() throws(UsageError) -> OutputFormat? {
        var format: OutputFormat?
        if let raw = value(.format), !OutputTemplate.isTemplate(raw) {
            guard let parsed = OutputFormat(rawValue: raw) else {
                throw UsageError(
                    "--format must be \(OptionSpec.formats.quotedAlternatives), or a template with {placeholders}; "
                        + "got \(quoted(raw))", topic: topic)
            }
            format = parsed
        }
        if flag(.json) {
            if let format, format != .json {
                throw UsageError("--json contradicts --format \(format.rawValue): give one of them", topic: topic)
            }
            format = .json
        }
        return format
    }

    func location() throws(UsageError) -> LocationSpec? {
        let nx = value(.nx)
        let ny = value(.ny)
        let lat = value(.lat)
        let lon = value(.lon)
        let place = value(.place)
        let kinds = [nx != nil || ny != nil, lat != nil || lon != nil, place != nil].filter { $0 }.count
        if kinds > 1 {
            throw UsageError(
                "give one location: --nx/--ny, --lat/--lon or --place, not several", topic: topic)
        }
        if nx != nil || ny != nil {
            guard let nx else { throw UsageError("--ny needs --nx too: --nx NX --ny NY", topic: topic) }
            guard let ny else { throw UsageError("--nx needs --ny too: --nx NX --ny NY", topic: topic) }
            return .cell(
                nx: try Self.integer(nx, name: "--nx", range: GridCell.nxRange, topic: topic),
                ny: try Self.integer(ny, name: "--ny", range: GridCell.nyRange, topic: topic))
        }
        if lat != nil || lon != nil {
            guard let lat else { throw UsageError("--lon needs --lat too: --lat LAT --lon LON", topic: topic) }
            guard let lon else { throw UsageError("--lat needs --lon too: --lat LAT --lon LON", topic: topic) }
            return .coordinates(
                latitude: try Self.decimal(
                    lat, name: "--lat", range: LocationSpec.latitudeRange, what: "a latitude", topic: topic),
                longitude: try Self.decimal(
                    lon, name: "--lon", range: LocationSpec.longitudeRange, what: "a longitude", topic: topic))
        }
        if let place {
            let trimmed = place.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw UsageError("--place needs a name, e.g. --place 종로구", topic: topic) }
            return .place(trimmed)
        }
        return nil
    }

    func common() throws(UsageError) -> CommonOptions {
        var result = CommonOptions()
        if let raw = value(.baseURL) {
            switch BaseURL.validate(raw, source: "--base-url") {
            case .success(let url): result.baseURL = url
            case .failure(let error): throw UsageError(error.message, topic: topic)
            }
        }
        if let raw = value(.timeout) {
            guard let seconds = Self.number(raw), seconds > 0 else {
                throw UsageError("--timeout must be a positive number of seconds, got \(quoted(raw))", topic: topic)
            }
            result.timeoutSeconds = seconds
        }
        if let raw = value(.maxStale) {
            guard let hours = Self.number(raw), hours >= 0 else {
                throw UsageError("--max-stale must be a number of hours, 0 or more, got \(quoted(raw))", topic: topic)
            }
            result.maxStaleHours = hours
        }
        if let raw = value(.config) {
            guard !raw.isEmpty else { throw UsageError("--config needs a file path", topic: topic) }
            result.configPath = raw
        }
        result.noCache = flag(.noCache)
        result.verbose = flag(.verbose)
        return result
    }

    static func integer(_ raw: String, name: String, range: ClosedRange<Int>, topic: HelpTopic) throws(UsageError)
        -> Int
    {
        guard let value = Int(raw), range.contains(value) else {
            throw UsageError(
                "\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got \(quoted(raw))",
                topic: topic
            )
        }
        return value
    }

    static func decimal(
        _ raw: String, name: String, range: ClosedRange<Double>, what: String, topic: HelpTopic
    ) throws(UsageError) -> Double {
        guard let value = number(raw), range.contains(value) else {
            throw UsageError(
                "\(name) must be \(what) from \(NumberText.compact(range.lowerBound)) to "
                    + "\(NumberText.compact(range.upperBound)) (the area KMA's grid covers), "
                    + "got \(quoted(raw))", topic: topic)
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
