import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension BinaryRunner.Result {
    /// Seconds a run may take beyond its `--timeout`, for the one deadline bound the suites keep.
    ///
    /// The binary measures `--timeout` on its own monotonic clock from its start, so all the bound must allow
    /// beyond it is what that clock cannot see: exec, loading and start-up before, exit and the test thread's
    /// wake-up after. That is about 0.1 s on an idle machine and stays well under 1 s with every core busy (the
    /// suites that bound deadlines run `.serialized`, so their own runs do not compete). Load can only make a run
    /// later, so the bound is one-sided, and 15 s is over ten times what load adds; a deadline not kept overshoots
    /// it by far more (a 1 byte/s drip of a 900-row answer lasts days, and `hardTimeout` ends it at 60 s).
    static let deadlineAllowance = 15.0

    /// The run ended within `timeout` plus `deadlineAllowance`.
    func endsByDeadline(_ timeout: Double) -> Bool { seconds < timeout + Self.deadlineAllowance }
}

extension BinaryRunner.Sandbox {
    /// `$XDG_CACHE_HOME/kkeulmit`, where the binary keeps its cache entries and lock files.
    var kkeulmitCache: String { cacheDirectory + "/kkeulmit" }

    /// Names of the files in the binary's cache directory, sorted; empty when it does not exist.
    func cacheFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: kkeulmitCache)) ?? []).sorted()
    }

    /// Every regular file under the sandbox's config and cache homes, with its bytes.
    func allFiles() -> [(path: String, data: Data)] {
        var out: [(String, Data)] = []
        for top in [root.path + "/config", cacheDirectory] {
            guard let walker = FileManager.default.enumerator(atPath: top) else { continue }
            for case let relative as String in walker {
                let path = top + "/" + relative
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    let data = FileManager.default.contents(atPath: path)
                else { continue }
                out.append((path, data))
            }
        }
        return out
    }
}

/// KMA answers from `/Fixtures/KMA`.
enum KMAFixture {
    static func data(_ name: String) -> Data {
        let url = Repository.kmaFixtures.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else { fatalError("missing fixture \(url.path)") }
        return data
    }

    /// The 05시 issue of 2026-11-30 for cell 60/127 (Seoul, Jongno), 907 rows.
    static let success0500 = data("vilage-fcst-0500-success.json")
}

enum LoopbackPort {
    /// A loopback port nothing listens on, so connecting to it is refused. The socket stays bound (never
    /// listening) for the test process's life: a port bound and closed at once could be taken by another test's
    /// server before the binary connects, which then answered where a refusal was expected (seen under CI).
    static func dead() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        precondition(fd >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return UInt16(bigEndian: actual.sin_port)
    }
}
