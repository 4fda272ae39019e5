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

let status = await Application(service: ForecastAdviceService()).run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: Environment(ProcessInfo.processInfo.environment),
    stdout: FileDescriptorOutput.standardOutput, stderr: FileDescriptorOutput.standardError, clock: SystemTimeSource())
exit(status)
