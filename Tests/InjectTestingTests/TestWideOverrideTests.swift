import InjectTesting
import Testing

@testable import Inject

/// `DefaultValues.override`, `removeOverride` and `reset()` inside a test that InjectTesting isolates act
/// on that test's frame only; code outside the test, and the tests beside it, never see them.
@Suite(.injectionIsolated)
struct TestWideOverrideTests {
    /// Tests that run at once, each overriding one key: each sees its own value, across suspensions.
    @Test(arguments: 0..<20)
    @MainActor func eachTestSeesOnlyItsOwnOverride(index: Int) async {
        DefaultValues.override(\.testWideNumber) { index }
        await Task.yield()
        #expect(resolve(\.testWideNumber) == index)
        await Task.yield()
        #expect(resolve(\.testWideNumber) == index)
    }

    /// Code outside the test's frame (a detached task) resolves without the test's override: it is
    /// not the process's.
    @Test @MainActor func anOverrideInATestIsNotTheProcesss() async {
        DefaultValues.override(\.testWideNumber) { 7 }
        #expect(resolve(\.testWideNumber) == 7)
        #expect(Resolver.globalOverrides.override(for: DependencyKey(\DefaultValues.testWideNumber)) == nil)
        let outside = await Task.detached { await MainActor.run { resolve(\.testWideNumber) } }.value
        #expect(outside == -1)
    }

    /// It ranks as a global override does: a `withInjected` frame inside the test wins over it, and its
    /// resolutions report the global level.
    @Test @MainActor func aFrameInsideTheTestWinsOverTheTestsOverride() {
        final class Consumer {
            @Injected(\.testWideNumber) var number
        }
        DefaultValues.override(\.testWideNumber) { 7 }
        #expect(withInjected(\.testWideNumber, 8) { resolve(\.testWideNumber) } == 8)
        let consumer = withInjected(context: .preview) { Consumer() }
        #expect(consumer.number == 7)
        #expect(consumer.$number.source == .globalOverride)
    }

    /// A `.shared` instance made before the override is dropped, as the global storage's is.
    @Test @MainActor func anOverrideDropsTheTestsSharedInstancesOfTheKey() {
        let before = resolve(\.testWideTally, .shared, .permanent)
        DefaultValues.override(\.testWideTally) { Tally() }
        let after = resolve(\.testWideTally, .shared, .permanent)
        #expect(after !== before)
        #expect(resolve(\.testWideTally, .shared, .permanent) === after)
    }

    @Test @MainActor func removeOverrideRemovesTheTestsOverride() {
        DefaultValues.override(\.testWideNumber) { 7 }
        DefaultValues.removeOverride(\.testWideNumber)
        #expect(resolve(\.testWideNumber) == -1)
    }

    /// `removeOverride` in a test leaves the process's global override alone: the test goes on seeing it.
    @Test @MainActor func removeOverrideInATestLeavesTheProcesssOverride() async {
        // Set outside the test's frame, on a key no other test resolves.
        await Task.detached { await MainActor.run { DefaultValues.override(\.testWideProcessNumber) { 5 } } }.value
        DefaultValues.override(\.testWideProcessNumber) { 6 }
        #expect(resolve(\.testWideProcessNumber) == 6)
        DefaultValues.removeOverride(\.testWideProcessNumber)
        #expect(resolve(\.testWideProcessNumber) == 5)
        await Task.detached { await MainActor.run { DefaultValues.removeOverride(\.testWideProcessNumber) } }.value
        #expect(resolve(\.testWideProcessNumber) == -1)
    }

    /// `reset()` in a test starts it over: its overrides and instances go, and nothing stops.
    @Test(.injecting(\.testWideMark, Mark()))
    @MainActor func resetStartsTheTestOver() {
        DefaultValues.override(\.testWideNumber) { 7 }
        let tally = resolve(\.testWideTally, .shared, .permanent)
        let mark = resolve(\.testWideMark)
        DefaultValues.reset()
        #expect(resolve(\.testWideNumber) == -1)
        #expect(resolve(\.testWideTally, .shared, .permanent) !== tally)
        // The trait still replaces the key, with a value made anew.
        #expect(resolve(\.testWideMark) !== mark)
        #expect(resolve(\.testWideMark) === resolve(\.testWideMark))
    }

    /// Inside a `withInjected` frame of the test, `reset()` starts the test over too, rather than stopping.
    @Test @MainActor func resetInAFrameInsideTheTestStartsTheTestOver() {
        DefaultValues.override(\.testWideNumber) { 7 }
        withInjected(context: .preview) { DefaultValues.reset() }
        #expect(resolve(\.testWideNumber) == -1)
    }
}

extension DefaultValues {
    var testWideNumber: Int { sameInEveryContext(-1) }
    var testWideProcessNumber: Int { sameInEveryContext(-1) }
    @MainActor var testWideTally: Tally { sameInEveryContext(Tally()) }
    var testWideMark: Mark { sameInEveryContext(Mark()) }
}
