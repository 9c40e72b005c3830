// swift-tools-version: 6.2
import PackageDescription

/// The root package's identity. SwiftPM names a path dependency after its folder, lowercased, and a
/// clone's folder can be called anything, so the name is read from where this manifest sits.
let rootIdentity: String = {
    let components = "\(#filePath)".split(separator: "/")
    return components.dropLast(2).last.map { String($0).lowercased() } ?? "inject"
}()

// Inject used together with packages it must not depend on: swift-clocks' clocks in Inject's built-in
// `\.clock`, and a Hummingbird server whose services and logger are injected.
let package = Package(
    name: "InjectIntegrationTests",
    // Hummingbird 2 needs these releases (swift-clocks' clocks, one release less).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    dependencies: [
        // The library under test, from this checkout.
        .package(path: ".."),
        // TestClock and ImmediateClock, for `\.clock`.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // A server whose routes use injected services, tested through its in-process and live clients.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Logger, which the server's routes log to, and the header type its middleware reads; Hummingbird
        // depends on both too.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .testTarget(
            name: "ClockIntegrationTests",
            dependencies: [
                .product(name: "Inject", package: rootIdentity),
                .product(name: "InjectTesting", package: rootIdentity),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "ServerIntegrationTests",
            dependencies: [
                .product(name: "Inject", package: rootIdentity),
                .product(name: "InjectTesting", package: rootIdentity),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ],
    // Swift 6 language mode: strict concurrency checking, as in the root package.
    swiftLanguageModes: [.v6]
)
