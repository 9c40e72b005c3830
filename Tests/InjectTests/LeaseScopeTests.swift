import Testing

@testable import Inject

/// A lease-bound point follows the scope rules of every other point: the innermost scope's
/// replacement, a global override, per-scope instances, and `end()` for the scope it is called in.
@MainActor
@Suite struct LeaseScopeTests {
    /// A screen bound to a session; each test passes a lease of its own.
    final class Screen {
        @Injected var cart: Service
        @Injected var own: Service

        init(session: Lease) {
            _cart = Injected(\.scopedSessionCart, .shared, until: session)
            _own = Injected(\.scopedSessionCart, until: session)
        }
    }

    @Test func aPointInsideAScopeGetsTheReplacementAndAConsumerMadeOutsideLaterGetsTheDefault() {
        let session = Lease()
        let mock = Service("mock")
        let inside = withInjected(\.scopedSessionCart, mock) { Screen(session: session) }
        #expect(inside.cart === mock)
        #expect(inside.own === mock)
        #expect(inside.$cart.source == .frameOverride)
        // The scope's replacement never landed in the lease's instances of the global scope.
        let outside = Screen(session: session)
        #expect(outside.cart.name == "cart")
        #expect(outside.cart !== mock)
        #expect(outside.$cart.source == .defaultValue)
    }

    @Test func theInnermostScopeWinsEvenWhenTheLeaseAlreadyHoldsAnInstance() {
        let session = Lease()
        let held = Screen(session: session).cart
        #expect(Screen(session: session).cart === held)
        let mock = Service("mock")
        let inner = withInjected(\.scopedSessionCart, mock) {
            withInjected(\.scopedSessionCart, Service("inner")) { Screen(session: session) }
        }
        #expect(inner.cart.name == "inner")
        #expect(Screen(session: session).cart === held)
    }

    @Test func eachScopeSharesItsOwnInstanceOfTheLease() {
        let session = Lease()
        let (first, second) = withInjected({ _ in }) { (Screen(session: session), Screen(session: session)) }
        let other = withInjected({ _ in }) { Screen(session: session) }
        #expect(first.cart === second.cart)
        #expect(first.cart !== other.cart)
        #expect(first.cart !== Screen(session: session).cart)
    }

    @Test func endingInsideAScopeReleasesThatScopesInstancesOnly() {
        let session = Lease()
        let global = Screen(session: session)
        weak let globalCart = global.cart
        let scoped = withInjected({ _ in }) { Screen(session: session) }
        weak let scopedCart = scoped.cart
        withInjected(from: scoped) { session.end() }
        #expect(scopedCart == nil)
        #expect(!scoped.$cart.isResolved)
        #expect(globalCart != nil)
        #expect(global.cart === globalCart)
    }

    @Test func endingInTheGlobalScopeReleasesTheScopesOpenedInsideItToo() {
        let session = Lease()
        let global = Screen(session: session)
        let scoped = withInjected({ _ in }) { Screen(session: session) }
        weak let globalCart = global.cart
        weak let scopedCart = scoped.cart
        #expect(session.liveInstanceCount == 2)
        session.end()
        #expect(globalCart == nil)
        #expect(scopedCart == nil)
        #expect(session.liveInstanceCount == 0)
    }

    @Test func theLeaseStaysBoundAfterItEndsInAScope() {
        let session = Lease()
        let scoped = withInjected({ _ in }) { Screen(session: session) }
        let before = scoped.cart
        withInjected(from: scoped) { session.end() }
        let after = scoped.cart
        #expect(after !== before)
        #expect(withInjected(from: scoped) { Screen(session: session).cart } === after)
    }

    @Test func aGlobalOverrideReachesLeaseBoundConsumersCreatedAfterIt() {
        final class Consumer {
            @Injected var cart: Service
            init(session: Lease) { _cart = Injected(\.overriddenSessionCart, .shared, until: session) }
        }
        let session = Lease()
        let before = Consumer(session: session)
        #expect(before.cart.name == "cart")
        DefaultValues.override(\.overriddenSessionCart) { Service("global") }
        defer { DefaultValues.removeOverride(\.overriddenSessionCart) }
        let after = Consumer(session: session)
        #expect(after.cart.name == "global")
        #expect(after.$cart.source == .globalOverride)
        #expect(Consumer(session: session).cart === after.cart)
        // A consumer that already resolved keeps its instance.
        #expect(before.cart.name == "cart")
    }
}

/// `DefaultValues.reset()` returns to launch state, leases included; it runs in a process of its own
/// because it drops every global override and instance.
@Suite struct LeaseResetTests {
    @Test func resetEndsEveryLeaseInTheGlobalScope() throws {
        let outcome = try Probe.run("reset-lease")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("lease instance released true"))
        #expect(outcome.output.contains("point let go true"))
        // A `.permanent` instance a point already holds stays with that point, as before.
        #expect(outcome.output.contains("permanent kept by its point true"))
        #expect(outcome.output.contains("new instance after reset true"))
        #expect(outcome.output.contains("after reset child preview 7"))
    }
}
