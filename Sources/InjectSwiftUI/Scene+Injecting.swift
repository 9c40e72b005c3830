#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Scene {
        /// Replaces a dependency for every Inject wrapper in this scene's views, and for the models
        /// they create.
        ///
        /// The scene counterpart of ``SwiftUI/View/injecting(_:_:)``: nested modifiers merge, the
        /// innermost wins, and a view modifier inside the scene wins over this one.
        ///
        /// ```swift
        /// @main
        /// struct FeedApp: App {
        ///     var body: some Scene {
        ///         WindowGroup { FeedScreen() }
        ///             .injecting(\.apiBaseURL, URL(string: "https://staging.example.com")!)
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - key: The dependency, as a key path into `DefaultValues`.
        ///   - value: The replacement; every wrapper and model in the scene gets this instance.
        /// - Returns: A scene whose views resolve `key` to `value`.
        nonisolated public func injecting<Value: Sendable>(
            _ key: KeyPath<DefaultValues, Value>,
            _ value: Value
        ) -> some Scene {
            environment(EnvironmentValues.injectedOverridesEntry(for: key), value)
        }
    }
#endif
