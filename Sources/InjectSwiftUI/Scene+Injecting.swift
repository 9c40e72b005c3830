#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Scene {
        /// Replaces a dependency for every Inject wrapper in this scene's views, and for the models
        /// they create.
        ///
        /// The scene counterpart of ``SwiftUI/View/injecting(_:_:)-(_,Value)``: nested modifiers merge, the
        /// innermost wins, and a view modifier inside the scene wins over this one. As there, a model
        /// gets the value in effect when the model is made, so pass the same value each time the
        /// app's body runs, such as an instance the app keeps in a stored property. The models of the
        /// scene are made in this modifier's frame, one for the scene and all its windows, and share its
        /// `.shared` instances; a view modifier inside the scene opens its frame inside this one.
        ///
        /// ```swift
        /// @main
        /// struct FeedApp: App {
        ///     private let downloader = CachingDownloader()   // one instance for the app's lifetime
        ///
        ///     var body: some Scene {
        ///         WindowGroup { FeedScreen() }
        ///             .injecting(\.imageDownloader, downloader)
        ///             .injecting(\.apiBaseURL, URL(string: "https://staging.example.com")!)
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - key: The dependency, as a key path into `DefaultValues`.
        ///   - value: The replacement that the wrappers and models made in the scene get, while the
        ///     app passes this same value.
        /// - Returns: A scene whose views resolve `key` to `value`.
        nonisolated public func injecting<Value: Sendable>(
            _ key: KeyPath<DefaultValues, Value>,
            _ value: Value
        ) -> some Scene {
            SubtreeFrameScene(self, declaring: SubtreeOverrides.replacing(key, with: value))
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
        /// - Returns: A scene whose subtree resolves `key` to `value`.
        @available(
            *,
            deprecated,
            message: "the context is not a dependency: previews run in .preview; tests use withInjected(context:)"
        )
        nonisolated public func injecting(
            _ key: KeyPath<DefaultValues, InjectionContext>,
            _ value: InjectionContext
        ) -> some Scene {
            SubtreeFrameScene(self, declaring: SubtreeOverrides.replacing(key, with: value))
        }

        /// Gives this scene a frame of its own, without replacing anything: its `.shared` instances are
        /// shared within the scene only, and go with the scene.
        ///
        /// The scene counterpart of ``SwiftUI/View/injectionFrame()``. The frame is the scene's, one for
        /// all its windows; for a frame per window, put `injectionFrame()` on the root view inside the
        /// window group instead. A view modifier inside the scene opens its frame inside this one.
        ///
        /// ```swift
        /// @main
        /// struct StoreApp: App {
        ///     var body: some Scene {
        ///         WindowGroup { FeedScreen() }
        ///             .injectionFrame()   // the scene's .shared instances, apart from other scenes'
        ///     }
        /// }
        /// ```
        ///
        /// - Returns: A scene with a frame of its own.
        nonisolated public func injectionFrame() -> some Scene {
            SubtreeFrameScene(self, declaring: InjectedOverrides())
        }
    }
#endif
