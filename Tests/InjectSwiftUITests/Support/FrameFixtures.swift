import Inject
import InjectSwiftUI

// Fixtures of SubtreeFrameTests: a screen's models and the `.shared` cart they should see together.

extension DefaultValues {
    var swiftUIFramePart: String { "default" }
    var swiftUIFrameCart: FrameCart { FrameCart() }
}

/// A `.shared` dependency with an injected property of its own, which captures the frame it is made in.
final class FrameCart {
    @Injected(\.swiftUIFramePart) var part
}

/// A model of a view below the modifiers under test (the cart screen, the toolbar's badge).
@MainActor
final class CartScreenModel {
    @Injected(\.swiftUIFrameCart, .shared) var cart
    @Injected(\.swiftUIFrameCart, .shared, .permanent) var keptCart
}

/// The views of one test: their holders stay, as SwiftUI keeps their state, until the test lets go.
@MainActor
final class FrameViews {
    private(set) var holders: [ModelHolder<CartScreenModel>] = []

    /// The model of a new view whose subtree's table is `overrides`.
    func model(in overrides: InjectedOverrides) -> CartScreenModel {
        let holder = ModelHolder<CartScreenModel>()
        holders.append(holder)
        return holder.prepare(from: .closure { CartScreenModel() }, overrides: overrides).model
    }

    /// The identities of all these views end.
    func removeAll() {
        holders.removeAll()
    }
}
