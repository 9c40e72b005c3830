import Testing

@testable import Inject

/// A default declared `permanent` has one instance for the process (and one per `withInjected` frame),
/// whatever its points ask for, and stays replaceable at every level.
@MainActor
@Suite struct PermanentDefaultTests {
    @Test func aPermanentDeclarationGivesOneInstanceWhateverThePointAsks() {
        final class Holder {
            @Injected(\.permanentDefault) var temporary
            @Injected(\.permanentDefault, .shared) var shared
            @Injected(\.permanentDefault, .shared, .permanent) var sharedPermanent
        }
        weak var made: Service?
        do {
            let holder = Holder()
            made = holder.temporary
            #expect(holder.shared === made)
            #expect(holder.sharedPermanent === made)
            #expect(resolve(\.permanentDefault) === made)
        }
        // Every consumer is gone; the declaration keeps the instance.
        #expect(made != nil)
        #expect(Holder().temporary === made)
    }

    @Test func aPermanentInstanceMayBePartOfTheDefault() {
        // `permanent { }` keeps a `Service` while the default returns a `Pair` built around it: each
        // resolution makes a new pair around the one service, in the frame and out of it.
        let first = resolve(\.permanentPart)
        let second = resolve(\.permanentPart)
        #expect(first !== second)
        #expect(first.part === second.part)
        let (inFrame, againInFrame) = withInjected({ _ in }) { (resolve(\.permanentPart), resolve(\.permanentPart)) }
        #expect(inFrame.part === againInFrame.part)
        #expect(inFrame.part !== first.part)
    }

    @Test func eachPermanentCallInADefaultKeepsItsOwnInstance() {
        let first = resolve(\.permanentTwoParts)
        let second = resolve(\.permanentTwoParts)
        #expect(first.first.name == "first")
        #expect(first.second.name == "second")
        #expect(first.first === second.first)
        #expect(first.second === second.second)
        let inFrame = withInjected({ _ in }) { (resolve(\.permanentTwoParts), resolve(\.permanentTwoParts)) }
        #expect(inFrame.0.first === inFrame.1.first)
        #expect(inFrame.0.second === inFrame.1.second)
        #expect(inFrame.0.first !== first.first)
    }

    @Test func callsThatDifferInTheirFileAloneKeepAnInstanceEach() {
        let first = resolve(\.permanentPartsOfTwoFiles)
        #expect(first.first.name == "first")
        #expect(first.second.name == "second")
        let second = resolve(\.permanentPartsOfTwoFiles)
        #expect(first.first === second.first)
        #expect(first.second === second.second)
    }

    @Test func callsThatDifferInTheirLineAloneKeepAnInstanceEach() {
        let first = resolve(\.permanentPartsOfTwoLines)
        #expect(first.first.name == "first")
        #expect(first.second.name == "second")
        let second = resolve(\.permanentPartsOfTwoLines)
        #expect(first.first === second.first)
        #expect(first.second === second.second)
    }

    @Test func oneCallSiteKeepsAnInstanceOfEachTypeItMakes() {
        // A helper that does not pass its caller's location makes every use one call site; the types
        // they make still tell them apart, so each keeps its instance instead of replacing the other's.
        let first = resolve(\.permanentPartsOfTwoTypes)
        let second = resolve(\.permanentPartsOfTwoTypes)
        #expect(first.service === second.service)
        #expect(first.pair === second.pair)
        let inFrame = withInjected({ _ in }) {
            (resolve(\.permanentPartsOfTwoTypes), resolve(\.permanentPartsOfTwoTypes))
        }
        #expect(inFrame.0.service === inFrame.1.service)
        #expect(inFrame.0.pair === inFrame.1.pair)
    }

    @Test func permanentPartsOutliveTheLeaseOfThePointThatAskedForThem() {
        final class Holder {
            @Injected var parts: TwoParts
            init(lease: Lease) { _parts = Injected(\.permanentLeasedParts, until: lease) }
        }
        let lease = Lease()
        let before = Holder(lease: lease).parts
        lease.end()
        // The lease let go of the value it bound; the parts `permanent { }` keeps stay, one per call.
        let after = Holder(lease: lease).parts
        #expect(after !== before)
        #expect(after.first === before.first)
        #expect(after.second === before.second)
        #expect(after.first !== after.second)
        #expect(resolve(\.permanentLeasedParts).second === before.second)
    }

    @Test func aFrameKeepsItsOwnPermanentInstance() {
        final class Holder {
            @Injected(\.permanentDefaultInFrame) var service
        }
        let global = Holder().service
        let (first, second) = withInjected({ _ in }) { (Holder().service, Holder().service) }
        #expect(first === second)
        #expect(first !== global)
    }

    @Test func aPermanentDeclarationStaysReplaceable() {
        final class Holder: Injectable {
            @Injected(\.permanentDefaultOverridden) var service
        }
        let replacement = Service("replacement")
        let replaced = withInjected(\.permanentDefaultOverridden, replacement) { Holder() }
        #expect(replaced.service === replacement)
        let point = Holder().injecting(Service("point"), for: \.service)
        #expect(point.service.name == "point")
        #expect(Holder().service.name == "permanent")
    }

    @Test func aHelpersOneCallSiteKeepsAnInstancePerDependency() {
        // Every use of the helper is one call site, but each dependency keeps its own instances: the
        // defaults of two dependencies do not share what the helper made for one of them.
        let service = resolve(\.permanentPartsOfTwoTypes).service
        let other = resolve(\.permanentServiceThroughTheHelper)
        #expect(other !== service)
        #expect(other.name == "other")
        #expect(resolve(\.permanentServiceThroughTheHelper) === other)
    }

    /// `permanent(_:)`'s doc: the instance lasts until a global override of the key is set.
    @Test func aGlobalOverrideSetForTheKeyDropsTheKeptInstance() {
        let kept = resolve(\.permanentDroppedByAGlobalOverride).released
        #expect(!kept.withLock { $0 })
        DefaultValues.override(\.permanentDroppedByAGlobalOverride) { Flagged(released: Locked(false)) }
        #expect(kept.withLock { $0 })
        DefaultValues.removeOverride(\.permanentDroppedByAGlobalOverride)
        let next = resolve(\.permanentDroppedByAGlobalOverride).released
        #expect(resolve(\.permanentDroppedByAGlobalOverride).released === next)
        #expect(!next.withLock { $0 })
    }

    /// `permanent(_:)`'s doc: a helper that does not pass its caller's location makes every use in one
    /// default that makes the same type one call, which shares one instance.
    @Test func usesOfAHelperWithoutItsCallersLocationShareOneInstancePerType() {
        let parts = resolve(\.permanentTwoUsesOfTheHelper)
        #expect(parts.first === parts.second)
        #expect(parts.second.name == "first")
    }
}
