import Inject

/// A view model whose dependencies are injected, as the models `@InjectedObject` and
/// `@InjectedObservable` create are.
final class CapturingModel {
    @Injected(\.swiftUICaptured) var captured
    @Injected(\.swiftUICapturedOther) var other
    @Injected(\.swiftUICapturedShared, .shared) var shared

    let film: Film?

    init(film: Film? = nil) {
        self.film = film
    }
}

/// A consumer outside any model, to compare shared instances with.
final class SharedConsumer {
    @Injected(\.swiftUICapturedShared, .shared) var shared
}

/// A model that a subtree can hand over whole, so it is `Sendable`: main-actor isolated, with a
/// nonisolated initializer for its nonisolated default.
@MainActor
final class PreparedModel {
    let name: String

    nonisolated init(name: String) {
        self.name = name
    }
}

/// A model of the holder tests.
final class HeldModel {
    @Injected(\.swiftUIHeld) var held
}

/// A model that says when it is released, without a weak reference to it.
final class ReleasedModel {
    let released = Locked(false)

    deinit {
        released.withLock { $0 = true }
    }
}

/// A model with properties to bind to, as `$model.title` does.
final class EditorModel {
    struct Settings {
        var volume = 5
    }

    var title = "Untitled"
    var settings = Settings()
}

/// A dependency with an injected property of its own, which captures the frame it is made in.
final class LifetimeStore {
    @Injected(\.swiftUILifetimePart) var part
}

/// A model of the lifetime tests: its store is kept by the frame a subtree with replacements opens.
@MainActor
final class LifetimeModel {
    @Injected(\.swiftUILifetimeStore, .shared, .permanent) var permanentStore
    @Injected(\.swiftUILifetimeStore, .shared) var localStore
}

extension Lease {
    /// The session of the lease lifetime test, which ends it; no other test uses it.
    static let swiftUISession = Lease()
}

/// A model whose store is bound to a session, which the app ends, not the view.
@MainActor
final class SessionModel {
    @Injected(\.swiftUISessionStore, .shared, until: .swiftUISession) var sessionStore
}

extension Lease {
    static let swiftUIOutlivingSession = Lease()
}

/// Shares a store with `.shared` + `.permanent` points and with points bound to a lease that only it uses.
@MainActor
final class OutlivingModel {
    @Injected(\.swiftUILifetimeStore, .shared, .permanent) var permanentStore
    @Injected(\.swiftUISessionStore, .shared, until: .swiftUIOutlivingSession) var sessionStore
}
