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
    }
#endif
