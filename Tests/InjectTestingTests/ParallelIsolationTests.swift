import Inject
import InjectTesting
import Testing

/// Two hundred tests run in parallel, each replacing the same keys with its own values and resolving the
/// same `.shared` keys; each must see only its own.
@Suite(.injectionIsolated)
struct ParallelIsolationTests {
    /// Main-actor isolated, as the `Tally` defaults are.
    @MainActor final class Consumer {
        @Injected(\.isolatedValue) var value
        @Injected(\.isolatedShared, .shared) var shared
        @Injected(\.isolatedPermanent, .shared, .permanent) var permanent
    }

    @Test(arguments: 0..<200)
    @MainActor func eachTestSeesOnlyItsOwnInstances(index: Int) async {
        await withInjected(\.isolatedValue, index) {
            let consumer = Consumer()
            #expect(consumer.value == index)
            // The shared and permanent instances belong to this test's frame: mark them as ours.
            #expect(consumer.shared.owner == nil)
            #expect(consumer.permanent.owner == nil)
            consumer.shared.owner = index
            consumer.permanent.owner = index
            // Let the other tests run, then check nobody else got our instances or gave us theirs.
            await Task.yield()
            let again = Consumer()
            #expect(again.value == index)
            #expect(again.shared === consumer.shared)
            #expect(again.permanent === consumer.permanent)
            #expect(again.shared.owner == index)
            #expect(again.permanent.owner == index)
        }
    }

    @Test(arguments: 0..<2)
    @MainActor func aTestsOwnFrameKeepsSharedInstancesFromOtherTests(index: Int) async {
        // Without a replacement, the suite's trait alone gives each test fresh shared instances.
        let consumer = Consumer()
        #expect(consumer.permanent.owner == nil)
        consumer.permanent.owner = index
        await Task.yield()
        #expect(Consumer().permanent.owner == index)
    }
}
