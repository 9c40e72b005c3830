import ProbeRunner
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

    /// Xcode sets the preview variable to `1` in the process that renders previews; another value of it
    /// is no preview, and the process keeps the context it would have without the variable.
    @Test(arguments: ["0", "", "true"])
    func thePreviewVariableMeansAPreviewOnlyWhenItIsOne(value: String) {
        let detected = InjectionContext.detect { $0 == "XCODE_RUNNING_FOR_PREVIEWS" ? value : nil }
        #expect(detected == InjectionContext.detect { _ in nil })
        #expect(detected != .success(.preview))
    }

    @Test func anUnknownForcedValueIsAnErrorThatNamesTheVariableTheValueAndTheChoices() {
        let detected = InjectionContext.detect { $0 == "INJECT_CONTEXT" ? "staging" : nil }
        #expect(detected == .failure(InvalidContextVariable(value: "staging")))
        #expect(
            InvalidContextVariable(value: "staging").message
                == #"Inject: INJECT_CONTEXT is "staging", which names no context; use one of live, preview, test (in any case), or unset it."#
        )
    }

    /// The error keeps the value as it was set, whatever its case, and an empty value is a value like
    /// any other that names no context, not an unset variable.
    @Test(arguments: ["Staging", ""])
    func anUnknownForcedValueIsAnErrorThatKeepsTheValueAsSet(value: String) {
        let detected = InjectionContext.detect { $0 == "INJECT_CONTEXT" ? value : nil }
        #expect(detected == .failure(InvalidContextVariable(value: value)))
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

    // MARK: - What the doc comments of the context frames say

    /// `withInjected(context:)` replaces nothing itself (a point's source stays the declared default)
    /// and keeps `.shared` and `.permanent` instances of its own.
    @Test @MainActor func aContextFrameReplacesNothingAndKeepsInstancesOfItsOwn() {
        final class Holder {
            @Injected(\.contextFrameShared, .shared, .permanent) var shared
            @Injected(\.contextual) var name
        }
        let outside = Holder()
        let inside = withInjected(context: .preview) { Holder() }
        #expect(inside.shared !== outside.shared)
        #expect(inside.name == "preview")
        #expect(inside.$shared.source == .defaultValue)
        #expect(inside.$name.source == .defaultValue)
    }

    /// The asynchronous form holds across suspension points, and the tasks it starts inherit the
    /// context, except a `Task.detached`.
    @Test @MainActor func anAsynchronousContextFrameReachesItsTasksButNotADetachedOne() async {
        var seen: [String] = []
        await withInjected(context: .preview) {
            await Task.yield()
            seen.append(resolve(\.contextual))
            async let fromAsyncLet = MainActor.run { resolve(\.contextual) }
            seen.append(await fromAsyncLet)
            seen.append(await Task { @MainActor in resolve(\.contextual) }.value)
            seen.append(await Task.detached { await MainActor.run { resolve(\.contextual) } }.value)
        }
        #expect(seen == ["preview", "preview", "preview", "test"])
    }

    /// Replaces a key path as a dependency, as the deprecated `\.context` overloads do when called anyway.
    @MainActor func replacingAsADependency<Value: Sendable, Result>(
        _ key: KeyPath<DefaultValues, Value>,
        _ value: Value,
        _ operation: () -> Result
    ) -> Result {
        withInjected(key, value, operation: operation)
    }

    /// Replacing `\.context` like a dependency reaches the reads of `\.context` as a dependency, and no
    /// default: they read the context of their frame.
    @Test @MainActor func replacingTheContextLikeADependencyReachesNoDefault() {
        final class Holder {
            @Injected(\.context) var context
        }
        let (resolved, injected, readByADefault, current) = replacingAsADependency(\.context, .preview) {
            (resolve(\.context), Holder().context, resolve(\.contextual), InjectionContext.current)
        }
        #expect(resolved == .preview)
        #expect(injected == .preview)
        #expect(readByADefault == "test")
        #expect(current == .test)
    }

    /// The deprecated `withInjected(\.context, _:)` forms, called anyway, replace the key path as a
    /// dependency, as their documentation says: reads of `\.context` as a dependency see the replacement,
    /// across the asynchronous form's suspension points too, and a default does not.
    @Test @MainActor func theDeprecatedContextFramesReplaceTheKeyPathAsADependency() async {
        let forms: any DeprecatedContextForms = CallingDeprecatedContextForms()
        let (resolved, readByADefault) = forms.replacingInAFrame(with: .preview) {
            (resolve(\.context), resolve(\.contextual))
        }
        let resolvedAcrossAnAwait = await forms.replacingInAnAsynchronousFrame(with: .preview) {
            await Task.yield()
            return resolve(\.context)
        }
        #expect(resolved == .preview)
        #expect(readByADefault == "test")
        #expect(resolvedAcrossAnAwait == .preview)
    }

    /// The deprecated `InjectedOverrides` subscript of `\.context`, used anyway, sets, reads and removes
    /// the replacement as the generic subscript does.
    @Test func theDeprecatedContextSubscriptSetsReadsAndRemovesTheReplacement() {
        let forms: any DeprecatedContextForms = CallingDeprecatedContextForms()
        let replaced = forms.replacing(in: InjectedOverrides(), with: .preview)
        let removed = forms.replacing(in: replaced, with: nil)
        #expect(forms.replacement(in: replaced) == .preview)
        #expect(forms.replacement(in: removed) == nil)
        #expect(removed == InjectedOverrides())
    }

    /// `InjectionContext.current`: inside a default, "here" is the frame of the injection point being
    /// resolved, not the frame around the read.
    @Test @MainActor func insideADefaultTheCurrentContextIsThatOfThePointsFrame() {
        final class Holder {
            @Injected(\.currentContextName) var name
        }
        let holder = withInjected(context: .preview) { Holder() }
        #expect(withInjected(context: .live) { holder.name } == "preview")
    }
}
