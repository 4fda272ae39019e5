import Foundation
import KkeulmitCLI
import KkeulmitCore

let status = await Application(service: ForecastAdviceService()).run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: Environment(ProcessInfo.processInfo.environment),
    stdout: FileDescriptorOutput.standardOutput, stderr: FileDescriptorOutput.standardError, clock: SystemTimeSource())
exit(status)
