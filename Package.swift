// swift-tools-version: 6.0
// kkeulmit depends on the Swift toolchain alone: no package dependencies, ever.
import PackageDescription

let package = Package(
    name: "kkeulmit",
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
        .testTarget(name: "KkeulmitCoreTests", dependencies: ["KkeulmitCore"]),
        .testTarget(name: "KkeulmitCLITests", dependencies: ["KkeulmitCLI", "KkeulmitCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["KkeulmitCore"]),
    ]
)

// libFuzzer targets, declared only for `make fuzz` (KKEULMIT_FUZZ=1), so that plain builds and tests never see
// them. Each holds nothing but `LLVMFuzzerTestOneInput`, which calls into `FuzzEntry` / `CLIFuzzEntry`.
if Context.environment["KKEULMIT_FUZZ"] == "1" {
    for (name, library) in [
        ("FuzzKMAResponse", "KkeulmitCore"), ("FuzzCommandLine", "KkeulmitCLI"), ("FuzzConfigFile", "KkeulmitCLI"),
    ] {
        package.targets.append(.executableTarget(name: name, dependencies: [.target(name: library)]))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
