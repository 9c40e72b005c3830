import ConsumerFixtures
import Inject

/// A consumer with no isolation of its own: a plain `final class`, as in most app models.
///
/// Every dependency is declared in `ConsumerFixtures`, another module. Nothing resolves until a
/// property is read, so tests that read different properties of this type never share an instance.
final class NonisolatedConsumer: Injectable {
    @Injected(\.nonisolatedTemporaryLocal) var temporaryLocal
    @Injected(\.nonisolatedTemporaryPermanent, .permanent) var temporaryPermanent
    @Injected(\.nonisolatedSharedLocal, .shared) var sharedLocal
    @Injected(\.nonisolatedSharedPermanent, .shared, .permanent) var sharedPermanent
    @Injected(\.nonisolatedSharedStorage, .shared, .local) var sharedStorageTemporary
    @Injected(\.nonisolatedSharedStorage, .shared, .permanent) var sharedStoragePermanent

    @Injected(\.nonisolatedInjecting) var replaceable
    @Injected(\.nonisolatedOverride) var overridable

    @Injected(\.nonisolatedStamp) var localStamp
    @Injected(\.nonisolatedStamp, .shared) var sharedStamp
    @Injected(\.nonisolatedGreeter) var greeter
    @Injected(\.nonisolatedGreeter, .shared, .permanent) var sharedGreeter

    @Injected(fixtureKeyPath, .shared, .permanent) var crossModuleFromFixtures
    @Injected(\.crossModule, .shared, .permanent) var crossModuleFromHere

    /// Replaces `overridable` from inside the type, through its backing storage.
    @MainActor
    func useOverridable(_ replacement: Tracked) {
        _overridable.override(replacement)
    }
}

/// Creates a consumer and forms a key path without any isolation: neither needs the main actor.
nonisolated func makeConsumerOffTheMainActor() -> (NonisolatedConsumer, KeyPath<DefaultValues, Tracked>) {
    (NonisolatedConsumer(), \DefaultValues.nonisolatedTemporaryLocal)
}
