import Foundation
import Inject
import ProbeSupport

// The scenarios of `@Resolved`: "resolved-reset", after `DefaultValues.reset()`, next to `@Injected`, for
// each scope × lifespan (in a process of its own because a reset drops every global instance); and
// "cycle-resolved", a default whose consumer resolves the same default, which must stop.

extension DefaultValues {
    var probeResetTemporaryPermanent: Counted { Counted() }
    var probeResetSharedLocal: Counted { Counted() }
    var probeResetSharedPermanent: Counted { Counted() }
    /// A default that makes a consumer with `@Resolved` properties: main-actor isolated, like the
    /// consumer's initializer.
    @MainActor var probeResetHolder: EagerHolder { EagerHolder() }
    /// A default with two `permanent { }` calls, each keeping its own instance.
    var probeResetTwoParts: [Counted] { [permanent { Counted() }, permanent { Counted() }] }
}

@MainActor
final class EagerConsumer {
    @Resolved(\.probeCounted) var temporaryLocal
    @Resolved(\.probeResetTemporaryPermanent, .permanent) var temporaryPermanent
    @Resolved(\.probeResetSharedLocal, .shared) var sharedLocal
    @Resolved(\.probeResetSharedPermanent, .shared, .permanent) var sharedPermanent
}

final class LazyConsumer {
    @Injected(\.probeResetSharedLocal, .shared) var sharedLocal
    @Injected(\.probeResetSharedPermanent, .shared, .permanent) var sharedPermanent
}

@MainActor
final class EagerHolder {
    @Resolved(\.probeResetSharedPermanent, .shared, .permanent) var sharedPermanent
}

@MainActor
func runResolvedReset() {
    let first = EagerConsumer()
    let lazy = LazyConsumer()
    let parts = resolve(\.probeResetTwoParts)
    let partsAgain = resolve(\.probeResetTwoParts)
    print(
        "two permanent parts kept before reset \(partsAgain[0] === parts[0] && partsAgain[1] === parts[1] && parts[0] !== parts[1])"
    )
    print(
        "resolved shares before reset \(lazy.sharedLocal === first.sharedLocal && lazy.sharedPermanent === first.sharedPermanent)"
    )
    DefaultValues.reset()
    // A consumer made after the reset gets new instances, `.shared` + `.local` ones too (the reset drops
    // the table that shared them, for points as well), and `@Injected` points made after share them.
    let second = EagerConsumer()
    let lazyAfter = LazyConsumer()
    print("resolved permanent default new after reset \(second.temporaryLocal !== first.temporaryLocal)")
    print("resolved shared local new after reset \(second.sharedLocal !== first.sharedLocal)")
    print("points' shared local new after reset \(lazyAfter.sharedLocal !== lazy.sharedLocal)")
    print("resolved shared permanent new after reset \(second.sharedPermanent !== first.sharedPermanent)")
    print(
        "resolved shared after reset with points \(lazyAfter.sharedPermanent === second.sharedPermanent && lazyAfter.sharedLocal === second.sharedLocal)"
    )
    print("resolved in a default after reset \(resolve(\.probeResetHolder).sharedPermanent === second.sharedPermanent)")
    let partsAfter = resolve(\.probeResetTwoParts)
    print(
        "two permanent parts new after reset \(partsAfter[0] !== parts[0] && partsAfter[1] !== parts[1] && resolve(\.probeResetTwoParts)[1] === partsAfter[1])"
    )
}

/// A consumer whose `@Resolved` property resolves the default that makes the consumer.
@MainActor
final class ResolvedLoop {
    @Resolved(\.probeResolvedLoop) var next
}

extension DefaultValues {
    @MainActor var probeResolvedLoop: ResolvedLoop { ResolvedLoop() }
}

@MainActor
func runResolvedCycle() {
    reached()
    _ = ResolvedLoop()
}
