import Testing

@testable import Inject

/// A lease-bound point follows the same frame rules as every other point: the innermost frame's
/// replacement, a global override, per-frame instances, and `end()` for the frame it is called in.
@MainActor
@Suite struct LeaseFrameTests {
    /// A screen bound to a session; each test passes a lease of its own.
    final class Screen {
        @Injected var cart: Service
        @Injected var own: Service

        init(session: Lease) {
            _cart = Injected(\.frameSessionCart, .shared, until: session)
            _own = Injected(\.frameSessionCart, until: session)
        }
    }

    @Test func aPointInsideAFrameGetsTheReplacementAndAConsumerMadeOutsideLaterGetsTheDefault() {
        let session = Lease()
        let mock = Service("mock")
        let inside = withInjected(\.frameSessionCart, mock) { Screen(session: session) }
        #expect(inside.cart === mock)
        #expect(inside.own === mock)
        #expect(inside.$cart.source == .frameOverride)
        // The frame's replacement never landed in the lease's instances of the global storage.
        let outside = Screen(session: session)
        #expect(outside.cart.name == "cart")
        #expect(outside.cart !== mock)
        #expect(outside.$cart.source == .defaultValue)
    }

    /// A frame's value is one instance: after `end()`, the point's next read gets it again.
    @Test func afterTheLeaseEndsAFramesValueIsGivenAgain() {
        let session = Lease()
        let mock = Service("mock")
        withInjected(\.frameSessionCart, mock) {
            let screen = Screen(session: session)
            #expect(screen.cart === mock)
            session.end()
            #expect(!screen.$cart.isResolved)
            #expect(screen.cart === mock)
        }
    }

    @Test func theInnermostFrameWinsEvenWhenTheLeaseAlreadyHoldsAnInstance() {
        let session = Lease()
        let held = Screen(session: session).cart
        #expect(Screen(session: session).cart === held)
        let mock = Service("mock")
        let inner = withInjected(\.frameSessionCart, mock) {
            withInjected(\.frameSessionCart, Service("inner")) { Screen(session: session) }
        }
        #expect(inner.cart.name == "inner")
        #expect(Screen(session: session).cart === held)
    }

    @Test func eachFrameSharesItsOwnInstanceOfTheLease() {
        let session = Lease()
        let (first, second) = withInjected({ _ in }) { (Screen(session: session), Screen(session: session)) }
        let other = withInjected({ _ in }) { Screen(session: session) }
        #expect(first.cart === second.cart)
        #expect(first.cart !== other.cart)
        #expect(first.cart !== Screen(session: session).cart)
    }

    @Test func endingInsideAFrameReleasesThatFramesInstancesOnly() {
        let session = Lease()
        let global = Screen(session: session)
        weak let globalCart = global.cart
        let framed = withInjected({ _ in }) { Screen(session: session) }
        weak let framedCart = framed.cart
        withInjected(from: framed) { session.end() }
        #expect(framedCart == nil)
        #expect(!framed.$cart.isResolved)
        #expect(globalCart != nil)
        #expect(global.cart === globalCart)
    }

    @Test func endingOutsideAnyFrameReleasesEveryFramesInstancesToo() {
        let session = Lease()
        let global = Screen(session: session)
        let framed = withInjected({ _ in }) { Screen(session: session) }
        weak let globalCart = global.cart
        weak let framedCart = framed.cart
        #expect(session.liveInstanceCount == 2)
        session.end()
        #expect(globalCart == nil)
        #expect(framedCart == nil)
        #expect(session.liveInstanceCount == 0)
    }

    @Test func theLeaseStaysBoundAfterItEndsInAFrame() {
        let session = Lease()
        let framed = withInjected({ _ in }) { Screen(session: session) }
        let before = framed.cart
        withInjected(from: framed) { session.end() }
        let after = framed.cart
        #expect(after !== before)
        #expect(withInjected(from: framed) { Screen(session: session).cart } === after)
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

    /// A test's frame ends its leases when the test ends, as `end()` called in it would: in the frames
    /// opened inside it too. A lease-bound model made in a `withInjected` frame inside the test, whose
    /// own point holds that frame, otherwise keeps the frame and itself alive until the lease ends,
    /// which a `static let` lease in a test process never does.
    @Test func theEndOfATestsFrameEndsItsLeasesInTheFramesOpenedInsideIt() {
        @MainActor final class Screen {
            @Injected var model: NestedFrameSessionModel
            init(session: Lease) { _model = Injected(\.nestedFrameSessionModel, .shared, until: session) }
        }
        let session = Lease()
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        weak var model: NestedFrameSessionModel?
        InjectionFrame.$current.withValue(testFrame) {
            model = withInjected({ _ in }) { Screen(session: session) }.model
        }
        #expect(model != nil)
        testFrame.dropInstances()
        #expect(model == nil)
        withExtendedLifetime(session) {}
    }

    /// The end of a test's frame ends its leases, so their points let go of their instances, as
    /// `end()` called in the frame makes them do: in the test's frame and in a frame opened inside it.
    @Test func theEndOfATestsFrameMakesItsLeaseBoundPointsLetGo() {
        let session = Lease()
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let (screen, nested) = InjectionFrame.$current.withValue(testFrame) {
            (Screen(session: session), withInjected({ _ in }) { Screen(session: session) })
        }
        _ = (screen.cart, screen.own, nested.cart, nested.own)
        testFrame.dropInstances()
        #expect(!screen.$cart.isResolved && !screen.$own.isResolved)
        #expect(!nested.$cart.isResolved && !nested.$own.isResolved)
        withExtendedLifetime(session) {}
    }

    /// A frame that has ended keeps nothing for good, lease-bound instances included: a lease-bound
    /// point first read after the test ended gets an instance that goes with its consumer, as a
    /// `.permanent` one does, while the lease goes on.
    @Test func aLeaseBoundPointFirstReadAfterItsFrameEndedGoesWithItsConsumer() {
        @MainActor final class Screen {
            @Injected var model: ReleaseFlaggedSessionModel
            @Injected var shared: ReleaseFlaggedSessionModel
            init(session: Lease) {
                _model = Injected(\.releaseFlaggedSessionModel, until: session)
                _shared = Injected(\.sharedReleaseFlaggedSessionModel, .shared, until: session)
            }
        }
        let session = Lease()
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        var screen: Screen? = InjectionFrame.$current.withValue(testFrame) { Screen(session: session) }
        testFrame.dropInstances()
        let released = (screen?.model.released, screen?.shared.released)
        screen = nil
        #expect(released.0?.withLock { $0 } == true)
        #expect(released.1?.withLock { $0 } == true)
        withExtendedLifetime(session) {}
    }

    /// So does a frame opened inside the test's frame that had kept nothing when the test ended: its
    /// lease-bound point first read later gets an instance that goes with its consumer.
    @Test func aLeaseBoundPointOfAFrameInsideAnEndedOneFirstReadLaterGoesWithItsConsumer() {
        @MainActor final class Screen {
            @Injected var shared: ReleaseFlaggedSessionModel
            init(session: Lease) {
                _shared = Injected(\.sharedReleaseFlaggedSessionModel, .shared, until: session)
            }
        }
        let session = Lease()
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        var screen: Screen? = InjectionFrame.$current.withValue(testFrame) {
            withInjected({ _ in }) { Screen(session: session) }
        }
        testFrame.dropInstances(endingLeases: false)
        let released = screen?.shared.released
        screen = nil
        #expect(released?.withLock { $0 } == true)
        withExtendedLifetime(session) {}
    }

    /// A frame that ended with one around it keeps, as it ends, its place in the frames around it: when
    /// one of those ends later with its leases (a view model's frame ended, then the test's), the lease
    /// reaches its points, as it reaches those of every frame opened inside.
    @Test func aFrameThatEndedWithOneAroundItIsReachedWhenAnOuterFrameEndsItsLeases() {
        let session = Lease()
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let (modelFrame, screen) = InjectionFrame.$current.withValue(testFrame) {
            let modelFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
            return (
                modelFrame,
                InjectionFrame.$current.withValue(modelFrame) { withInjected({ _ in }) { Screen(session: session) } }
            )
        }
        modelFrame.dropInstances(endingLeases: false)
        _ = screen.cart  // first read after the model's frame ended: the inner frame ends at its first keep
        #expect(screen.$cart.isResolved)
        testFrame.dropInstances()
        #expect(!screen.$cart.isResolved)
        withExtendedLifetime(session) {}
    }

    /// A frame made where a released frame of the lease was (the allocator gives its address again, so
    /// its identity comes back) is a frame of the lease all the same: the lease's end reaches it.
    @Test func aFrameMadeWhereAReleasedOneWasIsReachedWhenTheLeaseEnds() {
        let session = Lease()
        // Frames released at once, each after its point used the lease: new frames likely get their
        // addresses.
        for _ in 0..<20 {
            _ = withInjected({ _ in }) { Screen(session: session) }.cart
        }
        let screens = (0..<20).map { _ in withInjected({ _ in }) { Screen(session: session) } }
        for screen in screens { _ = screen.cart }
        session.end()
        #expect(screens.allSatisfy { !$0.$cart.isResolved })
    }

    /// A frame that ends a second time, its leases going on (a view model's frame inside another's, the
    /// outer view's identity ended first), lets go of nothing more: a lease-bound `.shared` instance made
    /// between the two ends is shared with the frame's later points while a point holds it, as after the
    /// first end, and as the frame's own `.shared` instances are.
    @Test func aFrameEndedAgainWithItsLeasesGoingOnStillSharesWhatItsPointsHold() {
        let session = Lease()
        let outerFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let innerFrame = InjectionFrame.$current.withValue(outerFrame) {
            InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        }
        let first = InjectionFrame.$current.withValue(innerFrame) { Screen(session: session) }
        _ = first.cart  // kept by the inner frame's table of the lease: the inner frame is the outer one's
        outerFrame.dropInstances(endingLeases: false)
        let between = InjectionFrame.$current.withValue(innerFrame) { Screen(session: session) }
        let held = between.cart
        #expect(InjectionFrame.$current.withValue(innerFrame) { Screen(session: session) }.cart === held)
        innerFrame.dropInstances(endingLeases: false)
        #expect(InjectionFrame.$current.withValue(innerFrame) { Screen(session: session) }.cart === held)
        withExtendedLifetime(session) {}
    }

    /// A frame that ends with its leases going on (a view model's, when its view's identity ends) leaves
    /// them going on in the frames opened inside it too: their lease-bound points keep their instances
    /// until the lease ends.
    @Test func aFrameEndingWithItsLeasesGoingOnLeavesThemGoingOnInTheFramesInsideIt() {
        let session = Lease()
        let modelFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let (screen, nested) = InjectionFrame.$current.withValue(modelFrame) {
            (Screen(session: session), withInjected({ _ in }) { Screen(session: session) })
        }
        let held = (screen.cart, nested.cart)
        modelFrame.dropInstances(endingLeases: false)
        #expect(screen.$cart.isResolved && nested.$cart.isResolved)
        #expect(screen.cart === held.0 && nested.cart === held.1)
        withInjected(from: nested) { session.end() }
        #expect(!nested.$cart.isResolved)
        #expect(screen.$cart.isResolved)
    }

    // MARK: - Counting

    /// `liveInstanceCount` counts the lease's instances in the current frame and the frames inside it,
    /// not in the frames around it; a frame's storage counts its lease-bound instances among its own.
    @Test func theLiveCountCoversTheCurrentFrameAndTheFramesInsideIt() {
        let session = Lease()
        let outside = Screen(session: session)
        _ = outside.cart
        let (inner, countedInside, keptInside) = withInjected({ _ in }) {
            let inner = Screen(session: session)
            _ = (inner.cart, inner.own)
            return (inner, session.liveInstanceCount, InjectionFrame.current?.storage.liveInstanceCount)
        }
        #expect(countedInside == 2)
        #expect(keptInside == 2)
        #expect(session.liveInstanceCount == 3)
        withExtendedLifetime((outside, inner)) {}
    }
}
