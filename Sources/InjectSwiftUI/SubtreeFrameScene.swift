#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    /// The scene behind a scene's `injecting(_:_:)` and `injectionFrame()`: the scene counterpart of
    /// `SubtreeFrameModifier`, since scenes have no modifier type of their own.
    ///
    /// A scene keeps state and reads the environment as a view does, so the owner lives in the scene's
    /// state, one for the scene (all its windows), released when the scene goes. Nonisolated, as SwiftUI's
    /// own scenes are, so that a nonisolated modifier can make it around any scene; its body is the main
    /// actor's, as `Scene` requires.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated struct SubtreeFrameScene<Content: Scene>: Scene {
        private let content: Content
        private let declared: InjectedOverrides
        private var owner: State<SubtreeFrameOwner>
        private var above: Environment<InjectedOverrides>

        /// Creates the scene around `content`.
        ///
        /// - Parameters:
        ///   - content: The scene the modifier is applied to.
        ///   - declared: The replacements the modifier adds; none for a frame of its own only.
        init(_ content: Content, declaring declared: InjectedOverrides) {
            self.content = content
            self.declared = declared
            owner = State(wrappedValue: SubtreeFrameOwner())
            above = Environment(\.injectedOverrides)
        }

        @MainActor var body: some Scene {
            content.environment(
                \.injectedOverrides,
                above.wrappedValue.inSubtreeFrame(of: owner.wrappedValue, declaring: declared)
            )
        }
    }
#endif
