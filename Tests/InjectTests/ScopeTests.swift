import Testing

@testable import Inject

/// Each combination of `Scope` and `Lifespan` shares and keeps instances as the Scopes and Lifespans
/// table says.
@MainActor
@Suite struct ScopeTests {
    // MARK: - .temporary + .local

    @Test func temporaryLocalEvaluatesOnceAndKeepsTheInstance() {
        final class Holder {
            @Injected(\.temporaryLocalOnce) var service
        }
        let holder = Holder()
        let first = holder.service
        #expect(holder.service === first)
        #expect(holder.service === first)
        #expect(Evaluations.count("temporaryLocalOnce") == 1)
    }

    @Test func temporaryLocalGivesEachPointItsOwnInstance() {
        let first = Consumer()
        let second = Consumer()
        #expect(first.temporaryLocal !== second.temporaryLocal)
        #expect(first.temporaryLocal !== first.temporaryLocalAgain)
    }

    @Test func temporaryLocalReleasesWithItsConsumer() {
        final class Holder {
            @Injected(\.temporaryLocalReleased) var service
        }
        weak var service: Service?
        do {
            let holder = Holder()
            service = holder.service
            #expect(service != nil)
        }
        #expect(service == nil)
    }

    // MARK: - .shared + .local

    @Test func sharedLocalIsSharedWhileAConsumerHoldsIt() {
        final class Holder {
            @Injected(\.sharedLocal, .shared) var service
        }
        let first = Holder()
        let second = Holder()
        #expect(first.service === second.service)
        #expect(Consumer().sharedLocal === first.service)
    }

    @Test func sharedLocalReleasesWithLastConsumer() {
        final class Holder {
            @Injected(\.sharedLocalReleased, .shared) var service
        }
        weak var released: Service?
        var second: Holder? = Holder()
        do {
            let first = Holder()
            released = first.service
            #expect(second?.service === released)
        }
        // The first consumer is gone; the second still holds the instance.
        #expect(released != nil)
        second = nil
        #expect(released == nil)
        // The next access makes a new instance, which the next consumer shares again.
        let third = Holder()
        #expect(third.service.name == "sharedLocalReleased")
        #expect(Holder().service === third.service)
        #expect(resolve(\.sharedLocalReleased, .shared) === third.service)
    }

    @Test func sharedLocalStaysSharedWhileOnlyAPointThatFoundItHoldsIt() {
        final class Holder {
            @Injected(\.sharedLocalFoundAgain, .shared) var service
        }
        var first: Holder? = Holder()
        let second = Holder()
        let service = first?.service
        // The second point finds it by its key path object, then holds it alone.
        #expect(second.service === service)
        first = nil
        #expect(Holder().service === service)
    }

    @Test func assigningToASharedLocalPointLetsGoOfTheSharedInstance() {
        final class Holder {
            @Injected(\.sharedLocalAssigned, .shared) var service
        }
        let replacement = Service("replacement")
        weak var released: Service?
        let holder = Holder()
        do {
            released = holder.service
            // A class consumer's assignment replaces the instance in the same point.
            holder.service = replacement
        }
        #expect(released == nil)
        #expect(holder.service === replacement)
    }

    @Test func resolveSharedLocalReturnsWhatPointsShareButSharesNothingOfItsOwn() {
        final class Holder {
            @Injected(\.resolvedSharedLocal, .shared) var service
        }
        // No point holds an instance: each call makes one that is not kept for the next.
        let made = resolve(\.resolvedSharedLocal, .shared, .local)
        #expect(resolve(\.resolvedSharedLocal, .shared, .local) !== made)
        #expect(Holder().service !== made)
        // While a point holds one, the call returns it.
        let holder = Holder()
        let shared = holder.service  // the point resolves on first read and shares its instance
        #expect(resolve(\.resolvedSharedLocal, .shared, .local) === shared)
    }

    @Test func sharedLocalHoldsValueTypesByConsumerLifetime() {
        final class Holder {
            @Injected(\.sharedLocalValue, .shared) var value
        }
        weak var inner: Service?
        do {
            let first = Holder()
            let second = Holder()
            inner = first.value.service
            // A value type is shared too: both points see the same value, holding the same object.
            #expect(second.value.service === inner)
        }
        #expect(inner == nil)
    }

    @Test func mutatingASharedValueChangesThatPointOnly() {
        final class Holder {
            @Injected(\.sharedMutableValue, .shared) var counter
        }
        let first = Holder()
        let second = Holder()
        #expect(second.counter.count == 0)
        // A mutation is an assignment to the point: the first holds a value of its own from then on.
        first.counter.count += 1
        #expect(first.counter.count == 1)
        #expect(first.$counter.source == .injectionPoint)
        #expect(second.counter.count == 0)
        #expect(Holder().counter.count == 0)
    }

    @Test func sharedLocalWorksForExistentials() {
        final class Holder {
            @Injected(\.sharedLocalExistential, .shared) var greeting
        }
        let first = Holder()
        first.$greeting.override(Mock())
        let second = Holder()
        let third = Holder()
        #expect(first.greeting.text == "mock")
        #expect(second.greeting.text == "hello")
        #expect(third.greeting.text == "hello")
        // The second and third points share one evaluation of the default; the first never asked.
        #expect(Evaluations.count("sharedLocalExistential") == 1)
        #expect(third.$greeting.source == .defaultValue)
    }

    // MARK: - .shared + .permanent

    @Test func sharedPermanentOutlivesEveryConsumer() {
        final class Holder {
            @Injected(\.sharedPermanent, .shared, .permanent) var service
        }
        weak var service: Service?
        do {
            let first = Holder()
            service = first.service
            #expect(Holder().service === service)
        }
        #expect(service != nil)
        #expect(Holder().service === service)
    }

    // MARK: - .temporary + .permanent

    @Test func temporaryPermanentGivesEachPointItsOwnInstanceThatOutlivesIt() {
        final class Holder {
            @Injected(\.temporaryPermanent, .permanent) var service
        }
        weak var first: Service?
        weak var second: Service?
        do {
            let a = Holder()
            let b = Holder()
            first = a.service
            second = b.service
            #expect(first !== second)
        }
        #expect(first != nil)
        #expect(second != nil)
    }

    /// `.temporary` + `.permanent` points that all get one object (a frame's value, a `permanent { }`
    /// default's instance) keep it once, however many resolve it: a loop that makes consumers does not
    /// grow the storage, and its count says how many instances it keeps.
    @Test func temporaryPermanentPointsGivenOneObjectKeepItOnce() {
        final class GivenGreeting: Greeting {
            let text = "given"
        }
        withInjected(\.frameGivenService, Service("given")) {
            let storage = InjectionFrame.current?.storage
            for _ in 0..<5 { _ = resolve(\.frameGivenService, .permanent) }
            #expect(storage?.liveInstanceCount == 1)
            // The `permanent { }` call's instance, kept by its table, and by the points' once.
            for _ in 0..<5 { _ = resolve(\.frameKeptByPermanentBlock, .permanent) }
            #expect(storage?.liveInstanceCount == 3)
        }
        // An existential whose value is an object, too.
        withInjected(\.greeting, GivenGreeting()) {
            for _ in 0..<5 { _ = resolve(\.greeting, .permanent) }
            #expect(InjectionFrame.current?.storage.liveInstanceCount == 1)
        }
    }

    /// `.temporary` + `.permanent` points whose default makes a new object each time keep one each.
    @Test func temporaryPermanentPointsKeepEachObjectMade() {
        withInjected({ _ in }) {
            let storage = InjectionFrame.current?.storage
            for _ in 0..<3 { _ = resolve(\.temporaryPermanent, .permanent) }
            #expect(storage?.liveInstanceCount == 3)
        }
    }

    // MARK: - Separate storage

    @Test func sharedLocalAndSharedPermanentAreSeparate() {
        final class Holder {
            @Injected(\.separateLifespans, .shared, .local) var temporary
            @Injected(\.separateLifespans, .shared, .permanent) var permanent
        }
        let first = Holder()
        let second = Holder()
        #expect(first.temporary !== first.permanent)
        #expect(first.temporary === second.temporary)
        #expect(first.permanent === second.permanent)
    }

    @Test func aValueTypeDependencyResolvesToItsDefault() {
        #expect(Consumer().retryCount == 3)
    }

    // MARK: - Frames

    /// A value that a frame gives is one instance, which every `.temporary` point in the frame shares.
    @Test func temporaryPointsShareTheValueAFrameGives() {
        withInjected(\.frameGivenService, Service("given")) {
            let one = TwoTemporaryPoints()
            let other = TwoTemporaryPoints()
            #expect(one.first.name == "given")
            #expect(one.first === one.second)
            #expect(one.first === other.first)
        }
    }

    /// Without a replacement, the declared default makes each `.temporary` point its own instance, in a
    /// frame as outside one.
    @Test func temporaryPointsInAFrameWithoutAReplacementDoNotShare() {
        withInjected({ _ in }) {
            let points = TwoTemporaryPoints()
            #expect(points.first !== points.second)
        }
    }

    /// A `permanent { }` default is one instance at every `.temporary` point of its frame.
    @Test func temporaryPointsShareAPermanentDefaultsInstance() {
        withInjected({ _ in }) {
            #expect(resolve(\.frameKeptByPermanentBlock) === resolve(\.frameKeptByPermanentBlock))
        }
    }

    /// `resolve(_:_:)` with `.permanent` keeps an instance the caller let go of, inside a frame as long as
    /// the frame lives.
    @Test func aPermanentResolveInAFrameGoesWithTheFrame() {
        weak var kept: Service?
        withInjected({ _ in }) {
            kept = resolve(\.framePermanentService, .permanent)
            #expect(kept != nil)
        }
        #expect(kept == nil)
    }

    /// `DefaultValues.resolve` with `.permanent` in a default: the frame of the point being resolved keeps
    /// the instance, and lets go of it with the frame.
    @Test func aDefaultsPermanentResolveInAFrameGoesWithTheFrame() {
        weak var part: Service?
        withInjected({ _ in }) {
            part = resolve(\.framePermanentHolder).part
            #expect(part != nil)
        }
        #expect(part == nil)
    }

    /// A `.shared` point uses the frame it was created in: one created outside a frame and first read
    /// inside it shares the instance outside, and a point created inside gets the frame's own.
    @Test func aSharedPointCreatedOutsideAFrameSharesTheInstanceOutside() {
        let outside = FrameSharedConsumer()
        let outsideInstance = outside.service
        let late = FrameSharedConsumer()
        withInjected({ _ in }) {
            #expect(late.service === outsideInstance)
            #expect(FrameSharedConsumer().service !== outsideInstance)
        }
        withExtendedLifetime(outside) {}
    }
}
