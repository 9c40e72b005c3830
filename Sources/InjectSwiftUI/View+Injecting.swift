#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        /// Replaces a dependency for every Inject wrapper in this view's subtree, and for the models
        /// they create.
        ///
        /// Works like `environment(_:_:)`: nested modifiers merge, and where two replace the same
        /// dependency the innermost wins. `@InjectedObject` and `@InjectedObservable` below this view
        /// create their models inside the replacements, so the models' own `@Injected` properties
        /// resolve with them too, whenever they are first read. A model is created once per view
        /// identity, with the replacements in effect at that moment, in a frame of its own: its `.shared`
        /// and `.permanent` instances are not shared with models made elsewhere.
        ///
        /// ```swift
        /// #Preview("Offline") {
        ///     FeedScreen()
        ///         .injecting(\.imageDownloader, FailingDownloader())
        /// }
        /// ```
        ///
        /// A model gets the value in effect when the model is made. Pass the same value each time the
        /// parent's body runs, such as an instance the parent keeps in a stored property or in
        /// `@State`, and every wrapper and model in the subtree shares it. A value made in `body`, such
        /// as `.injecting(\.api, MockAPI())` with a class, is a new instance on each run: a model made
        /// after a later run, such as one in a row that scrolls into view, gets another instance than
        /// the models made before it, and the views that read the replacements update on every run.
        /// Values of an `Equatable` type, or of a type without stored properties, count as the same
        /// value when they are equal; see `InjectedOverrides`.
        ///
        /// A plain `@Injected` property of a view struct does not see these replacements: it is not a
        /// SwiftUI dynamic property, so it cannot read the environment. Use
        /// `injecting(_:for:)` on the view for that property.
        ///
        /// - Parameters:
        ///   - key: The dependency, as a key path into `DefaultValues`.
        ///   - value: The replacement that the wrappers and models made below this view get, while the
        ///     parent passes this same value. It is `Sendable` because the models may hand it to the
        ///     tasks they start, as in `withInjected`.
        /// - Returns: A view whose subtree resolves `key` to `value`.
        nonisolated public func injecting<Value: Sendable>(
            _ key: KeyPath<DefaultValues, Value>,
            _ value: Value
        ) -> some View {
            environment(EnvironmentValues.injectedOverridesEntry(for: key), value)
        }

        /// Refuses to replace the context like a dependency: defaults read `context` directly, so they
        /// would never see the replacement.
        ///
        /// `\.context` is a key path into `DefaultValues` like a dependency's, but a default reads the
        /// context of the frame it resolves in, not a resolved value. Previews already run in
        /// `.preview`, detected from the process, and a test checks preview values with
        /// `withInjected(context:operation:)`. The modifier is deprecated so that the compiler says so
        /// (an error with warnings treated as errors); used anyway, it replaces the key path as a
        /// dependency, which only reads of `\.context` as a dependency see (`resolve(\.context)`,
        /// `@Injected(\.context)`), never a default. A dependency of your own whose type is
        /// `InjectionContext` gets the same warning.
        ///
        /// ```swift
        /// let preview = withInjected(context: .preview) { FeedModel() }   // resolves the preview values
        /// ```
        ///
        /// - Parameters:
        ///   - key: A key path into `DefaultValues` whose value is a context.
        ///   - value: The replacement.
        /// - Returns: A view whose subtree resolves `key` to `value`.
        @available(
            *,
            deprecated,
            message: "the context is not a dependency: previews run in .preview; tests use withInjected(context:)"
        )
        nonisolated public func injecting(
            _ key: KeyPath<DefaultValues, InjectionContext>,
            _ value: InjectionContext
        ) -> some View {
            environment(EnvironmentValues.injectedOverridesEntry(for: key), value)
        }
    }
#endif
