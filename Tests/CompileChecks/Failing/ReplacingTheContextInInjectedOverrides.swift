// swiftc-flags: -warnings-as-errors
// expected-error: is deprecated: the context is not a dependency: replace it with withInjected(context:)
// Rule: the context is not a dependency, so a set of replacements (a `withInjected` frame's, an
// InjectedTestCase's `overrides`, a view's `injectedOverrides`) does not take it.
import Inject

func previewOverrides() -> InjectedOverrides {
    var overrides = InjectedOverrides()
    overrides[\.context] = .preview
    return overrides
}
