// swiftc-flags: -warnings-as-errors
// expected-error: is deprecated: the context is not a dependency: replace it with withInjected(context:)
// Rule: the context is not a dependency, so a global override does not take it either: the process's
// context is detected (INJECT_CONTEXT forces one), and a frame sets another with withInjected(context:).
import Inject

@MainActor
func runAsPreview() {
    DefaultValues.override(\.context) { .preview }
}
