import Foundation
import TestSupport
import Testing

/// A service that cannot be reached is named by what failed, from what libcurl reported, against the real things:
/// TLS servers on loopback with certificates from a throwaway CA (trusted, where a test needs it, only inside a
/// private mount namespace), a proxy that refuses, a name that does not resolve (a resolver that answers nothing,
/// also inside the namespace). Exit 69 and one line; never an insecure fallback.
@Suite(
    "Network failures named end to end", .requires(.openssl, .python3, .unshare),
    .timeLimit(.minutes(10)))
struct NetworkFailureEndToEndTests {
    /// A throwaway CA and two server certificates it signed: one for localhost, one for another name.
    final class Certificates {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-tls-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try openssl(
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=kkeulmit test CA",
                "-keyout", path("ca.key"), "-out", path("ca.pem"))
            for (name, host) in [("localhost", "localhost"), ("other", "other.example")] {
                try openssl(
                    "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=\(host)", "-keyout", path("\(name).key"),
                    "-out", path("\(name).csr"))
                try Data("subjectAltName=DNS:\(host)\n".utf8).write(to: URL(fileURLWithPath: path("\(name).ext")))
                try openssl(
                    "x509", "-req", "-in", path("\(name).csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
                    "-CAcreateserial", "-days", "2", "-extfile", path("\(name).ext"), "-out", path("\(name).pem"))
            }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        private func openssl(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw Failure(description: "openssl \(arguments[0]) failed") }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `Tests/Tools/tls-server.py`: the loopback services (KMA's 05시 issue among them) over TLS with `certificate`;
    /// stops when released.
    final class TLSServer {
        let process = Process()
        let input = Pipe()
        let port: Int

        init(certificate: String, key: String) throws {
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [
                Repository.root.appendingPathComponent("Tests/Tools/tls-server.py").path, certificate, key,
            ]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8)
            {
                line.append(byte)
            }
            guard let port = Int(String(decoding: line, as: UTF8.self)) else {
                throw Failure(description: "the TLS server did not start")
            }
            self.port = port
        }

        deinit {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// A port nothing listens on: bound, then closed.
    static func closedPort() throws -> Int { Int(LoopbackPort.dead()) }

    static let advice = [
        "now", "--place", "종로구", "--forecast-only", "--no-cache", "--timeout", "20",
    ]

    /// Runs the binary with `environment`, in a private mount namespace whose `binds` (source → target) are
    /// mounted first, so that the host's files stay as they are.
    static func run(_ environment: [String: String], binds: [(String, String)] = []) async throws
        -> BinaryRunner.Result
    {
        var env = ["KMA_SERVICE_KEY": "TESTKEY", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "TZ": "UTC"]
        env.merge(environment) { $1 }
        let mounts = binds.map { "mount --bind '\($0.0)' '\($0.1)'" } + ["exec \"$0\" \"$@\""]
        return try await BinaryRunner.run(
            ["--mount", "/bin/sh", "-c", mounts.joined(separator: " && "), BinaryRunner.binary.path] + advice,
            environment: env, executable: "/usr/bin/unshare")
    }

    @Test("a certificate from an unknown issuer: its host named, and what a TLS-inspecting network needs")
    func untrusted() async throws {
        let certificates = try Certificates()
        let server = try TLSServer(
            certificate: certificates.path("localhost.pem"), key: certificates.path("localhost.key"))
        let r = try await Self.run(["KKEULMIT_BASE_URL": "https://localhost:\(server.port)/kma"])
        #expect(r.status == 69 && r.stdout == "")
        #expect(
            r.stderr == "kkeulmit: could not reach KMA: the certificate of localhost is not trusted (unknown issuer): "
                + "a network that inspects TLS needs its CA in the system store (update-ca-certificates)\n")
    }

    @Test("with the CA trusted (inside the namespace) the same server answers; a certificate for another name does not")
    func otherName() async throws {
        let certificates = try Certificates()
        let trusted = try TLSServer(
            certificate: certificates.path("localhost.pem"), key: certificates.path("localhost.key"))
        let store = ("\(certificates.path("ca.pem"))", "/etc/ssl/certs/ca-certificates.crt")
        let ok = try await Self.run(
            [
                "KKEULMIT_BASE_URL": "https://localhost:\(trusted.port)/kma",
                "KKEULMIT_NOW": "2026-11-30T06:20:00+09:00",
            ],
            binds: [store])
        #expect(ok.status == 0, "\(ok.stderr)")
        let other = try TLSServer(certificate: certificates.path("other.pem"), key: certificates.path("other.key"))
        let r = try await Self.run(["KKEULMIT_BASE_URL": "https://localhost:\(other.port)/kma"], binds: [store])
        #expect(r.status == 69 && r.stdout == "")
        #expect(r.stderr.hasPrefix("kkeulmit: could not reach KMA: the certificate of localhost is for another name"))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a proxy that refuses the connection is named with the variable that set it")
    func proxyRefused() async throws {
        let port = try Self.closedPort()
        let proxy = "http://127.0.0.1:\(port)"
        let r = try await Self.run(["https_proxy": proxy, "HTTPS_PROXY": proxy, "no_proxy": "", "NO_PROXY": ""])
        #expect(r.status == 69 && r.stdout == "")
        #expect(
            r.stderr == "kkeulmit: could not reach KMA: the proxy 127.0.0.1:\(port) (https_proxy) refused the "
                + "connection: check https_proxy and no_proxy\n")
    }

    @Test("a name that does not resolve (a resolver that answers nothing, inside the namespace)")
    func unresolvable() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-dns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("resolv.conf")
        try Data("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n".utf8).write(to: resolver)
        let r = try await Self.run(
            ["KKEULMIT_BASE_URL": "https://kkeulmit-test.invalid/kma", "no_proxy": "*", "NO_PROXY": "*"],
            binds: [(resolver.path, "/etc/resolv.conf")])
        #expect(r.status == 69 && r.stdout == "")
        #expect(
            r.stderr == "kkeulmit: could not reach KMA: the name kkeulmit-test.invalid does not resolve: check the "
                + "network's DNS or --base-url\n")
    }
}
