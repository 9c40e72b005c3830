import Inject
import InjectTesting
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
            made = withInjected(from: Plain()) { resolve(\.strictPlain) }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given a Plain, which has no @Injected or @Resolved stored property to take a frame from. To give it one, store a CapturedFrame() in it"
            )
        }
        #expect(made == 1)
    }

    @Test @MainActor func aParentWithACustomMirrorIsToldToGiveAnInjectedProperty() {
        struct Redacted: CustomReflectable {
            @Injected(\.strictPlain) var plain
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
            @Injected(\.strictPlain) var plain
        }
        weak var gone: Feed?
        do { gone = withInjected(\.strictPlain, 2) { Feed() } }
        var made: Int?
        withKnownIssue {
            made = withInjected(from: gone) { resolve(\.strictPlain) }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given nil: a parent that is gone has no frame to give"
            )
        }
        #expect(made == 1)
    }

    @Test @MainActor func theAsynchronousFormFailsTheTestAndRunsTheOperationHereToo() async {
        struct Plain {
            let name = "plain"
        }
        var made: Int?
        await withKnownIssue {
            made = await withInjected(from: Plain()) {
                await Task.yield()
                return resolve(\.strictPlain)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "was given a Plain, which has no @Injected or @Resolved stored property to take a frame from."
            )
        }
        #expect(made == 1)
    }
}
