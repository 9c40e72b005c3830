import ConsumerFixtures
import Inject

/// A consumer isolated to the main actor, as view models are.
///
/// Every dependency is declared in `ConsumerFixtures`, another module. Nothing resolves until a
/// property is read, so tests that read different properties of this type never share an instance.
@MainActor
final class MainActorConsumer: Injectable {
    @Injected(\.mainActorTemporaryLocal) var temporaryLocal
    @Injected(\.mainActorTemporaryPermanent, lifespan: .permanent) var temporaryPermanent
    @Injected(\.mainActorSharedLocal, scope: .shared) var sharedLocal
    @Injected(\.mainActorSharedPermanent, scope: .shared, lifespan: .permanent) var sharedPermanent
    @Injected(\.mainActorSharedStorage, scope: .shared, lifespan: .local) var sharedStorageTemporary
    @Injected(\.mainActorSharedStorage, scope: .shared, lifespan: .permanent) var sharedStoragePermanent

    @Injected(\.mainActorInjecting) var replaceable
    @Injected(\.mainActorOverride) var overridable

    @Injected(\.mainActorStamp) var localStamp
    @Injected(\.mainActorStamp, .shared) var sharedStamp
    @Injected(\.mainActorGreeter) var greeter
    @Injected(\.mainActorGreeter, .shared, .permanent) var sharedGreeter

    @Injected(fixtureKeyPath, .shared, .permanent) var crossModuleFromFixtures
    @Injected(\.crossModule, .shared, .permanent) var crossModuleFromHere

    /// The injection points are made without the main actor, so the consumer can be too.
    nonisolated init() {}

    /// Replaces `overridable` from inside the type, through its backing storage.
    func useOverridable(_ replacement: Tracked) {
        _overridable.override(replacement)
    }
}
