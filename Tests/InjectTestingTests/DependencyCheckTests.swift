import InjectTesting
import ProbeRunner
import Testing

@testable import Inject

/// `checkDependencies` resolves each dependency in every context, in fresh frames, and names the
/// dependency and the context of each failure; it never makes a live default in previews or tests.
@Suite(.injectionIsolated)
struct DependencyCheckTests {
    @MainActor func failures(_ keys: [PartialKeyPath<DefaultValues>]) -> [DependencyCheck.Failure] {
        DependencyCheck(fileID: #fileID, line: #line).run(keys.map { DependencyKey($0) })
    }

    @Test @MainActor func dependenciesWithAValueInEveryContextPass() {
        #expect(failures([\.checkChosen, \.checkSameEverywhere, \.checkComposite]).isEmpty)
    }

    @Test @MainActor func injectsBuiltInsHaveAValueInEveryContext() {
        #expect(failures([\.now, \.uuid, \.randomNumberGenerator, \.locale, \.calendar, \.timeZone]).isEmpty)
    }

    /// In tests, an `unimplemented` value is the declared test value, which each test replaces.
    @Test @MainActor func anUnimplementedTestValuePasses() {
        #expect(failures([\.checkTestValueUnimplemented]).isEmpty)
    }

    @Test @MainActor func anUnimplementedPreviewValueFailsInThePreviewContext() throws {
        let found = failures([\.checkPreviewUnimplemented])
        let failure = try #require(found.first)
        #expect(found.count == 1)
        #expect(failure.context == .preview)
        #expect(failure.key == DependencyKey(\DefaultValues.checkPreviewUnimplemented))
        let name = keyPathName(\DefaultValues.checkPreviewUnimplemented)
        #expect(failure.message.hasPrefix("Inject: checking \(name) in the preview context: "))
        #expect(failure.message.contains("resolved to unimplemented(_:)"))
    }

    /// A default that reads no context fails in previews and tests, and is made in the live pass only.
    @Test @MainActor func aLiveDefaultFailsInPreviewsAndTestsAndIsMadeOnce() {
        let before = CheckClient.made.withLock { $0 }
        let found = failures([\.checkLiveClient])
        #expect(CheckClient.made.withLock { $0 } == before + 1)
        #expect(found.map(\.context) == [.preview, .test])
        let name = keyPathName(\DefaultValues.checkLiveClient)
        #expect(
            found[0].message.hasPrefix("Inject: checking \(name) in the preview context: \(name) has no preview value")
        )
        #expect(found[1].message.contains("has no test value"))
        #expect(found[1].message.contains("a strict test fails on it"))
        #expect(found.allSatisfy { $0.message.contains("sameInEveryContext(_:)") })
        #expect(found.allSatisfy { $0.message.contains("The check did not make it in this context") })
    }

    /// A dependency whose live value resolves a live default is not made in previews and tests either:
    /// its failure names the live default.
    @Test @MainActor func aDependencyBuiltOnALiveDefaultIsNotMadeInPreviewsAndTests() {
        let before = CheckClient.made.withLock { $0 }
        let found = failures([\.checkReport])
        #expect(CheckClient.made.withLock { $0 } == before + 1)
        #expect(found.map(\.context) == [.preview, .test])
        let client = keyPathName(\DefaultValues.checkLiveClient)
        #expect(found.allSatisfy { $0.message.contains(": it resolves \(client) has no ") })
    }

    /// The check's frames are fresh: the test's own replacements do not reach them.
    @Test(.injecting(\.checkLiveClient, CheckClient()))
    @MainActor func theTestsReplacementsDoNotHideAFailure() {
        #expect(failures([\.checkLiveClient]).map(\.context) == [.preview, .test])
    }

    /// A recorded graph gives the check every dependency it reached, those its defaults resolved too.
    @Test @MainActor func aRecordedGraphIsCheckedDependencyByDependency() {
        let graph = withDependencyGraph { _ = resolve(\.checkComposite) }
        #expect(
            graph.dependencyKeys == [
                DependencyKey(\DefaultValues.checkChosen), DependencyKey(\DefaultValues.checkSameEverywhere),
                DependencyKey(\DefaultValues.checkComposite),
            ]
        )
        checkDependencies(in: graph)
        checkDependencies([\.checkChosen, \.checkComposite, \.now])
    }

    /// The check reports nothing to the test it runs in while it resolves: a strict failure in its
    /// frames is the check's to report, not the calling test's.
    @Test @MainActor func theCheckLeavesNoCaptureBehind() {
        _ = failures([\.checkLiveClient])
        #expect(TestIssueReporter.capture == nil)
    }
}

/// A cycle stops the process, as it would in the app, naming the chain and the check's pass.
@Suite struct DependencyCheckCycleTests {
    @Test func aCycleInOneContextStopsNamingTheCheckAndTheContext() throws {
        let outcome = try Probe.runStopping("check-cycle", of: "InjectTestingProbe")
        let site = Probe.site(of: "the check with a cycle", of: "InjectTestingProbe")
        #expect(outcome.output.contains("Inject: dependency cycle"), "\(outcome.output)")
        #expect(
            outcome.output.contains("It was being made in the dependency check of ")
                && outcome.output.contains(" in the preview context, at \(site)."),
            "\(outcome.output)"
        )
    }
}
