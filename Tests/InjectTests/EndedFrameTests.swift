import Testing

@testable import Inject

/// A frame that has ended (a test's at the test's end, a view model's when its view goes) keeps nothing
/// for good: what its points resolve afterwards lives as `.local` instances do, while `.shared` instances
/// still held are shared as their scope says.
@MainActor
@Suite struct EndedFrameTests {
    /// A frame opened as a test's or a view model's is, and ended as theirs is: its instances dropped.
    private func endedFrame(
        _ make: () -> EndedFrameConsumer
    ) -> (consumers: (EndedFrameConsumer, EndedFrameConsumer), frame: InjectionFrame) {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let consumers = InjectionFrame.$current.withValue(frame) { (make(), make()) }
        frame.dropInstances(endingLeases: false)
        return (consumers, frame)
    }

    /// `.permanent` points first read after their frame ended still share as their scope says, but the
    /// frame keeps nothing for good: the instances, and the frame their own points captured, go with the
    /// consumers.
    @Test func aPermanentPointFirstReadAfterItsFrameEndedGoesWithItsConsumers() {
        var (consumers, frame): ((EndedFrameConsumer, EndedFrameConsumer)?, InjectionFrame?) = endedFrame {
            EndedFrameConsumer()
        }
        weak let shared = consumers?.0.shared
        weak let temporary = consumers?.0.temporary
        weak let endedFrame = frame
        #expect(shared != nil && shared === consumers?.1.shared)
        #expect(temporary != nil && temporary !== consumers?.1.temporary)
        #expect(frame?.storage.liveInstanceCount == 1)  // the `.shared` one, held weakly by the storage
        consumers?.0 = EndedFrameConsumer()
        #expect(shared != nil)  // the other consumer still holds it
        #expect(temporary == nil)
        (consumers, frame) = (nil, nil)
        #expect(shared == nil)
        #expect(endedFrame == nil)
    }

    /// Before its frame ends, the same point's instance is the frame's: kept after its consumers go.
    @Test func aPermanentPointReadBeforeItsFrameEndedIsKeptUntilThen() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        weak var shared: FrameBound?
        InjectionFrame.$current.withValue(frame) { shared = EndedFrameConsumer().shared }
        #expect(shared != nil)
        frame.dropInstances()
        #expect(shared == nil)
    }

    /// A frame opened inside one that has ended has ended with it, even one that kept nothing then: a
    /// `.permanent` point of it first read later goes with its consumer, as one of the outer frame does.
    @Test func aFrameOpenedInsideOneThatEndedKeepsNothingForGoodEvenIfItKeptNothingBefore() {
        let outer = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let inner = InjectionFrame.$current.withValue(outer) {
            InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        }
        var consumer: EndedFrameConsumer? = InjectionFrame.$current.withValue(inner) { EndedFrameConsumer() }
        outer.dropInstances()
        weak let temporary = consumer?.temporary
        #expect(temporary != nil)
        consumer = nil
        #expect(temporary == nil)
        #expect(inner.storage.liveInstanceCount == 0)
    }

    /// A frame opened inside an ended one that is itself inside a frame still going on (a view model's
    /// frame, ended with its view, inside a test's that goes on) has ended too: any ended frame around
    /// it counts, not only the outermost, so a `.permanent` point of it goes with its consumer.
    @Test func aFrameOpenedInsideAnEndedOneWithinALiveOneKeepsNothingForGood() {
        let outer = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let middle = InjectionFrame.$current.withValue(outer) {
            InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        }
        middle.dropInstances(endingLeases: false)
        let inner = InjectionFrame.$current.withValue(middle) {
            InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        }
        var consumer: EndedFrameConsumer? = InjectionFrame.$current.withValue(inner) { EndedFrameConsumer() }
        weak let temporary = consumer?.temporary
        #expect(temporary != nil)
        #expect(!outer.storage.isClosed)
        consumer = nil
        #expect(temporary == nil)
        #expect(inner.storage.liveInstanceCount == 0)
    }

    /// A `permanent { }` default in a frame that has ended makes an instance per resolution, and keeps
    /// none.
    @Test func aPermanentDefaultInAFrameThatEndedKeepsNoInstance() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        frame.dropInstances()
        weak var first: Service?
        InjectionFrame.$current.withValue(frame) {
            first = resolve(\.endedFrameBlock)
            #expect(resolve(\.endedFrameBlock) !== first)
        }
        #expect(first == nil)
        #expect(frame.storage.liveInstanceCount == 0)
    }

    /// A replacement that a test trait makes once in its frame is made for each resolution once the
    /// frame has ended, and kept by none.
    @Test func aReplacementMadeOnceInAFrameThatEndedIsNotKept() {
        var overrides = InjectedOverrides()
        overrides.set(\.endedFrameBlock, madeOnceInTheFrameBy: { Service("made once") })
        let frame = InjectionFrame.child(with: overrides, openedAt: SourceLocation(fileID: #fileID, line: #line))
        InjectionFrame.$current.withValue(frame) {
            #expect(resolve(\.endedFrameBlock) === resolve(\.endedFrameBlock))
        }
        frame.dropInstances()
        weak var late: Service?
        InjectionFrame.$current.withValue(frame) {
            let made = resolve(\.endedFrameBlock)
            late = made
            #expect(made.name == "made once")
            #expect(resolve(\.endedFrameBlock) !== made)
        }
        #expect(late == nil)
    }

    /// A lease-bound point first read after its frame ended holds its instance until the lease ends,
    /// which still releases it from the point, but the ended frame keeps none for good: once no point
    /// holds it, it goes, as a `.permanent` one does, rather than keep the frame alive through its own
    /// points for as long as the lease lasts.
    @Test func aLeaseBoundPointInAFrameThatEndedHoldsItsInstanceUntilTheLeaseEndsAndTheFrameNone() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        var consumer: EndedFrameLeaseConsumer? = InjectionFrame.$current.withValue(frame) {
            EndedFrameLeaseConsumer()
        }
        frame.dropInstances(endingLeases: false)
        let first = consumer?.service
        Lease.endedFrameSession.end()
        #expect(consumer?.service !== first)
        weak let service = consumer?.service
        consumer = nil
        #expect(service == nil)
    }

    /// A `.shared` lease-bound point of a frame that has ended, whose default ends the lease, shares its
    /// instance with the lease's next points there: it is kept in the table of the period that follows,
    /// where they look, not in the one that ended while it was made.
    @Test func aSharedLeaseBoundInstanceMadeInAnEndedFrameWhileItsLeaseEndsIsSharedWithItsNextPoints() {
        final class Holder {
            @Injected var service: Service
            init(session: Lease) { _service = Injected(\.leaseEndingService, .shared, until: session) }
        }
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        frame.dropInstances(endingLeases: false)
        let session = Lease()
        let (first, second) = InjectionFrame.$current.withValue(frame) {
            (Holder(session: session), Holder(session: session))
        }
        LeaseEndedWhileMaking.lease = session
        let made = first.service
        LeaseEndedWhileMaking.lease = nil
        #expect(second.service === made)
    }

    /// A `.shared` + `.local` instance is one for every point of its frame while a consumer holds it,
    /// after the frame ended too: the frame kept it only weakly, so its end has nothing of it to let go
    /// of. An object made later in that frame (`withInjected(from:)`, as a model that outlives its view
    /// makes a child) gets the instance the model holds, not a second one.
    @Test func aSharedLocalInstanceHeldWhenItsFrameEndedIsSharedWithPointsReadLater() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let (model, unread) = InjectionFrame.$current.withValue(frame) {
            (EndedFrameSharedConsumer(), EndedFrameSharedConsumer())
        }
        let held = model.service
        frame.dropInstances(endingLeases: false)
        #expect(unread.service === held)
        #expect(withInjected(from: model) { EndedFrameSharedConsumer() }.service === held)
    }

    /// Shared storage is per lifespan, in a frame that has ended too: a `.shared` + `.local` point and a
    /// `.shared` + `.permanent` one of the same key, both first read after the frame ended, get two
    /// instances. The ended frame keeps the `.permanent` one as a `.local` one, in the same table.
    @Test func pointsOfBothLifespansFirstReadAfterTheirFrameEndedGetTwoInstances() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let consumer = InjectionFrame.$current.withValue(frame) { EndedFrameLifespansConsumer() }
        frame.dropInstances(endingLeases: false)
        #expect(consumer.local !== consumer.permanent)
    }

    /// A `.shared` + `.permanent` `@Resolved` property created in a frame that has ended keeps its
    /// instance shared while it holds it, as a point of the frame does: the ended frame keeps the
    /// instance as a `.local` one, and a consumer made next in the frame gets the same.
    @Test func aSharedPermanentResolvedPropertyInAnEndedFrameKeepsItsInstanceShared() {
        @MainActor final class Eager {
            @Resolved(\.endedFrameEager, .shared, .permanent) var service
        }
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        frame.dropInstances(endingLeases: false)
        let first = InjectionFrame.$current.withValue(frame) { Eager() }
        let second = InjectionFrame.$current.withValue(frame) { Eager() }
        #expect(second.service === first.service)
    }
}
