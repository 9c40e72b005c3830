// swift-tools-version: 6.2
import PackageDescription

/// The root package's identity. SwiftPM names a path dependency after its folder, lowercased, and a
/// clone's folder can be called anything, so the name is read from where this manifest sits.
let rootIdentity: String = {
    let components = "\(#filePath)".split(separator: "/")
    return components.dropLast(4).last.map { String($0).lowercased() } ?? "inject"
}()

// Tests that must FAIL: each reads an `unimplemented` default, some in work that left the test's task.
// Scripts/check-lost-failures.sh runs them and checks that every read was reported.
let package = Package(
    name: "LostFailures",
    dependencies: [
        // The library under test, from this checkout.
        .package(path: "../../..")
    ],
    targets: [
        .testTarget(
            name: "LostFailuresTests",
            dependencies: [
                .product(name: "Inject", package: rootIdentity),
                .product(name: "InjectTesting", package: rootIdentity),
            ]
        )
    ],
    // Swift 6 language mode: strict concurrency checking, as in the root package.
    swiftLanguageModes: [.v6]
)
