import Testing

@testable import Inject

/// Instances bound to a `Lease` outlive their consumers until the lease ends, `.shared` ones shared
/// within the lease; a replacement at the point is not bound to it.
@MainActor
@Suite struct LeaseTests {
    /// A screen bound to a session; each test passes a lease of its own.
    final class Screen {
        @Injected var cart: Service
        @Injected var local: Service

        init(session: Lease) {
            _cart = Injected(\.sessionCart, .shared, until: session)
            _local = Injected(\.sessionLocal, until: session)
        }
    }

    @Test func sharedInstancesAreSharedWithinTheLease() {
        let session = Lease()
        let first = Screen(session: session)
        let second = Screen(session: session)
        #expect(first.cart === second.cart)
        #expect(first.local !== second.local)
        #expect(Screen(session: Lease()).cart !== first.cart)
    }

    @Test func anInstanceMadeWhileItsLeaseEndsBelongsToTheLeaseThatFollows() {
        final class Holder {
            @Injected var service: Service
            init(session: Lease) { _service = Injected(\.leaseEndingService, .shared, until: session) }
        }
        let session = Lease()
        LeaseEndedWhileMaking.lease = session
        let first = Holder(session: session)
        let made = first.service
        LeaseEndedWhileMaking.lease = nil
        // The lease ended before the instance existed: the instance is the next period's, which the
        // lease's next points share and its next end releases.
        #expect(session.liveInstanceCount == 1)
        #expect(Holder(session: session).service === made)
        session.end()
        #expect(!first.$service.isResolved)
    }

    /// A `.temporary` instance made while its lease ends is the next period's too: the lease keeps it
    /// after its point goes, until the lease ends again.
    @Test func aTemporaryInstanceMadeWhileItsLeaseEndsIsKeptByTheLeaseThatFollows() {
        final class Holder {
            @Injected var service: Service
            init(session: Lease) { _service = Injected(\.leaseEndingService, until: session) }
        }
        let session = Lease()
        LeaseEndedWhileMaking.lease = session
        var holder: Holder? = Holder(session: session)
        weak let made = holder?.service
        LeaseEndedWhileMaking.lease = nil
        #expect(session.liveInstanceCount == 1)
        holder = nil
        #expect(made != nil)
        session.end()
        #expect(made == nil)
    }

    @Test func aLeaseThatIsReleasedReleasesItsInstances() {
        weak var cart: Service?
        do {
            let session = Lease()
            cart = Screen(session: session).cart
            // The consumer is gone; the lease keeps what it holds, in the global frame.
            #expect(cart != nil)
        }
        #expect(cart == nil)
    }

    /// Let go of on another thread, a lease releases its instances when the main actor next runs.
    @Test func aLeaseLetGoOfOffTheMainActorReleasesItsInstances() async {
        weak var cart: Service?
        let session = Locked<Lease?>(Lease())
        cart = Screen(session: session.withLock { $0! }).cart
        #expect(cart != nil)
        await Task.detached { session.withLock { $0 = nil } }.value
        for _ in 0..<1_000 where cart != nil {
            await Task.yield()
        }
        #expect(cart == nil)
    }

    @Test func instancesOutliveTheirConsumersUntilTheLeaseEnds() {
        let session = Lease()
        weak var cart: Service?
        weak var local: Service?
        do {
            let screen = Screen(session: session)
            cart = screen.cart
            local = screen.local
        }
        #expect(cart != nil)
        #expect(local != nil)
        #expect(session.liveInstanceCount == 2)
        session.end()
        #expect(cart == nil)
        #expect(local == nil)
        #expect(session.liveInstanceCount == 0)
    }

    @Test func endingReleasesWhatLiveConsumersHoldAndTheNextReadMakesFreshOnes() {
        let session = Lease()
        let screen = Screen(session: session)
        weak let oldCart = screen.cart
        weak let oldLocal = screen.local
        session.end()
        // Nothing bound to the ended session stays alive, although the screen is still here.
        #expect(oldCart == nil)
        #expect(oldLocal == nil)
        #expect(!screen.$cart.isResolved)
        #expect(
            String(reflecting: screen.$cart).hasSuffix(
                ": no instance (not resolved yet, or let go of when its lease ended)"
            )
        )
        // A new sign-in: the same lease makes fresh instances.
        let newCart = screen.cart
        #expect(String(reflecting: screen.$cart).hasSuffix(": resolved from defaultValue"))
        #expect(Screen(session: session).cart === newCart)
        #expect(session.liveInstanceCount == 1)
    }

    @Test func aReplacementAtThePointSurvivesTheEndOfTheLease() {
        let session = Lease()
        let screen = Screen(session: session)
        let own = Service("own")
        screen.$cart.override(own)
        session.end()
        #expect(screen.cart === own)
    }

    @Test func aReplacementOfAPointThatResolvedSurvivesTheEndOfTheLease() {
        // The point resolved first, so the lease holds it; replaced since, it keeps its replacement.
        let session = Lease()
        let screen = Screen(session: session)
        #expect(screen.cart.name == "cart")
        let own = Service("own")
        screen.$cart.override(own)
        session.end()
        #expect(screen.cart === own)
    }

    /// A lease keeps its `.shared` instances apart from those of `.shared` + `.local` points, and of
    /// `resolve(_:_:_:)`, as each lifespan keeps its own.
    @Test func aSharedLeasePointSharesOnlyWithPointsOfItsLease() {
        final class Leased {
            @Injected var service: Service
            init(_ session: Lease) { _service = Injected(\.sessionApart, .shared, until: session) }
        }
        final class Local {
            @Injected(\.sessionApart, .shared) var service
        }
        let session = Lease()
        let leased = Leased(session)
        let local = Local()
        #expect(leased.service !== local.service)
        #expect(resolve(\.sessionApart, .shared) === local.service)
        #expect(Leased(session).service === leased.service)
    }

    /// A lease reaches every point it bound, however many: past the size at which its table prunes the
    /// points that are gone, it keeps those that live.
    @Test func endingReleasesEveryPointOfALeaseWithManyPoints() {
        let session = Lease()
        let screens = (0..<200).map { _ in Screen(session: session) }
        for screen in screens { _ = screen.cart }
        session.end()
        #expect(screens.allSatisfy { !$0.$cart.isResolved })
    }

    // MARK: - resolve(_:_:until:)

    /// `.shared`: every call in the frame returns the lease's one instance, which the lease keeps
    /// whoever lets go of it, made on the first call and again after the lease ends.
    @Test func resolveSharedUntilALeaseReturnsItsOneInstanceUntilItEnds() {
        let session = Lease()
        weak var first: Service?
        first = resolve(\.sharedUntilALease, .shared, until: session)
        #expect(first != nil)
        #expect(resolve(\.sharedUntilALease, .shared, until: session) === first)
        #expect(session.liveInstanceCount == 1)
        session.end()
        #expect(first == nil)
        let next = resolve(\.sharedUntilALease, .shared, until: session)
        #expect(resolve(\.sharedUntilALease, .shared, until: session) === next)
    }

    /// `.temporary`: each call makes an instance of its own, which the lease keeps until it ends.
    @Test func resolveTemporaryUntilALeaseMakesAnInstancePerCallThatTheLeaseKeeps() {
        let session = Lease()
        weak var first: Service?
        weak var second: Service?
        first = resolve(\.temporaryUntilALease, until: session)
        second = resolve(\.temporaryUntilALease, .temporary, until: session)
        #expect(first != nil)
        #expect(second != nil)
        #expect(first !== second)
        #expect(session.liveInstanceCount == 2)
        session.end()
        #expect(first == nil)
        #expect(second == nil)
    }

    /// Each frame keeps its own instances of the lease; ending it in the frame ends the frame's only.
    @Test func resolveSharedUntilALeaseInAFrameGetsTheFramesOwnInstance() {
        let session = Lease()
        let outside = resolve(\.sharedUntilALeaseInAFrame, .shared, until: session)
        let (inside, again, endedInside) = withInjected({ _ in }) {
            let inside = resolve(\.sharedUntilALeaseInAFrame, .shared, until: session)
            let again = resolve(\.sharedUntilALeaseInAFrame, .shared, until: session)
            session.end()
            return (inside, again, resolve(\.sharedUntilALeaseInAFrame, .shared, until: session))
        }
        #expect(inside === again)
        #expect(inside !== outside)
        #expect(endedInside !== inside)
        #expect(resolve(\.sharedUntilALeaseInAFrame, .shared, until: session) === outside)
    }

    /// `Lease`'s deinit: a lease the app lets go of takes its instances with it in every frame, a
    /// `withInjected` frame's too.
    @Test func aLeaseLetGoOfTakesItsInstancesInAFrameWithIt() {
        final class Keeper {
            @Injected(\.leaseLetGoOfInAFrameKeeper) var service
        }
        var session: Lease? = Lease()
        let (keeper, released) = withInjected({ _ in }) {
            (Keeper(), resolve(\.leaseLetGoOfInAFrame, .shared, until: session!).released)
        }
        // The frame, which the keeper's point holds, keeps the instance for the lease.
        #expect(!released.withLock { $0 })
        session = nil
        #expect(released.withLock { $0 })
        #expect(keeper.service.name == "keeper")
    }

    /// `Injected.debugDescription`: a lease-bound point names its lease and says "no instance" before
    /// its first read too.
    @Test func aLeaseBoundPointDescribesItsLeaseAndHasNoInstanceBeforeItsFirstRead() {
        let screen = Screen(session: Lease())
        let text = String(reflecting: screen.$cart)
        #expect(text.contains(", .shared, until: a Lease) at InjectTests/LeaseTests.swift:"), "\(text)")
        #expect(text.hasSuffix(": no instance (not resolved yet, or let go of when its lease ended)"), "\(text)")
    }

    /// A lease-bound point is named by the line it is declared on, as every other point is.
    @Test func aLeaseBoundPointNamesTheLineItIsDeclaredOn() {
        let session = Lease()
        let line = #line + 1
        let point = Injected(\.sessionCart, until: session)
        let text = String(reflecting: point)
        #expect(text.contains(", .temporary, until: a Lease) at InjectTests/LeaseTests.swift:\(line): "), "\(text)")
    }

    /// A struct copy given a replacement gets a point of its own, still bound to the lease: it describes
    /// the lease, and the replacement outlives the lease's end.
    @Test func aStructCopyGivenAReplacementStillDescribesItsLease() {
        struct Basket: Injectable {
            @Injected var cart: Service
            init(session: Lease) { _cart = Injected(\.sessionCart, .shared, until: session) }
        }
        let session = Lease()
        let given = Service("given")
        let copy = Basket(session: session).injecting(given, for: \.cart)
        let text = String(reflecting: copy.$cart)
        #expect(text.contains(", .shared, until: a Lease) at InjectTests/LeaseTests.swift:"), "\(text)")
        #expect(text.hasSuffix(": resolved from injectionPoint"), "\(text)")
        session.end()
        #expect(copy.cart === given)
    }

    /// `resolve(_:_:until:)` with `.shared` returns the lease's one instance: the one its `.shared`
    /// points share in the frame.
    @Test func resolveSharedUntilALeaseReturnsTheInstanceItsPointsShare() {
        final class Holder {
            @Injected var service: Service
            init(session: Lease) { _service = Injected(\.sharedUntilALeaseWithPoints, .shared, until: session) }
        }
        let session = Lease()
        let holder = Holder(session: session)
        #expect(resolve(\.sharedUntilALeaseWithPoints, .shared, until: session) === holder.service)
        let inFrame = withInjected({ _ in }) {
            (Holder(session: session).service, resolve(\.sharedUntilALeaseWithPoints, .shared, until: session))
        }
        #expect(inFrame.0 === inFrame.1)
        #expect(inFrame.0 !== holder.service)
    }

    /// A `.shared` point bound to a lease, first read after its frame ended, holds its instance, which
    /// the lease keeps only weakly, and lets go of it when the lease ends.
    @Test func aSharedLeasePointOfAFrameThatEndedLetsGoOfItsInstanceWhenTheLeaseEnds() {
        final class Holder {
            @Injected var service: Service
            init(_ session: Lease) { _service = Injected(\.sessionAfterFrameEnd, .shared, until: session) }
        }
        let session = Lease()
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let holder = InjectionFrame.$current.withValue(frame) { Holder(session) }
        frame.dropInstances(endingLeases: false)
        // Read after its frame ended, the point holds the instance, which the lease keeps only weakly.
        weak var released: Service?
        do { released = holder.service }
        #expect(released != nil)
        session.end()
        #expect(released == nil)
    }

    /// A `.shared` point bound to a lease keeps to the lease's instances: one read after a point outside
    /// the lease resolved the key does not take the instance that point found by its key path object.
    @Test func aSharedLeasePointReadAfterAPointOutsideTheLeaseDoesNotFindItsInstance() {
        final class Leased {
            @Injected var service: Service
            init(_ session: Lease) { _service = Injected(\.sessionApartLater, .shared, until: session) }
        }
        final class Local {
            @Injected(\.sessionApartLater, .shared) var service
        }
        let local = Local()
        let service = local.service
        let leased = Leased(Lease())
        #expect(leased.service !== service)
    }
}
