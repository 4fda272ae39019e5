// swift-tools-version: 6.0
// kkeulmit depends on the Swift toolchain alone: no package dependencies, ever.
import PackageDescription

let package = Package(
    name: "kkeulmit",
    // Linux is what CI builds and tests. macOS needs 15 for String(validating:as:) and Synchronization.Mutex;
    // it is declared so that the requirement is stated, not claimed as tested.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "KkeulmitCore", targets: ["KkeulmitCore"]),
        .executable(name: "kkeulmit", targets: ["kkeulmit"]),
    ],
    targets: [
        // Forecast models, the KMA client, grid math and the outfit engine.
        .target(name: "KkeulmitCore"),
        // Argument parsing, commands, configuration and rendering; a library so tests can call it directly.
        .target(name: "KkeulmitCLI", dependencies: ["KkeulmitCore"]),
        // The thin executable: hands argv, the environment and the real clock to KkeulmitCLI.
        .executableTarget(name: "kkeulmit", dependencies: ["KkeulmitCLI", "KkeulmitCore"]),
        // `make bench`: in-process timings of decoding, mapping, the engine and the cache (docs/BENCHMARKS.md).
        .executableTarget(name: "KkeulmitBench", dependencies: ["KkeulmitCore"], path: "Benchmarks/KkeulmitBench"),
        // What the libFuzzer targets run on each input; the regression tests replay the corpora through it too.
        .target(name: "KkeulmitFuzzSupport", dependencies: ["KkeulmitCLI", "KkeulmitCore"]),
        // What several test targets need alike (test executables written safely); no product code uses it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "KkeulmitCoreTests", dependencies: ["KkeulmitCore", "KkeulmitFuzzSupport"]),
        .testTarget(
            name: "KkeulmitCLITests",
            dependencies: ["KkeulmitCLI", "KkeulmitCore", "KkeulmitFuzzSupport", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["KkeulmitCore", "TestSupport"]),
    ]
)

// libFuzzer targets, declared only for `make fuzz` (KKEULMIT_FUZZ=1), so that plain builds and tests never see
// them. Each holds nothing but `LLVMFuzzerTestOneInput`, which calls into `FuzzEntry` / `CLIFuzzEntry`
// (KkeulmitFuzzSupport).
if Context.environment["KKEULMIT_FUZZ"] == "1" {
    for name in ["FuzzKMAResponse", "FuzzCommandLine", "FuzzConfigFile", "FuzzBatchInput"] {
        package.targets.append(.executableTarget(name: name, dependencies: ["KkeulmitFuzzSupport"]))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
