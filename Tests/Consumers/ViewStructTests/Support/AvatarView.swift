import ConsumerFixtures
import Inject

/// A consumer shaped like a SwiftUI view: a struct, main-actor isolated through ``ViewLike``, whose
/// `body` reads an injected dependency. Its memberwise initializer takes only `name`.
struct AvatarView: ViewLike, Injectable {
    @Injected(\.viewTemporaryLocal) var temporaryLocal
    @Injected(\.viewTemporaryPermanent, .temporary, .permanent) var temporaryPermanent
    @Injected(\.viewSharedLocal, .shared, .local) var sharedLocal
    @Injected(\.viewSharedPermanent, .shared, .permanent) var sharedPermanent
    @Injected(\.viewSharedStorage, .shared) var sharedStorageTemporary
    @Injected(\.viewSharedStorage, .shared, .permanent) var sharedStoragePermanent

    @Injected(\.viewInjecting) var replaceable
    @Injected(\.viewOverride) var overridable
    @Injected(\.viewCopies) var copied

    @Injected(\.viewStamp) var localStamp
    @Injected(\.viewStamp, .shared) var sharedStamp
    @Injected(\.viewGreeter) var greeter
    @Injected(\.viewGreeter, .shared, .permanent) var sharedGreeter

    @Injected(fixtureKeyPath, .shared, .permanent) var crossModuleFromFixtures
    @Injected(\.crossModule, .shared, .permanent) var crossModuleFromHere

    let name: String

    var body: String { "\(greeter.greeting), \(name)" }

    /// Replaces `overridable` from inside the type; `override` does not mutate, so no `mutating`.
    func useOverridable(_ replacement: Tracked) {
        _overridable.override(replacement)
    }
}
