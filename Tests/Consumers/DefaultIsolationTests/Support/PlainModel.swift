import ConsumerFixtures
import Inject

/// A class with no annotation, in a module whose default isolation is the main actor: it is
/// main-actor isolated without saying so, as a class in a new Xcode project is.
final class PlainModel: Injectable {
    @Injected(\.defaultIsolationTemporaryLocal) var temporaryLocal
    @Injected(\.defaultIsolationTemporaryPermanent, .permanent) var temporaryPermanent
    @Injected(\.defaultIsolationSharedLocal, .shared) var sharedLocal
    @Injected(\.defaultIsolationSharedPermanent, .shared, .permanent) var sharedPermanent
    @Injected(\.defaultIsolationSharedStorage, .shared, .local) var sharedStorageTemporary
    @Injected(\.defaultIsolationSharedStorage, .shared, .permanent) var sharedStoragePermanent

    @Injected(\.defaultIsolationInjecting) var replaceable
    @Injected(\.defaultIsolationOverride) var overridable

    @Injected(\.defaultIsolationStamp) var localStamp
    @Injected(\.defaultIsolationStamp, .shared) var sharedStamp
    @Injected(\.defaultIsolationGreeter) var greeter
    @Injected(\.defaultIsolationGreeter, .shared, .permanent) var sharedGreeter

    @Injected(fixtureKeyPath, .shared, .permanent) var crossModuleFromFixtures
    @Injected(\.crossModule, .shared, .permanent) var crossModuleFromHere

    /// Replaces `overridable` from inside the type, through its backing storage.
    func useOverridable(_ replacement: Tracked) {
        _overridable.override(replacement)
    }
}
