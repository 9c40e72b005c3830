import Inject
import InjectTesting
import Testing

/// A trait's replacement value is made for each test and each test case, never shared between them,
/// inside the test's frame: an object the trait makes resolves its own dependencies as the test does.
@Suite(.injecting(\.perTestMark, Mark()), .injecting(\.pairPart, "suite"))
struct TraitValuePerTestTests {
    @Test(arguments: 0..<20)
    @MainActor func eachCaseOfAParameterizedTestGetsItsOwnValue(index: Int) async {
        let mark = resolve(\.perTestMark)
        #expect(mark.owner == nil)
        mark.owner = index
        await Task.yield()
        #expect(resolve(\.perTestMark) === mark)
        #expect(mark.owner == index)
    }

    @Test(.injecting(\.otherMark, Mark()), arguments: 0..<20)
    @MainActor func aTestTraitsValueIsMadePerCaseToo(index: Int) async {
        let mark = resolve(\.otherMark)
        #expect(mark.owner == nil)
        mark.owner = index
        await Task.yield()
        #expect(resolve(\.otherMark).owner == index)
    }

    @Test(
        .injecting { overrides in
            overrides[\.otherMark] = Mark()
        },
        arguments: 0..<20
    )
    @MainActor func aConfiguringClosureRunsPerCase(index: Int) async {
        let mark = resolve(\.otherMark)
        #expect(mark.owner == nil)
        mark.owner = index
        await Task.yield()
        #expect(resolve(\.otherMark).owner == index)
    }

    @Test @MainActor func injectionPointsOfATestGetItsOneValue() {
        // A `.temporary` point takes a value its frame gives without the resolver's usual path; the
        // trait's value is made once in the test's frame all the same.
        final class Consumer {
            @Injected(\.perTestMark) var mark
        }
        let mark = Consumer().mark
        #expect(Consumer().mark === mark)
        #expect(resolve(\.perTestMark) === mark)
    }

    @Test @MainActor func aTestGetsASuiteValueNoOtherTestHasMarked() {
        let mark = resolve(\.perTestMark)
        #expect(mark.owner == nil)
        mark.owner = -1
    }

    @Test @MainActor func anotherTestGetsItsOwnSuiteValueToo() {
        let mark = resolve(\.perTestMark)
        #expect(mark.owner == nil)
        mark.owner = -2
    }

    @Test(.injecting(\.markedPair, MarkedPair()), arguments: 0..<20)
    @MainActor func aTraitsObjectKeepsItsSharedInstancesInTheTest(index: Int) async {
        let pair = resolve(\.markedPair)
        #expect(pair.shared === resolve(\.pairMark, .shared, .permanent))
        #expect(pair.shared.owner == nil)
        pair.shared.owner = index
        await Task.yield()
        #expect(resolve(\.markedPair) === pair)
        #expect(pair.shared.owner == index)
    }

    @Test(.injecting(\.pairPart, "test"), .injecting(\.markedPair, MarkedPair()))
    @MainActor func aTraitsObjectIsMadeInTheTraitsFrame() {
        // First needed in a frame the test opens, it is still made in the frame of the test's traits.
        let inner = withInjected(\.pairPart, "inner") { resolve(\.markedPair) }
        #expect(inner.part == "test")
        #expect(resolve(\.markedPair) === inner)
    }

    /// `injecting(_:_:)`'s doc: the value is made the first time a point in the test needs the key,
    /// once, and every point gets that instance.
    @Test(.injecting(\.lazilyMadeTraitValue, LazilyMadeTraitValue.make()))
    @MainActor func aTraitsValueIsMadeWhenAPointFirstNeedsIt() {
        #expect(LazilyMadeTraitValue.made.withLock { $0 } == 0)
        let first = resolve(\.lazilyMadeTraitValue)
        #expect(resolve(\.lazilyMadeTraitValue, .shared, .permanent) === first)
        #expect(LazilyMadeTraitValue.made.withLock { $0 } == 1)
    }
}
