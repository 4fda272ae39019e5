import Foundation
import KkeulmitCore

/// The state files under `$XDG_STATE_HOME/kkeulmit/`, through the injected file system. A missing file is an empty
/// history; a damaged one (or of another state version) is ignored with a warning and moved aside to `NAME.damaged`,
/// so the warning comes once and nothing is lost; the next write starts afresh.
struct StateStore {
    let directory: String
    let fileSystem: any FileSystem
    /// One line on stderr (a damaged file is worth saying even without `--verbose`).
    let warn: (String) -> Void

    var advicePath: String { directory + "/" + FeedbackState.adviceFileName }
    var answersPath: String { directory + "/" + FeedbackState.answersFileName }

    var isWritable: Bool { fileSystem is any WritableFileSystem }

    /// The advice printed so far. A file that is there but cannot be read throws (`feedback`, which cannot do
    /// without it), or with `warns` is gone on without, with a warning (then nothing throws).
    func readAdviceHistory(orWarn warns: Bool = false) throws(ConfigurationError) -> [AdviceRecord] {
        try read(advicePath, orWarn: warns, FeedbackState.decodeAdvice) ?? []
    }

    /// The answers so far, read as `readAdviceHistory` reads.
    func readAnswers(orWarn warns: Bool = false) throws(ConfigurationError) -> [FeedbackAnswer] {
        try read(answersPath, orWarn: warns, FeedbackState.decodeAnswers) ?? []
    }

    /// What was advised, written on every advice run without fsync: it only lets `feedback` name the advice
    /// answered, so a crash losing the last record costs nothing, while two fsyncs cost a cached run more than
    /// half its time (docs/BENCHMARKS.md). The answers (`save(answers:)`) stay durable.
    func save(advice: [AdviceRecord]) throws(FileWriteError) {
        try write(FeedbackState.encodeAdvice(advice), to: advicePath, durable: false)
    }

    func save(answers: [FeedbackAnswer]) throws(FileWriteError) {
        try write(FeedbackState.encodeAnswers(answers), to: answersPath)
    }

    private func write(_ data: Data, to path: String, durable: Bool = true) throws(FileWriteError) {
        guard let writable = fileSystem as? any WritableFileSystem else {
            throw FileWriteError("this file system cannot be written to")
        }
        try writable.replaceFile(atPath: path, with: data, durable: durable)
    }

    private func read<T>(
        _ path: String, orWarn warns: Bool, _ decode: (Data) throws(FeedbackState.Problem) -> T
    ) throws(ConfigurationError) -> T? {
        let data: Data
        do {
            data = try fileSystem.contents(atPath: path)
        } catch .notFound {
            return nil
        } catch {
            guard warns else {
                throw ConfigurationError(
                    "cannot read the state file \(path): \(error.reason); make \(directory) yours to read and write "
                        + "(chmod u+rwx, chown), or point XDG_STATE_HOME at a directory that is")
            }
            warn("cannot read the state file \(path): \(error.reason); going on without it")
            return nil
        }
        do {
            return try decode(data)
        } catch {
            let aside = path + ".damaged"
            var moved = ""
            if let writable = fileSystem as? any WritableFileSystem,
                (try? writable.moveFile(atPath: path, toPath: aside)) != nil
            {
                moved = "; moved it to \(aside)"
            }
            warn("ignoring the state file \(path): \(error.description)\(moved)")
            return nil
        }
    }
}
