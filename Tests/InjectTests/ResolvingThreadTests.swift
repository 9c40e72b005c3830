import Testing

@testable import Inject

/// The thread of the resolution under way is known while, and only while, it runs: a default sees its
/// own thread recorded, another thread does not, and nothing is recorded once the outermost resolution
/// returns, for an injection point and for nested `resolve` calls inside a frame alike.
@MainActor
@Suite struct ResolvingThreadTests {
    @Test func aDefaultRunsOnTheRecordedThreadAndNoOtherThreadPasses() {
        final class Holder {
            @Injected(\.resolvingThreadSeen) var seen
        }
        #expect(!ResolvingThread.isCurrent())
        let seen = Holder().seen
        #expect(seen.onTheResolvingThread)
        #expect(!seen.onAnotherThread)
        #expect(!ResolvingThread.isCurrent())
    }

    @Test func aNestedResolutionInAFrameKeepsTheThreadUntilTheOutermostReturns() {
        let seen = withInjected(\.frameSecond, 2) { resolve(\.resolvingThreadSeenNested) }
        #expect(seen.inner.onTheResolvingThread)
        #expect(!seen.inner.onAnotherThread)
        #expect(seen.afterInnerReturned)
        #expect(!ResolvingThread.isCurrent())
    }
}
