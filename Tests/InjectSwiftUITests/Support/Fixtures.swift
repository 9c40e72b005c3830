import Inject

/// A dependency whose instances have identity, so tests can compare them with `===`.
final class Service: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A runtime parameter of a model, as a film is for a film's detail screen.
struct Film: Sendable, Equatable {
    let title: String
}

/// Counts how many times each test's default made a model, by name.
///
/// The defaults that count are main-actor isolated, as a default that makes a main-actor view model
/// is, so the count needs no lock. Every test uses names of its own.
@MainActor
enum Creations {
    private static var counts: [String: Int] = [:]

    static func record(_ name: String) {
        counts[name, default: 0] += 1
    }

    static func count(_ name: String) -> Int {
        counts[name, default: 0]
    }
}

// One key path per test, so tests that run in parallel never share an instance or a count.

// Keys of the subtree tests.
extension DefaultValues {
    var swiftUISubtreeFirst: Service { Service("default") }
    var swiftUISubtreeSecond: Service { Service("default") }
    var swiftUISubtreeRetries: Int { 3 }
}

// Keys of the capture tests.
extension DefaultValues {
    var swiftUICaptured: Service { Service("default") }
    var swiftUICapturedOther: Service { Service("default") }
    var swiftUICapturedShared: Service { Service("default") }
    var swiftUICaptureModel: CapturingModel { CapturingModel() }
    var swiftUIReplaceableModel: PreparedModel { PreparedModel(name: "default") }
}

// Keys of the holder tests.
extension DefaultValues {
    var swiftUIHeld: Service { Service("default") }
    @MainActor var swiftUIHeldModel: HeldModel {
        Creations.record("swiftUIHeldModel")
        return HeldModel()
    }
    @MainActor var swiftUILazyHeldModel: HeldModel {
        Creations.record("swiftUILazyHeldModel")
        return HeldModel()
    }
    @MainActor var swiftUILocatedHeldModel: HeldModel { HeldModel() }
    var swiftUIReleasedModel: ReleasedModel { ReleasedModel() }
}

// Keys of the comparison tests.
extension DefaultValues {
    var swiftUICompared: Service { Service("default") }
    var swiftUIComparedOther: Service { Service("default") }
    var swiftUIComparedRetries: Int { 3 }
    var swiftUIComparedPolicy: RetryPolicy { RetryPolicy(attempts: 3) }
    var swiftUIComparedSwitch: OfflineSwitch { OfflineSwitch(isOffline: false) }
    var swiftUIComparedStub: OfflineStub { OfflineStub() }
    var swiftUIComparedEquatableService: EquatableService { EquatableService() }
}

/// A value that is not `Equatable`: two of them are never the same replacement.
struct RetryPolicy: Sendable {
    let attempts: Int
}

/// A value that is not `Equatable` and stores one byte: two of them are never the same replacement,
/// however small.
struct OfflineSwitch: Sendable {
    let isOffline: Bool
}

/// A value without stored properties: any two of them are the same replacement.
struct OfflineStub: Sendable {}

/// A class whose `==` finds every two instances equal: replacements still compare by identity.
final class EquatableService: Equatable, Sendable {
    static func == (lhs: EquatableService, rhs: EquatableService) -> Bool { true }
}

/// A dependency whose type is an existential, as a downloader protocol's usually is.
protocol OfflineDownloading: Sendable {}

extension OfflineStub: OfflineDownloading {}

/// Another value without stored properties, of another type: never the same replacement as an `OfflineStub`.
struct FailingStub: OfflineDownloading {}
extension RetryPolicy: OfflineDownloading {}

extension DefaultValues {
    var swiftUIComparedDownloader: any OfflineDownloading { OfflineStub() }
}

extension DefaultValues {
    var swiftUIComparedOptional: Service? { nil }
    var swiftUIComparedOptionalStub: OfflineStub? { nil }
}

// Keys of the lifetime tests.
extension DefaultValues {
    var swiftUILifetimePart: String { "default" }
    var swiftUILifetimeStore: LifetimeStore { LifetimeStore() }
}

// Keys of the lease lifetime test.
extension DefaultValues {
    var swiftUISessionStore: LifetimeStore { LifetimeStore() }
}

// Keys of the optional-entry test.
extension DefaultValues {
    var swiftUISubtreeOptional: Service? { nil }
}
