#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Scene {
        /// Replaces a dependency for every Inject wrapper in this scene's views, and for the models
        /// they create.
        ///
        /// The scene counterpart of ``SwiftUI/View/injecting(_:_:)``: nested modifiers merge, the
        /// innermost wins, and a view modifier inside the scene wins over this one. As there, a model
        /// gets the value in effect when the model is made, so pass the same value each time the
        /// app's body runs, such as an instance the app keeps in a stored property. Each model below it
        /// is made in a frame of its own, so its `.shared` and `.permanent` instances are not shared
        /// with other models: a scene-level `injecting(_:_:)` gives every model of the scene its own.
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
            environment(EnvironmentValues.injectedOverridesEntry(for: key), value)
        }
    }
#endif
