#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    /// The view modifier behind `injecting(_:_:)` and `injectionFrame()`: adds its replacements to the
    /// subtree's, in a frame that its own identity owns.
    ///
    /// The owner lives in the modifier's state, so SwiftUI keeps one per identity of the modifier and
    /// releases it when that identity ends, which drops the frame's instances (`SubtreeFrameOwner`). The
    /// rules are in the platform-neutral `SubtreeFrameOwner` and
    /// `InjectedOverrides.inSubtreeFrame(of:declaring:)`; this type only says where SwiftUI keeps the
    /// owner and which table the subtree inherits.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    struct SubtreeFrameModifier: ViewModifier {
        private let declared: InjectedOverrides
        private var owner: State<SubtreeFrameOwner>
        private var above: Environment<InjectedOverrides>

        /// Nonisolated, as the modifiers that make it are.
        ///
        /// - Parameter declared: The replacements the modifier adds; none for a frame of its own only.
        nonisolated init(declaring declared: InjectedOverrides) {
            self.declared = declared
            owner = State(wrappedValue: SubtreeFrameOwner())
            above = Environment(\.injectedOverrides)
        }

        func body(content: Content) -> some View {
            content.environment(
                \.injectedOverrides,
                above.wrappedValue.inSubtreeFrame(of: owner.wrappedValue, declaring: declared)
            )
        }
    }
#endif
