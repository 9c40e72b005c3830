import Inject

// Keys and models of the tests of what a subtree's replacement reaches.

/// A dependency whose default resolves another dependency, which the subtree may replace.
final class ReachClient: Sendable {
    let service: Service
    init(service: Service) { self.service = service }
}

/// Made once per process by its default's `permanent { }`, except where a frame keeps its own.
final class ReachAnalytics: Sendable {}

extension DefaultValues {
    var swiftUIReachService: Service { Service("default") }
    var swiftUIReachOther: Service { Service("default") }
    var swiftUIReachClient: ReachClient { ReachClient(service: resolve(\.swiftUIReachService)) }
    var swiftUIReachAnalytics: ReachAnalytics { permanent { ReachAnalytics() } }
}

/// A view model of the reach tests: a point that a subtree replaces, one it does not, a dependency
/// whose default resolves the replaced one, and a `permanent { }` default.
@MainActor
final class ReachModel {
    @Injected(\.swiftUIReachService) var service
    @Injected(\.swiftUIReachOther) var other
    @Injected(\.swiftUIReachClient, .shared) var client
    @Injected(\.swiftUIReachAnalytics) var analytics

    /// A helper the model makes later, as an action makes one: with `withInjected(from:)` or without.
    func makeHelper(fromSelf: Bool) -> ReachModel {
        fromSelf ? withInjected(from: self) { ReachModel() } : ReachModel()
    }
}

/// A view model whose instances the frame keeps for good: a `.temporary` + `.permanent` store, whose own
/// point captures the frame, and a `permanent { }` default.
@MainActor
final class KeepingModel {
    @Injected(\.swiftUILifetimeStore, .temporary, .permanent) var store
    @Injected(\.swiftUIReachAnalytics) var analytics
}

extension Lease {
    /// The session of the view-end test that ends it; no other test uses it.
    static let swiftUIViewEndSession = Lease()
}

/// A view model with a store bound to a session that only its test ends.
@MainActor
final class ViewEndSessionModel {
    @Injected(\.swiftUILifetimeStore, .shared, until: .swiftUIViewEndSession) var sessionStore
}

extension Lease {
    /// The session of the test that ends it for a model made inside a `withInjected` frame; no other test
    /// uses it.
    static let swiftUINestedSession = Lease()
}

/// A view model with a store bound to a session that only its test ends.
@MainActor
final class NestedSessionModel {
    @Injected(\.swiftUILifetimeStore, .shared, until: .swiftUINestedSession) var sessionStore
}
