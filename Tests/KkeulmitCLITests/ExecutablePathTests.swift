import Foundation
import TestSupport
import Testing

@testable import KkeulmitCLI

@Suite("ExecutablePath")
struct ExecutablePathTests {
    @Test(
        "makes argv[0] absolute against the working directory",
        arguments: [
            ("/usr/local/bin/kkeulmit", "/usr/local/bin/kkeulmit"), ("./kkeulmit", "/home/me/bin/kkeulmit"),
            ("../bin/./kkeulmit", "/home/me/bin/kkeulmit"), ("sub/kkeulmit", "/home/me/bin/sub/kkeulmit"),
        ])
    func relative(argv0: String, expected: String) {
        #expect(ExecutablePath.absolute(argv0: argv0, workingDirectory: "/home/me/bin", path: nil) == expected)
    }

    @Test("a bare name is looked up on PATH, as the shell did; not found is nil")
    func onPath() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kk-exe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("kkeulmit-test-binary").path
        try ExecutableScript.write("#!/bin/sh\n", to: file)
        let found = ExecutablePath.absolute(
            argv0: "kkeulmit-test-binary", workingDirectory: "/", path: "/nonexistent:" + dir.path)
        #expect(found == file)
        #expect(ExecutablePath.absolute(argv0: "kkeulmit-test-binary", workingDirectory: "/", path: "/nope") == nil)
        #expect(ExecutablePath.absolute(argv0: "", workingDirectory: "/", path: nil) == nil)
    }

    @Test("the /proc/self/exe link loses Linux's ' (deleted)' after an upgrade; relative links are refused")
    func procLink() {
        #expect(ExecutablePath.fromProcLink("/usr/bin/kkeulmit (deleted)") == "/usr/bin/kkeulmit")
        #expect(ExecutablePath.fromProcLink("/usr/bin/kkeulmit") == "/usr/bin/kkeulmit")
        #expect(ExecutablePath.fromProcLink("kkeulmit") == nil)
        #expect(ExecutablePath.current()?.hasPrefix("/") == true)
    }
}
