import Inject
import InjectSwiftUI

/// What SwiftUI's environment and a modifier's state do with subtree overrides, without SwiftUI.
///
/// SwiftUI gives each subtree a copy of its parent's environment. InjectSwiftUI's modifiers read the
/// table their subtree inherits and write below them that table with their replacements and their frame
/// added, the frame owned by the modifier's identity (`SubtreeFrameModifier` keeps its
/// `SubtreeFrameOwner` in its state); this stand-in writes the same table, with the owner a test passes
/// as the modifier's identity. A test that passes one owner to two calls simulates one modifier whose
/// parent's body ran twice; two owners are two modifiers.
struct EnvironmentStandIn {
    var injectedOverrides = InjectedOverrides()

    /// The environment below a modifier `injecting(key, value)` whose identity keeps `owner`.
    func injecting<Value: Sendable>(
        _ key: KeyPath<DefaultValues, Value>,
        _ value: Value,
        owner: SubtreeFrameOwner = SubtreeFrameOwner()
    ) -> EnvironmentStandIn {
        below(owner, declaring: SubtreeOverrides.replacing(key, with: value))
    }

    /// The environment below a modifier `injectionFrame()` whose identity keeps `owner`.
    func injectionFrame(owner: SubtreeFrameOwner = SubtreeFrameOwner()) -> EnvironmentStandIn {
        below(owner, declaring: InjectedOverrides())
    }

    /// The environment below a modifier that declares `declared` with a frame `owner` owns, as a
    /// preview's setup (`InjectionPreviewModifier`) applies it.
    func below(_ owner: SubtreeFrameOwner, declaring declared: InjectedOverrides) -> EnvironmentStandIn {
        EnvironmentStandIn(injectedOverrides: injectedOverrides.inSubtreeFrame(of: owner, declaring: declared))
    }
}
