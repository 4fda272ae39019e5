import Foundation
import Testing

/// `kkeulmit setup`'s dialog on a real terminal: the binary runs on a pseudo-terminal (Python's `pty`, the child's
/// controlling terminal), and a driver types each answer once the question asking for it is on the screen, so
/// nothing waits for a fixed time. What the terminal showed is checked: the candidates of an ambiguous name, and
/// never the key, which the terminal did not echo.
@Suite("setup on a terminal, end to end")
struct SetupTerminalEndToEndTests {
    static let python = "/usr/bin/python3"

    /// Runs `binary ARGS…` on a pty; `steps` are (text to wait for, what to type then). Prints everything the
    /// terminal showed, then `@@exit N` (124 when the child hung or ended before a question).
    static let driver = #"""
        import json, os, pty, select, sys, time
        binary, steps, args = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3:]
        pid, fd = pty.fork()
        if pid == 0:
            os.execv(binary, [binary] + args)
        out, seen = b"", 0
        limit = time.monotonic() + 120  # only for a hung child: every wait below is for text
        def more():
            global out
            ready, _, _ = select.select([fd], [], [], max(0.0, limit - time.monotonic()))
            if not ready:
                raise TimeoutError("no more output")
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b""
            out += chunk
            return chunk != b""
        try:
            for expect, send in steps:
                want = expect.encode()
                while out.find(want, seen) < 0:
                    if not more():
                        raise EOFError(expect)
                seen = out.find(want, seen) + len(want)
                os.write(fd, send.encode())
            while more():
                pass
            code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        except (TimeoutError, EOFError) as e:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            code, out = 124, out + ("\n@@driver: %r" % (e,)).encode()
        sys.stdout.buffer.write(out + b"\n@@exit %d\n" % code)
        """#

    @Test(
        "the dialog: an ambiguous place, then a candidate, the key unseen, the table, the files",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: python)
                || ProcessInfo.processInfo.environment["CI"] == "true",
            "python3 (for its pty module) is not installed"))
    func dialog() async throws {
        var answers = DoctorEndToEndTests.Answers()
        answers.uv = DoctorEndToEndTests.keyNotRegistered
        let scenario = try DoctorEndToEndTests.scenario(answers)
        let sandbox = scenario.sandbox
        let key = SetupEndToEndTests.key
        let steps: [[String]] = [
            ["옷차림을 볼까요?", "서구\n"], ["번호(1–5)", "2\n"], ["서비스 키", key + "\n"], ["API허브 인증키", "\n"],
            ["설치할까요?", "\n"],
        ]
        let stepsJSON = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
        var environment = sandbox.environment
        environment.merge(SetupEndToEndTests.environment(scenario)) { $1 }
        environment["TERM"] = "xterm"
        let result = try await BinaryRunner.run(
            ["-c", Self.driver, BinaryRunner.binary.path, stepsJSON, "setup"], environment: environment,
            executable: Self.python)
        let screen = result.stdout
        #expect(screen.hasSuffix("@@exit 0\n"), "\(screen)\nstderr: \(result.stderr)")
        for candidate in ["부산광역시 서구", "대구광역시 서구", "인천광역시 서구", "대전광역시 서구"] {
            #expect(screen.contains(candidate))
        }
        #expect(screen.contains("→ 대구광역시 서구"))
        // Echo was off: what was typed for the key never reached the screen, in any form.
        E2E.expectClean(
            BinaryRunner.Result(status: 0, stdout: screen, stderr: result.stderr, timedOut: false), secrets: [key])
        // The table: five services answer, the UV index is to apply for, by its name on data.go.kr.
        // The terminal ends lines with CR LF, one Character in Swift.
        let rows = screen.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.filter { $0.hasPrefix("응답 ") }.count == 5, "\(screen)")
        #expect(rows.contains { $0.hasPrefix("신청 필요") && $0.contains("data.go.kr: 기상청_생활기상지수 조회서비스") })
        let keyFile = sandbox.configDirectory + "/key"
        #expect(SetupEndToEndTests.text(keyFile) == key + "\n")
        #expect(SetupEndToEndTests.mode(keyFile) == 0o600)
        let config = try #require(SetupEndToEndTests.text(sandbox.configFile))
        #expect(config.contains("\"location\": {\"place\":\"대구광역시 서구\"}"))
        #expect(config.contains("\"serviceKeyFile\": \"\(keyFile)\""))
        #expect(!config.contains("apiHubKeyFile"))
    }

    /// Waits for the key's question, reads whether the terminal echoes then, types Ctrl-C, and reads it again once
    /// the child has ended: `echo during: False, after: True, signal: 2`.
    static let interrupter = #"""
        import os, pty, select, sys, termios, time
        pid, fd = pty.fork()
        if pid == 0:
            os.execv(sys.argv[1], sys.argv[1:])
        out, limit = b"", time.monotonic() + 120  # only for a hung child
        while "서비스 키".encode() not in out:
            ready, _, _ = select.select([fd], [], [], max(0.0, limit - time.monotonic()))
            if not ready:
                break
            out += os.read(fd, 4096)
        during = bool(termios.tcgetattr(fd)[3] & termios.ECHO)
        os.write(fd, b"\x03")
        status = os.waitpid(pid, 0)[1]
        after = bool(termios.tcgetattr(fd)[3] & termios.ECHO)
        signal = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
        print("echo during: %s, after: %s, signal: %s" % (during, after, signal))
        """#

    @Test(
        "Ctrl-C at the key's question: the terminal echoes again, the run ends by SIGINT, nothing is written",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: python)
                || ProcessInfo.processInfo.environment["CI"] == "true",
            "python3 (for its pty module) is not installed"))
    func interrupted() async throws {
        let scenario = try DoctorEndToEndTests.scenario(DoctorEndToEndTests.Answers())
        var environment = scenario.sandbox.environment
        environment.merge(SetupEndToEndTests.environment(scenario)) { $1 }
        let result = try await BinaryRunner.run(
            ["-c", Self.interrupter, BinaryRunner.binary.path, "setup", "--place", "종로구"], environment: environment,
            executable: Self.python)
        #expect(result.stdout == "echo during: False, after: True, signal: 2\n", "stderr: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scenario.sandbox.configFile))
        #expect(scenario.requests.isEmpty)
    }
}
