import Inject

/// `DefaultValues.override(\.context)`, deprecated, called as a client that ignores the deprecation
/// calls it: a deprecated witness calls it without the warning, an error in this package's builds, and
/// the scenario calls the witness through this protocol, which is not deprecated.
protocol DeprecatedContextOverride {
    @MainActor func overrideContext(with value: InjectionContext)
}

struct CallingDeprecatedContextOverride: DeprecatedContextOverride {
    @available(*, deprecated)
    @MainActor func overrideContext(with value: InjectionContext) {
        DefaultValues.override(\.context) { value }  // the deprecated context override
    }
}

/// "deprecated-context-override": the deprecated global override of `\.context`, called anyway,
/// overrides the key path as a dependency, which `resolve(\.context)` sees and a default does not. In a
/// process of its own, since every read of `\.context` as a dependency would see it.
@MainActor
func runDeprecatedContextOverride() {
    let process = InjectionContext.current
    let replacement: InjectionContext = process == .preview ? .live : .preview
    let forms: any DeprecatedContextOverride = CallingDeprecatedContextOverride()
    forms.overrideContext(with: replacement)
    print("the dependency is the replacement \(resolve(\.context) == replacement)")
    print("a default reads the process's context \(resolve(\.probeContextName) == process.rawValue)")
    DefaultValues.removeOverride(\.context)
    print("after removal the dependency is the process's context \(resolve(\.context) == process)")
}
