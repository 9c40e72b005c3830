// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
import Inject
import InjectTesting
import ProbeRunner
import Testing

/// `withInjected(from:)` needs a parent with an `@Injected` property; anything else fails the test.
@Suite(.injectionIsolated)
struct WithInjectedFromMisuseTests {
    @Test @MainActor func aParentWithoutInjectedPropertiesFailsTheTestAndRunsTheOperationHere() {
        struct Plain {
            let name = "plain"
        }
        var made: Int?
        withKnownIssue {
            made = withInjected(from: Plain()) { resolve(\.traitNumber) }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given a Plain, which has no @Injected or @Resolved stored property to take a frame from. To give it one, store a CapturedFrame() in it"
            )
        }
        #expect(made == 0)
    }

    /// The failure is recorded at the call, by its path and line, where an IDE shows it, not at the test.
    @Test @MainActor func theFailureIsRecordedAtTheCall() {
        struct Plain {}
        let line = #line + 2
        withKnownIssue {
            withInjected(from: Plain()) {}
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.filePath == #filePath
        }
    }

    /// Off the main actor the program stops, naming the call, even in a test process that links
    /// InjectTesting: a failure is recorded on the main actor only.
    @Test func aParentWithoutAFrameOffTheMainActorStopsEvenInATestProcess() throws {
        let outcome = try Probe.runStopping("from-without-frame-off-main", of: "InjectTestingProbe")
        #expect(!outcome.output.contains("operation ran off main"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "Inject: withInjected(from:) at "
                    + Probe.site(of: "the parent without a frame off main", of: "InjectTestingProbe")
                    + " was given a PlainParent, which has no @Injected or @Resolved stored property to take a frame from."
            ),
            "\(outcome.output)"
        )
    }

    @Test @MainActor func aParentWithACustomMirrorIsToldToGiveAnInjectedProperty() {
        struct Redacted: CustomReflectable {
            @Injected(\.traitNumber) var plain
            var customMirror: Mirror { Mirror(self, children: [:]) }
        }
        withKnownIssue {
            withInjected(from: Redacted()) {}
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "Its custom mirror hides its stored properties: pass one of its injected properties instead"
            )
        }
    }

    @Test @MainActor func aParentThatIsGoneFailsTheTestAndRunsTheOperationHere() {
        final class Feed {
            @Injected(\.traitNumber) var plain
        }
        weak var gone: Feed?
        do { gone = withInjected(\.traitNumber, 2) { Feed() } }
        var made: Int?
        withKnownIssue {
            made = withInjected(from: gone) { resolve(\.traitNumber) }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given nil: a parent that is gone has no frame to give"
            )
        }
        #expect(made == 0)
    }

    /// A parent inside optionals is named by what they wrap: `nil` when the innermost holds nothing, a
    /// value by its own type.
    @Test @MainActor func aParentInsideOptionalsIsNamedByWhatTheyWrap() {
        struct Plain {}
        final class Feed {
            @Injected(\.traitNumber) var plain
        }
        let gone: Feed?? = .some(nil)
        withKnownIssue {
            withInjected(from: gone as Any?) {}
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given nil: a parent that is gone has no frame to give"
            )
        }
        let wrapped: Plain?? = Plain()
        withKnownIssue {
            withInjected(from: wrapped as Any?) {}
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given a Plain, which has no @Injected or @Resolved stored property to take a frame from."
            )
        }
    }

    @Test @MainActor func theAsynchronousFormFailsTheTestAndRunsTheOperationHereToo() async {
        struct Plain {
            let name = "plain"
        }
        var made: Int?
        await withKnownIssue {
            made = await withInjected(from: Plain()) {
                await Task.yield()
                return resolve(\.traitNumber)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given a Plain, which has no @Injected or @Resolved stored property to take a frame from."
            )
        }
        #expect(made == 0)
    }

    /// Without a frame to give, the operation runs in the current frame, not outside every frame: the
    /// replacements around the call still apply, in both forms.
    @Test @MainActor func theOperationOfAParentWithoutAFrameRunsInTheCurrentFrame() async {
        struct Plain {}
        var made: Int?
        withKnownIssue {
            made = withInjected(\.traitNumber, 2) { withInjected(from: Plain()) { resolve(\.traitNumber) } }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("was given a Plain")
        }
        #expect(made == 2)
        var madeAsynchronously: Int?
        await withKnownIssue {
            madeAsynchronously = await withInjected(\.traitNumber, 3) {
                await withInjected(from: Plain()) {
                    await Task.yield()
                    return resolve(\.traitNumber)
                }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("was given a Plain")
        }
        #expect(madeAsynchronously == 3)
    }
}
