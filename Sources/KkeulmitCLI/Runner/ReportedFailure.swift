/// An error that can reach `FailureReport`: it states its own exit code and line, so that no error a command throws
/// is left to the catch-all "internal error (TYPE)" by oversight. `ReportedFailureTests` keeps it so: every type
/// under `Sources/` declared as an `Error` either conforms, or is on that test's commented list of errors that never
/// leave their layer.
///
/// The conformances of the command line's own errors sit beside their types; those of the pipeline's and Core's,
/// one file each, in `Runner/Reported/`: a layer below names no option or help page.
package protocol ReportedFailure: Error {
    /// The exit code and the message (without the `kkeulmit: ` prefix). `topic` is the help page of the command
    /// that ran (`.general` when the command line did not parse), which a usage error points at.
    func report(topic: HelpTopic) -> (code: ExitCode, message: String)
}
