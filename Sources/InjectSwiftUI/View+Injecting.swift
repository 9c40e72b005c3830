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
        /// identity, with the replacements in effect at that moment, in the frame of this modifier: every
        /// model below it shares that frame's `.shared` instances, and its `.permanent` ones live as long
        /// as the modifier's part of the view tree. When the modifier's identity ends, the frame lets go
        /// of them; a model that outlives its view keeps what it resolved. A modifier inside this one
        /// opens its frame inside this frame, as nested `withInjected` calls do.
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
            modifier(SubtreeFrameModifier(declaring: SubtreeOverrides.replacing(key, with: value)))
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
            modifier(SubtreeFrameModifier(declaring: SubtreeOverrides.replacing(key, with: value)))
        }

        /// Gives this view's subtree a frame of its own, without replacing anything: its `.shared`
        /// instances are shared below this view only, and go when the view's identity ends.
        ///
        /// Use it for a flow that owns its dependencies, such as a checkout sheet with a `.shared` cart:
        /// every `@InjectedObject` and `@InjectedObservable` model below it, and every object made there
        /// with `withInjected(subtree:)`, shares one cart, and the next time the sheet opens it starts with
        /// a new one. The frame works as the one `injecting(_:_:)` opens, which it is with no replacement:
        /// `.permanent` instances live as long as this part of the view tree, a modifier inside this one
        /// opens its frame inside this frame, and a model that outlives its view keeps what it resolved.
        ///
        /// ```swift
        /// struct StoreScreen: View {
        ///     @State private var isCheckingOut = false
        ///
        ///     var body: some View {
        ///         Button("Check out") { isCheckingOut = true }
        ///             .sheet(isPresented: $isCheckingOut) {
        ///                 CheckoutFlow()
        ///                     .injectionFrame()   // one cart for the flow, a new one each time it opens
        ///             }
        ///     }
        /// }
        /// ```
        ///
        /// - Returns: A view whose subtree has a frame of its own.
        nonisolated public func injectionFrame() -> some View {
            modifier(SubtreeFrameModifier(declaring: InjectedOverrides()))
        }
    }
#endif
