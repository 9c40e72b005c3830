import Inject
import InjectTesting
import Testing

/// A trait's replacement value is made for each test and each test case, never shared between them.
@Suite(.injecting(\.perTestMark, Mark()))
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
}
