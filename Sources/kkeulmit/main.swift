import Foundation
import KkeulmitCLI
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Once, for the whole process, and only here: a write to a pipe whose reader has gone (stdout piped into a command
// that exited, `crontab -` exiting without reading its input) must fail with EPIPE, which the run reports, rather
// than kill the process with no message.
signal(SIGPIPE, SIG_IGN)
let closed = FileDescriptorOutput.claimStandardDescriptors()

let status = await Application(service: ForecastAdviceService()).run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: Environment(ProcessInfo.processInfo.environment),
    stdout: FileDescriptorOutput(descriptor: 1, closedAtStart: closed.contains(1)),
    stderr: FileDescriptorOutput.standardError, clock: SystemTimeSource())
if status == Application.readerGoneStatus {
    // Nobody reads the output: end as a program that leaves SIGPIPE alone does, so `set -o pipefail` and the
    // shell see what they expect of `kkeulmit now | head -1`.
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
}
exit(status)
