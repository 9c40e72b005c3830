import Inject

/// The deprecated `\.context` overloads, called as a client that ignores the deprecation calls them.
///
/// A test cannot name them without the deprecation warning, which is an error in this package's builds:
/// the deprecated witnesses of `CallingDeprecatedContextForms` call them without one, and a test calls
/// the witnesses through this protocol, which is not deprecated.
protocol DeprecatedContextForms {
    /// `withInjected(\.context, value) { operation() }`.
    @MainActor func replacingInAFrame<Result>(with value: InjectionContext, _ operation: () -> Result) -> Result
    /// `await withInjected(\.context, value) { await operation() }`.
    @MainActor func replacingInAnAsynchronousFrame<Result>(
        with value: InjectionContext,
        _ operation: () async -> Result
    ) async -> Result
    /// `overrides[\.context] = value`, on a copy of `overrides`.
    func replacing(in overrides: InjectedOverrides, with value: InjectionContext?) -> InjectedOverrides
    /// `overrides[\.context]`.
    func replacement(in overrides: InjectedOverrides) -> InjectionContext?
}

struct CallingDeprecatedContextForms: DeprecatedContextForms {
    @available(*, deprecated)
    @MainActor func replacingInAFrame<Result>(with value: InjectionContext, _ operation: () -> Result) -> Result {
        withInjected(\.context, value, operation: operation)
    }

    @available(*, deprecated)
    @MainActor func replacingInAnAsynchronousFrame<Result>(
        with value: InjectionContext,
        _ operation: () async -> Result
    ) async -> Result {
        await withInjected(\.context, value, operation: operation)
    }

    @available(*, deprecated)
    func replacing(in overrides: InjectedOverrides, with value: InjectionContext?) -> InjectedOverrides {
        var copy = overrides
        copy[\.context] = value
        return copy
    }

    @available(*, deprecated)
    func replacement(in overrides: InjectedOverrides) -> InjectionContext? {
        overrides[\.context]
    }
}
