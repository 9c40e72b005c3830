import Testing

@testable import Inject

/// A process detects its context once from its environment and stops on an unknown `INJECT_CONTEXT`;
/// a default that chooses per context builds only the value of the context it reads.
@Suite struct ContextTests {
    // MARK: - Detection in a fresh process

    @Test(
        arguments: [
            ([:], "live"),
            (["XCODE_RUNNING_FOR_PREVIEWS": "1"], "preview"),
            (["INJECT_CONTEXT": "test"], "test"),
            (["INJECT_CONTEXT": "preview"], "preview"),
            (["INJECT_CONTEXT": "live", "XCODE_RUNNING_FOR_PREVIEWS": "1"], "live"),
            (["INJECT_CONTEXT": "Test"], "test"),
        ] as [([String: String], String)]
    )
    func aProcessDetectsItsContextFromItsEnvironment(environment: [String: String], expected: String) throws {
        let outcome = try Probe.run("context", environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("context \(expected)"), "\(outcome.output)")
    }

    @Test func thisTestProcessIsDetectedAsTest() {
        // Unless the runner forces another context, the test frameworks loaded here mean `.test`.
        #expect(InjectionContext.detect { _ in nil } == .success(.test))
    }

    @Test(arguments: ["Preview", "PREVIEW", "preview"])
    func theForcedValueMatchesInAnyCase(value: String) {
        let detected = InjectionContext.detect { $0 == "INJECT_CONTEXT" ? value : nil }
        #expect(detected == .success(.preview))
    }

    @Test func anUnknownForcedValueIsAnErrorThatNamesTheVariableTheValueAndTheChoices() {
        let detected = InjectionContext.detect { $0 == "INJECT_CONTEXT" ? "staging" : nil }
        #expect(detected == .failure(InvalidContextVariable(value: "staging")))
        #expect(
            InvalidContextVariable(value: "staging").message
                == #"Inject: INJECT_CONTEXT is "staging", which names no context; use one of live, preview, test (in any case), or unset it."#
        )
    }

    @Test func anUnknownForcedValueStopsTheProgramAtTheFirstResolution() throws {
        let outcome = try Probe.run("main", environment: ["INJECT_CONTEXT": "staging"])
        #expect(outcome.status != 0)
        #expect(outcome.output.contains(#"Inject: INJECT_CONTEXT is "staging""#), "\(outcome.output)")
        #expect(!outcome.output.contains("value 42"))
    }

    // MARK: - Choosing per context

    @Test func chooseBuildsOnlyTheChosenValue() {
        var built: [String] = []
        func make(_ name: String) -> String {
            built.append(name)
            return name
        }
        let value = InjectionContext.preview.choose(live: make("live"), preview: make("preview"), test: make("test"))
        #expect(value == "preview")
        #expect(built == ["preview"])
    }

    @Test @MainActor func aDefaultReadsTheCurrentContext() {
        final class Holder {
            @Injected(\.contextual) var name
        }
        #expect(Holder().name == InjectionContext.current.rawValue)
    }

    // MARK: - The context is not a dependency

    /// Reading `\.context` as a dependency is allowed: it resolves the `context` property, which is the
    /// context of the frame the resolution runs in, so `withInjected(context:)` reaches it.
    @Test @MainActor func resolvingTheContextGivesTheContextOfTheFrame() {
        #expect(resolve(\.context) == InjectionContext.current)
        #expect(withInjected(context: .preview) { resolve(\.context) } == .preview)
        #expect(withInjected(context: .live) { withInjected(context: .preview) { resolve(\.context) } } == .preview)
    }

    /// An injection point of `\.context` made in a `withInjected(context:)` frame keeps that context
    /// when it is first read outside the frame, as it keeps the frame's overrides.
    @Test @MainActor func anInjectedContextKeepsTheContextOfTheFrameItWasMadeIn() {
        final class Holder {
            @Injected(\.context) var context
        }
        let holder = withInjected(context: .preview) { Holder() }
        #expect(holder.context == .preview)
    }
}
