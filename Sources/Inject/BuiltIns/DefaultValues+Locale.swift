// `Locale` lives in Foundation. FoundationEssentials, where the toolchain has it, holds it without the
// rest of Foundation; elsewhere (Apple platforms) Foundation is its only home.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DefaultValues {
    /// The locale to format and sort text for.
    ///
    /// In the app it is `Locale.autoupdatingCurrent`, which follows the user's settings even after the
    /// injection point has resolved. In previews it is always `en_US`, so a preview formats the same
    /// way on every machine. In tests, reading it without a replacement fails the test with the key
    /// path, so a test whose output depends on the user's language says so; replace it with the locale
    /// the expected output is written in.
    ///
    /// ```swift
    /// @MainActor
    /// final class CountLabel {
    ///     @Injected(\.locale) var locale
    ///
    ///     func text(for count: Int) -> String { count.formatted(.number.locale(locale)) }
    /// }
    /// ```
    public var locale: Locale { locale(in: context) }

    /// The value of `\.locale` in `context`. The process's context is fixed at launch; the parameter lets
    /// the tests reach the other contexts' values.
    package func locale(in context: InjectionContext) -> Locale {
        let fixed = Locale(identifier: "en_US")
        return context.choose(live: .autoupdatingCurrent, preview: fixed, test: builtInUnimplemented(fixed))
    }
}
