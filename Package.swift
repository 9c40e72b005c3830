// swift-tools-version: 6.2
import PackageDescription

/// Test targets that each use Inject from one kind of consumer, with the settings that kind needs.
let consumerKinds: [(name: String, settings: [SwiftSetting])] = [
    ("NonisolatedClassTests", []),
    ("MainActorClassTests", []),
    ("ViewStructTests", []),
    ("ActorTests", []),
    ("ObservableTests", []),
    // The default of new Xcode projects: every unannotated declaration is main-actor isolated.
    ("DefaultIsolationTests", [.defaultIsolation(MainActor.self)]),
    // A client that has not moved to Swift 6 yet.
    ("Swift5ModeTests", [.swiftLanguageMode(.v5)]),
]

let package = Package(
    name: "Inject",
    // The first releases with Swift concurrency (`@MainActor`, task-local values) at run time.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        // The library apps link. It has no dependencies.
        .library(name: "Inject", targets: ["Inject"]),
        // SwiftUI adapters; only Apple platforms compile more than an import.
        .library(name: "InjectSwiftUI", targets: ["InjectSwiftUI"]),
        // Test support: a Swift Testing trait and an XCTest base class. Apps never link it.
        .library(name: "InjectTesting", targets: ["InjectTesting"]),
    ],
    targets: [
        .target(name: "Inject", dependencies: ["CInjectRuntime"]),
        // The Swift runtime's `swift_demangle`, declared for Inject's key path names on Linux.
        .target(name: "CInjectRuntime"),
        .target(name: "InjectSwiftUI", dependencies: ["Inject"]),
        .target(name: "InjectTesting", dependencies: ["Inject"]),

        // The example a newcomer runs first: `swift run ReadingList`.
        .target(
            name: "ReadingListCore",
            dependencies: ["Inject"],
            path: "Examples/ReadingList/Sources/ReadingListCore"
        ),
        .executableTarget(
            name: "ReadingList",
            dependencies: ["ReadingListCore"],
            path: "Examples/ReadingList/Sources/ReadingList"
        ),
        // InjectTesting for the test trait, `withDependencyGraph`, fixed `\.now` and `\.uuid`, and
        // unreplaced test values reported as test failures rather than stopping the process.
        .testTarget(
            name: "ReadingListTests",
            dependencies: ["ReadingListCore", "Inject", "InjectTesting"],
            path: "Examples/ReadingList/Tests/ReadingListTests"
        ),

        .testTarget(name: "InjectTests", dependencies: ["Inject", "InjectProbe", "ProbeRunner"]),
        // The probes too, for InjectTesting's own calls that must stop the process.
        .testTarget(
            name: "InjectTestingTests",
            dependencies: ["Inject", "InjectTesting", "InjectTestingProbe", "ProbeRunner"]
        ),
        // The SwiftUI adapters' platform-neutral logic, run here; the adapters themselves are
        // type-checked against a stand-in of SwiftUI by Scripts/typecheck-swiftui.sh.
        .testTarget(
            name: "InjectSwiftUITests",
            dependencies: ["Inject", "InjectSwiftUI", "InjectTesting", "InjectProbe", "ProbeRunner"]
        ),
        // A small program the tests run in a subprocess, for behaviour that must stop the process, with
        // InjectSwiftUI for its platform-neutral logic.
        // Swift 5 mode, so that it can read an injected value off the main actor as a Swift 5 client can.
        .executableTarget(
            name: "InjectProbe",
            dependencies: ["Inject", "InjectSwiftUI", "ProbeSupport"],
            path: "Tests/Helpers/InjectProbe",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The same for InjectTesting's calls, such as `withDependencyGraph` off the main actor: a program of
        // its own, since linking InjectTesting makes a process a test process, which InjectProbe must not be.
        .executableTarget(
            name: "InjectTestingProbe",
            dependencies: ["Inject", "InjectTesting", "ProbeSupport"],
            path: "Tests/Helpers/InjectTestingProbe",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // What both probes share: saying a scenario reached its misuse, and calling main-actor code from
        // a callback on another thread, as a Swift 5 client can. Swift 5 mode, as the probes are.
        .target(
            name: "ProbeSupport",
            path: "Tests/Helpers/ProbeSupport",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // What the test targets that run a probe share: running it and reading its output.
        .target(name: "ProbeRunner", path: "Tests/Helpers/ProbeRunner"),
        // Long checks that reset the global storage, so CI runs them in a process of their own:
        // a model-based test against a reference model, and churn of a million consumers.
        .executableTarget(name: "InjectStress", dependencies: ["Inject"], path: "Tests/Helpers/InjectStress"),
        // Dependencies declared in a module of their own, so consumers name them across modules, and
        // the contract every consumer kind is checked against (Contract/ConsumerCheck.swift).
        .target(name: "ConsumerFixtures", dependencies: ["Inject"], path: "Tests/Consumers/Fixtures"),
    ]
        + consumerKinds.map { kind in
            .testTarget(
                name: kind.name,
                dependencies: ["Inject", "ConsumerFixtures"],
                path: "Tests/Consumers/\(kind.name)",
                swiftSettings: kind.settings
            )
        },
    // Swift 6 language mode: strict concurrency checking everywhere, unless a target says otherwise.
    swiftLanguageModes: [.v6]
)
