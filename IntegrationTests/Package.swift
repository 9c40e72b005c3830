// swift-tools-version: 6.2
import PackageDescription

/// The root package's identity. SwiftPM names a path dependency after its folder, lowercased, and a
/// clone's folder can be called anything, so the name is read from where this manifest sits.
let rootIdentity: String = {
    let components = "\(#filePath)".split(separator: "/")
    return components.dropLast(2).last.map { String($0).lowercased() } ?? "inject"
}()

// Inject used together with packages it must not depend on: each test target here checks that a
// well-known package's types drop into Inject's built-in dependencies.
let package = Package(
    name: "InjectIntegrationTests",
    // `any Clock<Duration>` and swift-clocks' clocks need these releases.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        // The library under test, from this checkout.
        .package(path: ".."),
        // TestClock and ImmediateClock, for `\.clock`.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        .testTarget(
            name: "ClockIntegrationTests",
            dependencies: [
                .product(name: "Inject", package: rootIdentity),
                .product(name: "InjectTesting", package: rootIdentity),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        )
    ],
    // Swift 6 language mode: strict concurrency checking, as in the root package.
    swiftLanguageModes: [.v6]
)
