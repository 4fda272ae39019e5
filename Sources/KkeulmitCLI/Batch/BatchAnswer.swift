import KkeulmitCore

/// What `batch` writes for one input line: `{"id", "advice"}` or `{"id", "error": {"exitCode", "message"}}`, as one
/// line of compact JSON, and the line's exit code.
package struct BatchAnswer: Sendable, Equatable {
    /// The JSON object and a newline.
    package var text: String
    package var code: ExitCode

    /// The id and the advice object, each already written (and redacted: see `BatchAdvisor`).
    static func advice(writtenID: String, json: String) -> BatchAnswer {
        BatchAnswer(text: #"{"id":"# + writtenID + #","advice":"# + json + "}\n", code: .success)
    }

    static func error(id: JSONValue, _ code: ExitCode, _ message: String) -> BatchAnswer {
        let error = JSONValue.object([("exitCode", .integer(Int(code.rawValue))), ("message", .string(message))])
        return BatchAnswer(text: JSONWriter.write(.object([("id", id), ("error", error)])) + "\n", code: code)
    }

    /// How serious a line's code is, for the run's exit code: the most serious one wins. A fault of kkeulmit's
    /// first, then what stops every line (key, configuration), then KMA down, quota, KMA's data, the line itself.
    static func severity(_ code: ExitCode) -> Int {
        switch code {
        case .success: 0
        case .usage: 1
        case .dataError: 2
        case .temporaryFailure: 3
        case .unavailable: 4
        // No batch line creates files; ranked with the configuration, which it would stop alike.
        case .cannotCreate, .configuration: 5
        case .keyRejected: 6
        case .internalError: 7
        }
    }

    /// The more serious of two codes.
    static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode {
        severity(b) > severity(a) ? b : a
    }
}
