import Foundation
import TestSupport
import Testing

@testable import KkeulmitCLI

/// The Makefile, run with a stand-in `swift` that logs what it is asked and builds nothing (its `--show-bin-path`
/// names the folder of the binary these tests were built with), and stand-ins for `apt-get` and `sudo` that log.
@Suite("Makefile")
struct MakefileTests {
    /// A scratch folder with the stand-ins on PATH.
    struct Stage {
        let root: URL
        var log: URL { root.appendingPathComponent("calls.log") }
        var prefix: URL { root.appendingPathComponent("prefix") }

        init() throws {
            root = try Subprocess.scratchDirectory()
            let bin = root.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let products = Subprocess.productsDirectory.path
            let swift = """
                #!/bin/sh
                echo "swift $*" >> "\(log.path)"
                case "$*" in *--show-bin-path*) echo "\(products)" ;; esac
                """
            try stub("swift", swift)
            for tool in ["apt-get", "sudo"] { try stub(tool, "#!/bin/sh\necho \"\(tool) $*\" >> \"\(log.path)\"\n") }
        }

        private func stub(_ name: String, _ body: String) throws {
            let file = root.appendingPathComponent("bin/" + name)
            try body.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }

        /// `make ARGUMENTS` in the repository, with the stand-ins first on PATH.
        func make(_ arguments: [String]) throws -> Subprocess.Result {
            try Subprocess.run(
                Subprocess.find("make") ?? "make",
                ["--no-print-directory", "-C", Subprocess.repository.path, "SWIFT=\(root.path)/bin/swift"]
                    + arguments,
                environment: ["PATH": root.path + "/bin:/usr/bin:/bin", "HOME": root.path])
        }

        var calls: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// Every file under `prefix`, relative to it.
        var installed: [String] {
            let base = prefix.path + "/"
            let walker = FileManager.default.enumerator(atPath: prefix.path)
            return (walker?.allObjects as? [String] ?? []).filter { path in
                var isDirectory: ObjCBool = false
                FileManager.default.fileExists(atPath: base + path, isDirectory: &isDirectory)
                return !isDirectory.boolValue
            }.sorted()
        }

        func cleanUp() { try? FileManager.default.removeItem(at: root) }
    }

    static let installedFiles = [
        "bin/kkeulmit", "share/bash-completion/completions/kkeulmit", "share/fish/vendor_completions.d/kkeulmit.fish",
        "share/man/man1/kkeulmit.1", "share/zsh/site-functions/_kkeulmit",
    ]

    @Test(
        "a dry run only prints: make -n builds, installs and asks apt-get for nothing",
        .requires(.make),
        arguments: ["bench", "bench-batch", "install", "release", "usage", "uninstall", "man", "dist", "package-check"])
    func dryRun(target: String) throws {
        let stage = try Stage()
        defer { stage.cleanUp() }
        let result = try stage.make(["-n", target, "PREFIX=\(stage.prefix.path)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(stage.calls == [], "make -n \(target) ran commands")
        #expect(!FileManager.default.fileExists(atPath: stage.prefix.path))
        if !["uninstall", "package-check"].contains(target) { #expect(result.stdout.contains("bin/swift build")) }
    }

    @Test(
        "make install puts the binary, man page and completions under DESTDIR/PREFIX; make uninstall removes them",
        .requires(.make))
    func installAndUninstall() throws {
        let stage = try Stage()
        defer { stage.cleanUp() }
        let staging = stage.root.appendingPathComponent("usage").path
        let install = try stage.make(["install", "PREFIX=\(stage.prefix.path)", "USAGE_DIR=\(staging)"])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(stage.installed == Self.installedFiles)
        let share = stage.prefix.path + "/share"
        #expect(try String(contentsOfFile: share + "/man/man1/kkeulmit.1", encoding: .utf8) == ManPage.roff)
        #expect(
            try String(contentsOfFile: share + "/bash-completion/completions/kkeulmit", encoding: .utf8)
                == CompletionShell.bash.script)
        #expect(
            try String(contentsOfFile: share + "/zsh/site-functions/_kkeulmit", encoding: .utf8)
                == CompletionShell.zsh.script)
        #expect(
            try String(contentsOfFile: share + "/fish/vendor_completions.d/kkeulmit.fish", encoding: .utf8)
                == CompletionShell.fish.script)
        let mode = try FileManager.default.attributesOfItem(atPath: stage.prefix.path + "/bin/kkeulmit")[
            .posixPermissions]
        #expect(mode as? Int == 0o755)
        #expect(!stage.calls.contains { $0.hasPrefix("apt-get") || $0.hasPrefix("sudo") })

        let uninstall = try stage.make(["uninstall", "PREFIX=\(stage.prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(stage.installed == [])
    }

    @Test(
        "DESTDIR stages an install under itself",
        .requires(.make))
    func destdir() throws {
        let stage = try Stage()
        defer { stage.cleanUp() }
        let staging = stage.root.appendingPathComponent("usage").path
        let result = try stage.make(
            ["install", "DESTDIR=\(stage.prefix.path)", "PREFIX=/opt/kkeulmit", "USAGE_DIR=\(staging)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(stage.installed == Self.installedFiles.map { "opt/kkeulmit/" + $0 })
    }

    @Test(
        "release links the Swift runtime statically and needs no libcurl development files",
        .requires(.make))
    func releaseIsStatic() throws {
        let stage = try Stage()
        defer { stage.cleanUp() }
        // A header path that does not exist, as on a host without libcurl4-openssl-dev: nothing asks for it.
        let result = try stage.make(["release", "CURL_HEADERS=\(stage.root.path)/missing/curl.h"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(stage.calls == ["swift build -c release --static-swift-stdlib --product kkeulmit"])
    }
}
