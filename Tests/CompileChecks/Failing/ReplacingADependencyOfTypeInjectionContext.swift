// swiftc-flags: -warnings-as-errors
// expected-error: is deprecated: the context is not a dependency: replace it with withInjected(context:)
// Rule: a replacement is refused by the type of its key path, so a dependency of your own whose type
// is InjectionContext is refused like `\.context` (its documentation says so): give it another type.
import Inject

extension DefaultValues {
    var reportingContext: InjectionContext { .live }
}

@MainActor
func reportAsTest() -> InjectionContext {
    withInjected(\.reportingContext, .test) { resolve(\.reportingContext) }
}
