import ConsumerFixtures
import Inject

/// An actor that asks for its dependencies with `resolve(_:_:_:)`, which it calls with `await` because
/// resolution happens on the main actor. This works with the library as it is; `@Injected` in an actor
/// does not yet (see `ActorConsumer`).
actor ResolvingActor {
    /// Resolves `key` with the given scope and lifespan, from the actor's own isolation.
    func resolved(
        _ key: KeyPath<DefaultValues, Tracked> & Sendable,
        _ scope: Scope,
        _ lifespan: Lifespan
    ) async -> Tracked {
        await resolve(key, scope, lifespan)
    }

    /// Resolves the actor greeter `.temporary` + `.local`.
    func greeting() async -> String {
        await resolve(\.actorResolveGreeter).greeting
    }
}
