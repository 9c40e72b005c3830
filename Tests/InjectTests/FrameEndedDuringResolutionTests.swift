import Testing

@testable import Inject

/// A frame that ends while one of its resolutions is under way (a default that ends a test's frame, a
/// model dropped while its own point resolves) keeps nothing for good afterwards, that resolution's
/// instance included: the instance goes with the points that hold it, as one resolved after the end does.
@MainActor
@Suite struct FrameEndedDuringResolutionTests {
    @Test func aSharedPermanentInstanceMadeAsItsFrameEndsIsNotKeptForGood() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        var consumer: FrameEndingConsumer? = InjectionFrame.$current.withValue(frame) { FrameEndingConsumer() }
        let released = consumer?.shared.released
        #expect(frame.storage.isClosed)
        #expect(frame.storage.liveInstanceCount == 1)  // held weakly, as a `.local` one is
        consumer = nil
        #expect(released?.withLock { $0 } == true)
        #expect(frame.storage.liveInstanceCount == 0)
    }

    /// It is kept as an instance made after the end is: a `.shared` + `.permanent` point of the frame
    /// read later shares it while a point holds it, and a `.shared` + `.local` one does not, since each
    /// lifespan keeps its own shared instances.
    @Test func aSharedPermanentInstanceMadeAsItsFrameEndsIsSharedAsOneMadeAfterTheEnd() {
        @MainActor final class Later {
            @Injected(\.frameEndingSharedPermanent, .shared, .permanent) var permanent
            @Injected(\.frameEndingSharedPermanent, .shared) var local
        }
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        let (consumer, later) = InjectionFrame.$current.withValue(frame) { (FrameEndingConsumer(), Later()) }
        let made = consumer.shared
        #expect(frame.storage.isClosed)
        #expect(later.permanent === made)
        #expect(later.local !== made)
    }

    @Test func aTemporaryPermanentInstanceMadeAsItsFrameEndsIsNotKeptForGood() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        var consumer: FrameEndingConsumer? = InjectionFrame.$current.withValue(frame) { FrameEndingConsumer() }
        let released = consumer?.temporary.released
        #expect(frame.storage.isClosed)
        consumer = nil
        #expect(released?.withLock { $0 } == true)
        #expect(frame.storage.liveInstanceCount == 0)
    }

    /// A frame opened inside a test's frame after the test ended (in a `Task` the test left running, or
    /// from a consumer that outlived it) is inside an ended frame: it keeps nothing for good either, else
    /// a `.permanent` instance whose own points hold that frame keeps it, and itself, for good.
    @Test func aFrameOpenedInsideAFrameThatEndedKeepsNothingForGood() {
        final class Screen {
            @Injected(\.nestedFramePermanentModel, .shared, .permanent) var shared
            @Injected(\.nestedFramePermanentModel, .temporary, .permanent) var temporary
            @Injected(\.nestedFramePermanentDefault) var kept
        }
        let testFrame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        testFrame.dropInstances()
        var screen: Screen? = InjectionFrame.$current.withValue(testFrame) {
            withInjected({ _ in }) { Screen() }
        }
        let released = (screen?.shared.released, screen?.temporary.released, screen?.kept.released)
        screen = nil
        #expect(released.0?.withLock { $0 } == true)
        #expect(released.1?.withLock { $0 } == true)
        #expect(released.2?.withLock { $0 } == true)
    }
}
