// swift-tools-version: 6.0
// kkeulmit depends on the Swift toolchain alone: no package dependencies, ever.
import PackageDescription

// Every executable that links FoundationNetworking statically (`make release`, `make bench`) links this way.
// FoundationNetworking asks for -lcurl; an empty libcurl.a found first answers it, since CCurlLoader already defines
// every libcurl function it calls. They are not exported: with a dynamically linked FoundationNetworking (debug
// builds) libcurl is its dependency and is called directly; only the static build goes through them, and `make
// test` checks that build (scripts/release-check.py). The one exception is `curl_multi_setopt`, exported in every
// build so that FoundationNetworking's calls reach it first: it wraps URLSession's socket callback so that a request
// waiting on a silent server does not spin (curl_loader.c says how); likewise curl_multi_info_read, which notes what
// libcurl said of a failed transfer so that the failure can be named.
let curlLoaderLinking: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-L", Context.packageDirectory + "/Sources/CCurlLoader/link",
            "-Xlinker", "--export-dynamic-symbol=curl_multi_setopt",
            "-Xlinker", "--export-dynamic-symbol=curl_multi_info_read",
        ], .when(platforms: [.linux]))
]

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
        // The domain: forecast models, KST time, what KMA issues and when, each source's reading, the outfit engine
        // (layers, insulation, heat strain, rules). Pure: the compiler keeps it from the transport, the cache and
        // the CLI.
        .target(name: "KkeulmitDomain"),
        // The design card's library: the domain (re-exported), `WeatherClient` and its KMA client, grid math, the
        // sources and their one pipeline.
        .target(name: "KkeulmitCore", dependencies: ["KkeulmitDomain"]),
        // Argument parsing, commands, configuration and rendering; a library so tests can call it directly.
        .target(name: "KkeulmitCLI", dependencies: ["KkeulmitCore"]),
        // The thin executable: hands argv, the environment and the real clock to KkeulmitCLI. Built statically
        // it loads libcurl (under URLSession) when the first request is due, not at start-up: CCurlLoader
        // defines the libcurl functions FoundationNetworking calls and dlopens libcurl on the first call.
        .executableTarget(
            name: "kkeulmit", dependencies: ["KkeulmitCLI", "KkeulmitCore", "CCurlLoader"],
            linkerSettings: curlLoaderLinking),
        // libcurl's functions, forwarded to the library once it is loaded (C, dlopen); the executables' alone.
        .target(name: "CCurlLoader"),
        // `make bench`: in-process timings of decoding, mapping, the engine and the cache (docs/BENCHMARKS.md).
        // Linked like the executable (static FoundationNetworking asks for -lcurl), so it builds with the toolchain alone.
        .executableTarget(
            name: "KkeulmitBench", dependencies: ["KkeulmitCore", "CCurlLoader"], path: "Benchmarks/KkeulmitBench",
            linkerSettings: curlLoaderLinking),
        // How another Swift program uses the library product: the short-term forecast through `WeatherClient`
        // (Examples/ForecastExample). Built with everything; ExampleEndToEndTests runs it on loopback.
        // Compiled under a package name of its own, so that it sees the library as an outside program does: the
        // public API alone, never `package`.
        .executableTarget(
            name: "forecast-example", dependencies: ["KkeulmitCore"], path: "Examples/ForecastExample",
            packageAccess: false),
        // `make bench`'s start-up floor: Foundation alone, reading the file a cached run reads.
        .executableTarget(name: "KkeulmitFloor", path: "Benchmarks/KkeulmitFloor"),
        // What the libFuzzer targets run on each input; the regression tests replay the corpora through it too.
        // Test code, like TestSupport: no product code uses it.
        .target(
            name: "KkeulmitFuzzSupport", dependencies: ["KkeulmitCLI", "KkeulmitCore"], path: "Tests/FuzzSupport"),
        // What several test targets need alike (test executables written safely, seeded cases, the check that advice
        // agrees with its own numbers); no product code uses it.
        .target(name: "TestSupport", dependencies: ["KkeulmitCore", "KkeulmitDomain"], path: "Tests/TestSupport"),
        .testTarget(
            name: "KkeulmitCoreTests",
            dependencies: ["KkeulmitCore", "KkeulmitDomain", "KkeulmitFuzzSupport", "TestSupport"]),
        .testTarget(
            name: "KkeulmitCLITests",
            dependencies: ["KkeulmitCLI", "KkeulmitCore", "KkeulmitDomain", "KkeulmitFuzzSupport", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["KkeulmitCore", "KkeulmitDomain", "TestSupport"]),
    ]
)

// libFuzzer targets, declared only for `make fuzz` (KKEULMIT_FUZZ=1), so that plain builds and tests never see
// them. Each holds nothing but `LLVMFuzzerTestOneInput`, which calls into `FuzzEntry` / `CLIFuzzEntry`
// (KkeulmitFuzzSupport).
if Context.environment["KKEULMIT_FUZZ"] == "1" {
    for name in [
        "FuzzKMAResponse", "FuzzCommandLine", "FuzzConfigFile", "FuzzBatchInput", "FuzzWeatherAlerts", "FuzzPollen",
    ] {
        package.targets.append(
            .executableTarget(name: name, dependencies: ["KkeulmitFuzzSupport"], path: "Tests/Fuzz/" + name))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
