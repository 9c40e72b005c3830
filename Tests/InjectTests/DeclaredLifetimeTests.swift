import Testing

@testable import Inject

@MainActor
@Suite struct DeclaredLifetimeTests {
    @Test func aPermanentDeclarationGivesOneInstanceWhateverThePointAsks() {
        final class Holder {
            @Injected(\.pinnedPermanent) var temporary
            @Injected(\.pinnedPermanent, .shared) var shared
            @Injected(\.pinnedPermanent, .shared, .permanent) var sharedPermanent
        }
        weak var pinned: Service?
        do {
            let holder = Holder()
            pinned = holder.temporary
            #expect(holder.shared === pinned)
            #expect(holder.sharedPermanent === pinned)
            #expect(resolve(\.pinnedPermanent) === pinned)
        }
        // Every consumer is gone; the declaration keeps the instance.
        #expect(pinned != nil)
        #expect(Holder().temporary === pinned)
    }

    @Test func aScopeKeepsItsOwnPermanentInstance() {
        final class Holder {
            @Injected(\.pinnedInScope) var service
        }
        let global = Holder().service
        let (first, second) = withInjected({ _ in }) { (Holder().service, Holder().service) }
        #expect(first === second)
        #expect(first !== global)
    }

    @Test func aPermanentDeclarationStaysReplaceable() {
        final class Holder: Injectable {
            @Injected(\.pinnedOverridden) var service
        }
        let replacement = Service("scoped")
        let scoped = withInjected(\.pinnedOverridden, replacement) { Holder() }
        #expect(scoped.service === replacement)
        let point = Holder().injecting(Service("point"), for: \.service)
        #expect(point.service.name == "point")
        #expect(Holder().service.name == "pinned")
    }
}
