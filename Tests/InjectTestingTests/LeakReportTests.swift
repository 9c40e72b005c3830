import InjectTesting
import Testing

@testable import Inject

/// A test that reports leaks names, when it ends, each instance its frame made that is still alive, and
/// no instance it kept legitimately (`.permanent` ones, which its frame lets go of; values it was given).
@Suite(.injectionIsolated, .reportingLeaks())
struct LeakReportTests {
    @Test @MainActor func aFrameNamesTheInstancesItMadeThatOutliveIt() throws {
        let watch = LeakWatch()
        let frame = InjectionFrame.child(
            isTest: true,
            leakWatch: watch,
            openedAt: SourceLocation(fileID: #fileID, line: #line)
        )
        let line = #line + 2
        let leaked = InjectionFrame.$current.withValue(frame) {
            let model = resolve(\.leakCycleModel)
            model.startCycle()
            _ = resolve(\.leakCycleModel, .shared, .permanent)  // kept by the frame, which lets go of it
            _ = resolve(\.leakCycleModel)  // let go of at once
            _ = withInjected(\.leakCycleModel, CycleModel()) { resolve(\.leakCycleModel) }  // given, not made
            return model
        }
        frame.dropInstances()
        let survivors = watch.takeSurvivors()
        let name = keyPathName(\DefaultValues.leakCycleModel)
        #expect(survivors.count == 1)
        #expect(
            survivors.first?.hasPrefix(
                "Inject: \(name) (temporary, local), asked for at InjectTestingTests/LeakReportTests.swift:\(line), is still alive after the test ended"
            ) == true
        )
        #expect(watch.takeSurvivors().isEmpty)
        leaked.endCycle()
    }

    /// Who asked: the default whose value holds the instance.
    @Test @MainActor func aSurvivorMadeForAnotherDefaultNamesThatDefault() {
        let watch = LeakWatch()
        let frame = InjectionFrame.child(
            isTest: true,
            leakWatch: watch,
            openedAt: SourceLocation(fileID: #fileID, line: #line)
        )
        let owner = InjectionFrame.$current.withValue(frame) { resolve(\.leakCycleOwner) }
        owner.model.startCycle()
        frame.dropInstances()
        let survivors = watch.takeSurvivors()
        // The owner, which this test still holds, and the model, which its default asked for.
        #expect(survivors.count == 2)
        let model = keyPathName(\DefaultValues.leakCycleModel)
        #expect(
            survivors.contains {
                $0.hasPrefix("Inject: \(model) (temporary, local)")
                    && $0.contains("by \(keyPathName(\DefaultValues.leakCycleOwner))'s default")
            }
        )
        owner.model.endCycle()
    }

    /// A frame opened inside the test watches for the test.
    @Test @MainActor func aFrameInsideTheTestSharesItsWatch() throws {
        let frame = try #require(InjectionFrame.current)
        #expect(frame.leakWatch != nil)
        #expect(withInjected(context: .preview) { InjectionFrame.current?.leakWatch } === frame.leakWatch)
    }

    /// The suite reports leaks: instances the test keeps only until it ends are no leak, and its end
    /// records no issue.
    @Test @MainActor func instancesTheTestKeepsUntilItEndsAreNoLeak() {
        let permanent = resolve(\.leakCycleModel, .shared, .permanent)
        let kept = resolve(\.leakCycleModel, .permanent)
        #expect(permanent !== kept)
        let model = resolve(\.leakCycleModel)
        model.startCycle()
        model.endCycle()
    }

    /// A test's own `reportingLeaks(false)` opts it out of its suite's: the instance a static keeps past
    /// the test is not reported.
    @Test(.reportingLeaks(false))
    @MainActor func aTestThatSaysFalseReportsNoLeak() {
        Self.keptPastTheTest.append(resolve(\.leakCycleModel))
    }

    /// What a test keeps past its end, as a static of an app would.
    @MainActor static var keptPastTheTest: [CycleModel] = []
}
