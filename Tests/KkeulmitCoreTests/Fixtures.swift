import Foundation

/// Reads files from Fixtures/KMA at the package root (found from this file's path, so no resource bundle and
/// no working-directory assumption is needed).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KkeulmitCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures/KMA")

    static func data(_ name: String) -> Data {
        let url = directory.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else {
            fatalError("missing fixture \(url.path): run make generate")
        }
        return data
    }

    static func text(_ name: String) -> String { String(decoding: data(name), as: UTF8.self) }

    /// The answer's JSON object, for tests that reshape it (paging).
    static func json(_ name: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: data(name))) as? [String: Any] ?? [:]
    }
}
