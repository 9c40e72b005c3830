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

    @Test func aTemporaryPermanentInstanceMadeAsItsFrameEndsIsNotKeptForGood() {
        let frame = InjectionFrame.child(openedAt: SourceLocation(fileID: #fileID, line: #line))
        var consumer: FrameEndingConsumer? = InjectionFrame.$current.withValue(frame) { FrameEndingConsumer() }
        let released = consumer?.temporary.released
        #expect(frame.storage.isClosed)
        consumer = nil
        #expect(released?.withLock { $0 } == true)
        #expect(frame.storage.liveInstanceCount == 0)
    }
}
