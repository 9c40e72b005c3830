// swift-tools-version: 6.2
import PackageDescription

/// The root package's identity. SwiftPM names a path dependency after its folder, lowercased, and a
/// clone's folder can be called anything, so the name is read from where this manifest sits.
let rootIdentity: String = {
    let components = "\(#filePath)".split(separator: "/")
    return components.dropLast(2).last.map { String($0).lowercased() } ?? "inject"
}()

let package = Package(
    name: "InjectBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // The library under test, from this checkout.
        .package(path: ".."),
        // The harness. MallocInterposer gives malloc counts; naming the trait also leaves out the
        // default RuntimeInterposer, which needs a package this machine does not have.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // Peers.
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        // The keys of the scale scenario, which the GenerateScaleKeys plugin writes while the target
        // builds (10, 1,000 and 10,000 of them), compiled with the target's one source file; a
        // `ScaleKeys<count>.swift` file in the target's folder is not compiled. Unoptimized, because
        // optimizing a function that forms 10,000 key paths takes the compiler many minutes; the
        // benchmark only calls it once, and the lookups it measures run in optimized code.
        .target(
            name: "ScaleKeys",
            dependencies: [.product(name: "Inject", package: rootIdentity)],
            sources: ["ScaleService.swift"],
            swiftSettings: [.unsafeFlags(["-Onone"])],
            plugins: ["GenerateScaleKeys"]
        ),
        // The plugin that generates the scale keys, and the generator it runs: a build from a fresh
        // clone needs no step of its own first.
        .plugin(name: "GenerateScaleKeys", capability: .buildTool(), dependencies: ["ScaleKeyGenerator"]),
        .executableTarget(name: "ScaleKeyGenerator"),
        // Hand-written code that finds an instance by its key path and does nothing else: a floor under
        // issue 12's row 3, which the three executables below measure.
        .target(name: "KeyPathFloor"),
        // Instruction counts of the hot paths under valgrind's callgrind: Scripts/callgrind.sh.
        .executableTarget(
            name: "InjectCallgrind",
            dependencies: [.product(name: "Inject", package: rootIdentity)],
            // Keeps each probe a function of its own: merged probes would hide from callgrind.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-llvm-merge-functions-pass"])]
        ),
        // Issue 12's rows timed against their baselines in alternating batches of one process.
        .executableTarget(
            name: "InjectPaired",
            dependencies: [.product(name: "Inject", package: rootIdentity)]
        ),
        .executableTarget(
            name: "InjectBenchmarks",
            dependencies: [
                "KeyPathFloor",
                "ScaleKeys",
                .product(name: "Inject", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Swinject", package: "Swinject"),
                // Only the library: the macros product builds swift-syntax.
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            path: "Benchmarks/InjectBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
