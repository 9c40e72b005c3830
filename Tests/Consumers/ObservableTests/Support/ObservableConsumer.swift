import ConsumerFixtures
import Inject
import Observation

/// A consumer that is an `@Observable` class, as Observation-based view models are.
///
/// `@Observable` turns stored properties into tracked computed ones, which a property wrapper cannot
/// sit on, so every `@Injected` property is marked `@ObservationIgnored`. `title` is an ordinary
/// tracked property next to them.
@Observable
final class ObservableConsumer: Injectable {
    @ObservationIgnored @Injected(\.observableTemporaryLocal) var temporaryLocal
    @ObservationIgnored @Injected(\.observableTemporaryPermanent, .permanent) var temporaryPermanent
    @ObservationIgnored @Injected(\.observableSharedLocal, .shared) var sharedLocal
    @ObservationIgnored @Injected(\.observableSharedPermanent, .shared, .permanent) var sharedPermanent
    @ObservationIgnored @Injected(\.observableSharedStorage, .shared, .local) var sharedStorageTemporary
    @ObservationIgnored @Injected(\.observableSharedStorage, .shared, .permanent) var sharedStoragePermanent

    @ObservationIgnored @Injected(\.observableInjecting) var replaceable
    @ObservationIgnored @Injected(\.observableOverride) var overridable
    @ObservationIgnored @Injected(\.observableTracking) var trackedAlongside
    @ObservationIgnored @Injected(\.observableIgnored) var untracked

    @ObservationIgnored @Injected(\.observableStamp) var localStamp
    @ObservationIgnored @Injected(\.observableStamp, .shared) var sharedStamp
    @ObservationIgnored @Injected(\.observableGreeter) var greeter
    @ObservationIgnored @Injected(\.observableGreeter, .shared, .permanent) var sharedGreeter

    @ObservationIgnored @Injected(fixtureKeyPath, .shared, .permanent) var crossModuleFromFixtures
    @ObservationIgnored @Injected(\.crossModule, .shared, .permanent) var crossModuleFromHere

    var title = "Untitled"

    /// Replaces `overridable` from inside the type, through its backing storage.
    @MainActor
    func useOverridable(_ replacement: Tracked) {
        _overridable.override(replacement)
    }
}
