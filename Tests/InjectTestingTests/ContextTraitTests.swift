import Inject
import InjectTesting
import Testing

/// A test chooses the context its defaults see, and objects made in it keep that context.
@Suite struct ContextTraitTests {
    @Test(.injecting(context: .preview))
    @MainActor func theTraitSetsTheContextDefaultsRead() {
        #expect(InjectionContext.current == .preview)
        #expect(resolve(\.contextName) == "preview")
        #expect(resolve(\.strictChosen) == 2)
    }

    /// The context trait is strict, as every InjectTesting trait is; `strict: false` beside it lets a
    /// live default resolve quietly in the trait's context.
    @Test(.injecting(context: .preview), .injectionIsolated(strict: false))
    @MainActor func theContextTraitWithStrictFalseResolvesALiveDefaultQuietly() {
        #expect(InjectionContext.current == .preview)
        #expect(resolve(\.strictPlain) == 1)
    }

    @Test @MainActor func withoutTheTraitThisProcessIsATestProcess() {
        #expect(InjectionContext.current == .test)
        #expect(resolve(\.contextName) == "test")
    }

    @Test @MainActor func anObjectMadeInAContextFrameKeepsItWhenReadLater() async {
        final class Screen {
            @Injected(\.contextName) var context
        }
        let live = withInjected(context: .live) { Screen() }
        let preview = await withInjected(context: .preview) {
            await Task.yield()
            return Screen()
        }
        #expect(live.context == "live")
        #expect(preview.context == "preview")
        #expect(Screen().context == "test")
        // Nested frames: the innermost context wins, and a frame without one inherits it.
        let nested = withInjected(context: .live) {
            withInjected(\.strictPlain, 5) { withInjected(context: .preview) { Screen() } }
        }
        #expect(nested.context == "preview")
        let inherited = withInjected(context: .live) { withInjected(\.strictPlain, 5) { Screen() } }
        #expect(inherited.context == "live")
    }

    /// `ValueSource.defaultValue`: a value the default picks for the trait's context is still the
    /// declared default.
    @Test(.injecting(context: .preview))
    @MainActor func aValueChosenForTheTraitsContextIsStillTheDeclaredDefault() {
        final class Screen {
            @Injected(\.contextName) var context
        }
        let screen = Screen()
        #expect(screen.context == "preview")
        #expect(screen.$context.source == .defaultValue)
    }

    /// `injecting(_:)`'s doc: the values `configure` sets are made before the test's frame opens, so an
    /// object among them resolves without these replacements; one made in the test sees them.
    @Test(
        .injecting {
            $0[\.traitConfiguredScreen] = TraitConfiguredScreen()
            $0[\.traitConfiguredPart] = "configured"
        }
    )
    @MainActor func anObjectMadeInATraitsConfigurationResolvesWithoutItsReplacements() {
        #expect(resolve(\.traitConfiguredScreen).part.wrappedValue == "default")
        #expect(TraitConfiguredScreen().part.wrappedValue == "configured")
    }
}
