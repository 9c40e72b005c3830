import ConsumerFixtures
import Inject

/// A consumer that is an actor. Its injected properties stay main-actor isolated, so the actor reads
/// them with `await`, and every dependency it injects is `Sendable`.
actor ActorConsumer: Injectable {
    @Injected(\.actorTemporaryLocal) var temporaryLocal
    @Injected(\.actorTemporaryPermanent, .temporary, .permanent) var temporaryPermanent
    @Injected(\.actorSharedLocal, .shared, .local) var sharedLocal
    @Injected(\.actorSharedPermanent, .shared, .permanent) var sharedPermanent
    @Injected(\.actorSharedStorage, scope: .shared) var sharedStorageTemporary
    @Injected(\.actorSharedStorage, scope: .shared, lifespan: .permanent) var sharedStoragePermanent

    @Injected(\.actorInjecting) var replaceable
    @Injected(\.actorOverride) var overridable

    @Injected(\.actorStamp) var localStamp
    @Injected(\.actorStamp, .shared) var sharedStamp
    @Injected(\.actorGreeter) var greeter
    @Injected(\.actorGreeter, .shared, .permanent) var sharedGreeter

    @Injected(fixtureKeyPath, .shared, .permanent) var crossModuleFromFixtures
    @Injected(\.crossModule, .shared, .permanent) var crossModuleFromHere

    /// Reads `temporaryLocal` from the actor's own isolation.
    func readTemporaryLocal() async -> Tracked {
        await temporaryLocal
    }

    /// Reads `sharedLocal` from the actor's own isolation.
    func readSharedLocal() async -> Tracked {
        await sharedLocal
    }

    /// Says what `greeter` says, from the actor's own isolation.
    func greet() async -> String {
        await greeter.greeting
    }

    /// Where `replaceable` came from, asked from inside the actor.
    func replaceableSource() async -> ValueSource? {
        await $replaceable.source
    }

    /// Replaces `overridable` from inside the actor, through its backing storage.
    func useOverridable(_ replacement: Tracked) async {
        await _overridable.override(replacement)
    }
}

extension ActorConsumer {
    /// `replaceable`'s backing storage, read on the actor's own executor.
    func replaceableStorage() -> Injected<Tracked> {
        _replaceable
    }
}
