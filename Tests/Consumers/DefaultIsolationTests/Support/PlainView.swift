import ConsumerFixtures
import Inject

/// A struct with no annotation, in a main-actor-by-default module, injecting the dependencies this
/// module declares itself (main-actor isolated `DefaultValues` properties).
struct PlainView: Injectable {
    @Injected(\.moduleTemporaryLocal) var temporaryLocal
    @Injected(\.moduleTemporaryPermanent, scope: .temporary, lifespan: .permanent) var temporaryPermanent
    @Injected(\.moduleSharedLocal, scope: .shared, lifespan: .local) var sharedLocal
    @Injected(\.moduleSharedPermanent, scope: .shared, lifespan: .permanent) var sharedPermanent
    @Injected(\.moduleInjecting) var replaceable
    @Injected(\.moduleOverride) var overridable
    @Injected(\.moduleGreeting) var greeting

    let title: String

    /// Replaces `overridable` from inside the type, through its backing storage.
    func useOverridable(_ replacement: Tracked) {
        _overridable.override(replacement)
    }
}
