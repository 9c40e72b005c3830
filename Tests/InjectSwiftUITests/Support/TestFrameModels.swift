import Inject

// Keys and models of the tests of models made in a test trait's frame: keys of their own, so that
// models made outside any frame by other tests never share their instances.

/// A dependency that records its own end, and captures the frame it is made in through its point.
final class FramedStore {
    @Injected(\.swiftUIFramedPart) var part
    private let onDeinit: @Sendable () -> Void

    init(onDeinit: @escaping @Sendable () -> Void = {}) {
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}

extension DefaultValues {
    var swiftUIFramedPart: String { sameInEveryContext("default") }
    var swiftUIFramedStore: FramedStore { sameInEveryContext(FramedStore()) }
    var swiftUIFramedSessionStore: FramedStore { sameInEveryContext(FramedStore()) }
}

extension Lease {
    /// The session of the test-frame tests; only their tests' frames end it.
    static let swiftUIFramedSession = Lease()
}

/// A view model with a `.shared` + `.permanent` store and a store bound to a session.
@MainActor
final class FramedModel {
    @Injected(\.swiftUIFramedStore, .shared, .permanent) var permanentStore
    @Injected(\.swiftUIFramedSessionStore, .shared, until: .swiftUIFramedSession) var sessionStore
}

/// What a test body saw, kept past the trait's scope, as the `@Sendable` body cannot write a variable.
@MainActor
final class Seen<Value: AnyObject> {
    weak var weakly: Value?
    var strongly: Value?
}

// The defaults above are test doubles, as right in a test as anywhere: they say so with
// `sameInEveryContext`, which strict tests (every test the InjectTesting trait isolates) accept.
