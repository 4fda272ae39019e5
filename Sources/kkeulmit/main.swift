import CCurlLoader
import Foundation
import KkeulmitCLI
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Once for the whole process, only here: a write to a pipe whose reader is gone (stdout piped to a command that exited,
// `crontab -` exiting unread) must fail with EPIPE, which the run reports, not kill the process silently.
signal(SIGPIPE, SIG_IGN)
let closed = FileDescriptor.claimStandardDescriptors()
fixMallocThresholds()

// libcurl is loaded when the first request is due (CCurlLoader); failing to load fails that request. A failed request
// is named by what libcurl reported for its host (CCurlLoader watches every transfer) and the environment's proxy.
let environment = ProcessInfo.processInfo.environment
let network = NetworkAccess(
    prepare: {
        switch kkeulmit_curl_load() {
        case Int32(KKEULMIT_CURL_LOADED): nil
        case Int32(KKEULMIT_CURL_INCOMPLETE):
            "the installed libcurl lacks a function URLSession needs: reinstall libcurl4"
        default: "cannot load libcurl (libcurl.so.4): install libcurl4"
        }
    },
    diagnose: { host in
        var (verify, connect) = (0, 0)
        let code = kkeulmit_curl_failure(host, &verify, &connect)
        return code == 0 ? nil : NetworkAccess.CurlReport(code: Int(code), verify: verify, connect: connect)
    },
    proxy: { ProxyEnvironment.proxy(for: $0, environment: environment) })
let application = Application(
    service: ForecastAdviceService(), executablePath: { ExecutablePath.current() },
    standardInput: FileDescriptor(descriptor: 0, closedAtStart: closed.contains(0)),
    hostTimeZone: { HostTimeZone.current(environment: $0) },
    workingDirectory: FileManager.default.currentDirectoryPath, network: network)
let status = await application.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: Environment(environment),
    stdout: FileDescriptor(descriptor: 1, closedAtStart: closed.contains(1)),
    stderr: FileDescriptor(descriptor: 2), clock: SystemTimeSource())
if status == Application.readerGoneStatus {
    // Nobody reads the output: end as a program that leaves SIGPIPE alone does, so `set -o pipefail` and the
    // shell see what they expect of `kkeulmit now | head -1`.
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
}
exit(status)

/// `mallopt(M_MMAP_THRESHOLD, 128 KiB)` and `mallopt(M_TRIM_THRESHOLD, 1 MiB)`, looked up at run time: Swift's
/// Glibc module does not export `mallopt`. Values from glibc's malloc.h. A run fetching thousands of answers of a
/// few hundred KB (`batch`): glibc would raise its mmap threshold after the first is freed and keep every later
/// one's memory in a fragmented heap (peak RSS 300 MB for 1,000 cells instead of 70). A fixed threshold hands each
/// back to the system when it is freed; for a run of one answer it changes nothing.
func fixMallocThresholds() {
    #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)
        _ = mallopt(mmapThreshold, 128 << 10)
        _ = mallopt(trimThreshold, 1 << 20)
    #endif
}
