import ConsumerFixtures
import Inject

/// A plain class in a module still in Swift 5 language mode.
///
/// Every dependency is declared in `ConsumerFixtures`, another module. Nothing resolves until a
/// property is read, so tests that read different properties of this type never share an instance.
final class Swift5Consumer: Injectable {
    @Injected(\.swift5TemporaryLocal) var temporaryLocal
    @Injected(\.swift5TemporaryPermanent, .permanent) var temporaryPermanent
    @Injected(\.swift5SharedLocal, .shared) var sharedLocal
    @Injected(\.swift5SharedPermanent, .shared, .permanent) var sharedPermanent
    @Injected(\.swift5SharedStorage, .shared, .local) var sharedStorageTemporary
    @Injected(\.swift5SharedStorage, .shared, .permanent) var sharedStoragePermanent

    @Injected(\.swift5Injecting) var replaceable
    @Injected(\.swift5Override) var overridable

    @Injected(\.swift5Stamp) var localStamp
    @Injected(\.swift5Stamp, .shared) var sharedStamp
    @Injected(\.swift5Greeter) var greeter
    @Injected(\.swift5Greeter, .shared, .permanent) var sharedGreeter

    @Injected(fixtureKeyPath, .shared, .permanent) var crossModuleFromFixtures
    @Injected(\.crossModule, .shared, .permanent) var crossModuleFromHere

    /// Replaces `overridable` from inside the type, through its backing storage.
    @MainActor
    func useOverridable(_ replacement: Tracked) {
        _overridable.override(replacement)
    }
}

/// Creates a consumer and forms a key path without any isolation: neither needs the main actor.
nonisolated func makeConsumerOffTheMainActor() -> (Swift5Consumer, KeyPath<DefaultValues, Tracked>) {
    (Swift5Consumer(), \DefaultValues.swift5TemporaryLocal)
}
