import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `setup`'s dialog asks and reads: the terminal (`TerminalConsole`), a script in tests.
protocol SetupConsole: Sendable {
    /// Writes `text` as it is (prompts end without a newline).
    func write(_ text: String)
    /// Shows `prompt`, then reads one line typed, without its line end; nil at the end of the input.
    func readLine(prompt: String) async -> String?
    /// Turns the terminal's echo off, shows `prompt` and reads one line, so that what is typed never shows (not
    /// even typed ahead); nil at the end of input.
    func readSecret(prompt: String) async -> String?
}

/// The controlling terminal: `/dev/tty`, opened read-write (else stdin and stderr, when stdin is the terminal). A
/// secret is read with `ECHO` cleared and the terminal's settings restored on every way out: the line read, the end of
/// input, an error, and SIGINT, SIGTERM, SIGHUP or SIGQUIT while it waits (then the signal's default action).
final class TerminalConsole: SetupConsole {
    private let input: Int32
    private let output: Int32
    private let owned: Bool

    /// The terminal, or nil when there is none to ask on.
    init?() {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        if tty >= 0 {
            (input, output, owned) = (tty, tty, true)
        } else if isatty(0) == 1 {
            (input, output, owned) = (0, 2, false)
        } else {
            return nil
        }
    }

    deinit {
        if owned { close(input) }
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }

    func readLine(prompt: String) async -> String? {
        write(prompt)
        return await Self.onThread { [input] in Self.line(from: input) }
    }

    func readSecret(prompt: String) async -> String? {
        let line = await Self.onThread { [input, self] in
            let off = EchoGuard.turnOff(input)
            defer { if off { EchoGuard.restore() } }
            // Only now, with echo off, is the person asked: nothing typed in answer can show.
            self.write(prompt)
            return Self.line(from: input)
        }
        // The Enter typed was not echoed either: end the prompt's line.
        write("\n")
        return line
    }

    /// Runs a blocking read on a thread of its own, not on the Swift concurrency pool.
    private static func onThread(_ read: @escaping @Sendable () -> String?) async -> String? {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: read()) }.start()
        }
    }

    /// Bytes up to a line end (a terminal in canonical mode hands over whole lines); nil at the end of input.
    private static func line(from fd: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = Glibc.read(fd, &byte, 1)
            if n < 0, errno == EINTR { continue }
            guard n == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { break }
            // A key is short; a line longer than this is not an answer.
            if bytes.count < 4096 { bytes.append(byte) }
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The terminal's settings while echo is off, kept where a signal handler can restore them. One secret is read at
/// a time in a process, so one saved copy suffices.
private enum EchoGuard {
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var descriptor: Int32 = -1
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Clears `ECHO` (the line still edits as usual); false when `fd` is not a terminal.
    static func turnOff(_ fd: Int32) -> Bool {
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else { return false }
        saved = settings
        descriptor = fd
        for signal in signals { _ = Glibc.signal(signal, restoreAndRaise) }
        settings.c_lflag &= ~tcflag_t(ECHO)
        guard tcsetattr(fd, TCSANOW, &settings) == 0 else {
            restore()
            return false
        }
        return true
    }

    static func restore() {
        guard descriptor >= 0 else { return }
        _ = tcsetattr(descriptor, TCSANOW, &saved)
        descriptor = -1
        for signal in signals { _ = Glibc.signal(signal, SIG_DFL) }
    }
}

/// A signal while echo is off: terminal settings back, then the signal's default action. Only async-signal-safe calls.
private func restoreAndRaise(_ signal: Int32) {
    if EchoGuard.descriptor >= 0 { _ = tcsetattr(EchoGuard.descriptor, TCSANOW, &EchoGuard.saved) }
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
}
