// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
import Inject
import InjectTesting
import Testing

/// A test trait under a suite's trait joins the suite trait's frame, yet keeps what it sets itself: its
/// context, its strictness, and the frames opened between the two.
@Suite(.injecting(\.traitGreeting, "suite"))
struct TraitJoiningTests {
    @Test(.injecting(context: .preview))
    @MainActor func aJoiningTraitsContextIsTheTests() {
        #expect(InjectionContext.current == .preview)
        #expect(resolve(\.traitGreeting) == "suite")
    }

    @Test(.injectionIsolated(strict: true))
    @MainActor func aJoiningStrictTraitMakesTheTestStrict() {
        final class Consumer {
            @Injected(\.strictPlain) var plain
        }
        withKnownIssue {
            _ = Consumer().plain
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("resolved to its live default in a strict test")
        }
    }

    /// The trait nearest the test says whether it is strict: `strict: false` on the test opts it out of
    /// the strictness its suite's trait gives it.
    @Test(.injectionIsolated(strict: false))
    @MainActor func aJoiningTraitWithStrictFalseOptsTheTestOut() {
        #expect(resolve(\.strictPlain) == 1)
    }

    /// A trait whose frame is not the current one (another trait opened a frame between them) opens a
    /// frame inside the current one rather than joining the suite trait's, so the frame between stays.
    @Test(FramingTrait(), .injecting(\.traitGreeting, "test"))
    @MainActor func aTraitAfterAnotherTraitsFrameKeepsThatFramesReplacements() {
        #expect(resolve(\.traitNumber) == 5)
        #expect(resolve(\.traitGreeting) == "test")
    }
}

/// A test trait that sets no context, under a suite trait that sets one, joins the suite trait's frame
/// with the suite's context: what the test trait leaves unset stays the suite's.
@Suite(.injecting(context: .preview))
struct TraitJoiningContextTests {
    @Test(.injecting(\.traitGreeting, "test"))
    @MainActor func aJoiningTraitWithoutAContextKeepsTheSuitesContext() {
        #expect(InjectionContext.current == .preview)
        #expect(resolve(\.traitGreeting) == "test")
    }
}
