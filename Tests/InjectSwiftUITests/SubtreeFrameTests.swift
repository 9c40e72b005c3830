import Inject
import InjectSwiftUI
import Testing

/// One frame per modifier, not per model: every model below one `injecting(_:_:)` or `injectionFrame()`
/// shares the modifier's `.shared` instances, two modifiers do not, nested modifiers nest frames as
/// `withInjected` does, and when the modifier's identity ends its frame lets go of its instances, while a
/// model that outlives its view keeps what it resolved.
///
/// Each `SubtreeFrameOwner` stands for one modifier's identity, whose state SwiftUI keeps; each
/// `ModelHolder` for one view's. Every test runs in a `withInjected` frame of its own, so that nothing
/// reaches the global storage.
@Suite struct SubtreeFrameTests {
    // MARK: - Sharing

    /// The cart screen and the toolbar's badge below one modifier see one cart. With a frame per model
    /// (before InjectSwiftUI gave the frame to the modifier), each had a cart of its own.
    @Test @MainActor func twoModelsBelowOneModifierShareTheirSharedInstances() {
        withInjected({ _ in }) {
            let views = FrameViews()
            let subtree = EnvironmentStandIn().injecting(\.swiftUIFramePart, "flow")

            let screen = views.model(in: subtree.injectedOverrides)
            let badge = views.model(in: subtree.injectedOverrides)

            #expect(screen.cart === badge.cart)
            #expect(screen.keptCart === badge.keptCart)
            #expect(screen.cart.part == "flow")
        }
    }

    @Test @MainActor func modelsBelowTwoModifiersDoNotShare() {
        withInjected({ _ in }) {
            let views = FrameViews()
            let parent = EnvironmentStandIn()
            let left = parent.injecting(\.swiftUIFramePart, "flow", owner: SubtreeFrameOwner())
            let right = parent.injecting(\.swiftUIFramePart, "flow", owner: SubtreeFrameOwner())

            let leftModel = views.model(in: left.injectedOverrides)
            let rightModel = views.model(in: right.injectedOverrides)

            #expect(leftModel.cart !== rightModel.cart)
            #expect(leftModel.keptCart !== rightModel.keptCart)
            #expect(rightModel.cart.part == "flow")
        }
    }

    /// An object a view makes itself with `withInjected(subtree:)` is made in the same frame as the
    /// models of the subtree.
    @Test @MainActor func anObjectMadeWithTheSubtreesReplacementsSharesWithTheModels() {
        withInjected({ _ in }) {
            let views = FrameViews()
            let subtree = EnvironmentStandIn().injecting(\.swiftUIFramePart, "flow")
            let model = views.model(in: subtree.injectedOverrides)

            let made = withInjected(subtree: subtree.injectedOverrides) { CartScreenModel() }

            #expect(made.cart === model.cart)
        }
    }

    /// `injectionFrame()` replaces nothing: its models see the frame around it, and share among
    /// themselves instances that the rest of the app does not see.
    @Test @MainActor func aFrameWithoutReplacementsSharesWithinItsSubtreeOnly() {
        withInjected(\.swiftUIFramePart, "test") {
            let views = FrameViews()
            let outside = views.model(in: InjectedOverrides())
            let flow = EnvironmentStandIn().injectionFrame()

            let first = views.model(in: flow.injectedOverrides)
            let second = views.model(in: flow.injectedOverrides)

            #expect(first.cart === second.cart)
            #expect(first.cart !== outside.cart)
            #expect(first.cart.part == "test")
        }
    }

    // MARK: - Nesting

    /// An inner modifier's frame is opened inside the outer one's: its models see both modifiers'
    /// replacements, the inner winning, and share with each other, not with the models between the two
    /// modifiers, as a `withInjected` frame inside another keeps instances of its own.
    @Test @MainActor func nestedModifiersNestFrames() {
        withInjected({ _ in }) {
            let views = FrameViews()
            let outer = EnvironmentStandIn().injecting(\.swiftUIFramePart, "outer")
            let inner = outer.injectionFrame()
            let innerReplacing = outer.injecting(\.swiftUIFramePart, "inner")

            let between = views.model(in: outer.injectedOverrides)
            let first = views.model(in: inner.injectedOverrides)
            let second = views.model(in: inner.injectedOverrides)
            let replaced = views.model(in: innerReplacing.injectedOverrides)

            #expect(first.cart === second.cart)
            #expect(first.cart !== between.cart)
            #expect(first.cart.part == "outer")
            #expect(between.cart.part == "outer")
            #expect(replaced.cart.part == "inner")
            #expect(replaced.cart !== first.cart)
        }
    }

    /// The outer modifier's frame is the inner one's parent even when the first model below the inner
    /// modifier comes before any model between them.
    @Test @MainActor func anInnerFrameOpenedFirstStillSharesTheOuterFramesReplacements() {
        withInjected({ _ in }) {
            let views = FrameViews()
            let outer = EnvironmentStandIn().injecting(\.swiftUIFramePart, "outer")
            let inner = outer.injectionFrame()

            let innerModel = views.model(in: inner.injectedOverrides)
            let between = views.model(in: outer.injectedOverrides)
            let again = views.model(in: inner.injectedOverrides)

            #expect(innerModel.cart.part == "outer")
            #expect(between.cart !== innerModel.cart)
            #expect(again.cart === innerModel.cart)
        }
    }

    // MARK: - Values that change

    /// A parent that runs its body again with an equal value leaves the frame as it is; a new value gives
    /// the models made afterwards a new frame with it, and the models made before keep theirs.
    @Test @MainActor func aModifierThatDeclaresAnotherValueOpensAFrameForTheModelsMadeAfterwards() {
        withInjected({ _ in }) {
            let views = FrameViews()
            let modifier = SubtreeFrameOwner()
            let parent = EnvironmentStandIn()

            let before = views.model(
                in: parent.injecting(\.swiftUIFramePart, "first", owner: modifier).injectedOverrides
            )
            let same = views.model(in: parent.injecting(\.swiftUIFramePart, "first", owner: modifier).injectedOverrides)
            let after = views.model(
                in: parent.injecting(\.swiftUIFramePart, "second", owner: modifier).injectedOverrides
            )

            #expect(same.cart === before.cart)
            #expect(after.cart !== before.cart)
            #expect(after.cart.part == "second")
            #expect(before.cart.part == "first")
        }
    }

    // MARK: - The end of an identity

    /// The modifier's `.permanent` instances live as long as its identity, even while no model holds
    /// them, and go when it ends: with the owner, the only thing left holding the frame.
    @Test @MainActor func anEndedIdentityDropsItsInstances() {
        withInjected({ _ in }) {
            let views = FrameViews()
            var subtree: EnvironmentStandIn? = EnvironmentStandIn().injecting(\.swiftUIFramePart, "flow")
            weak let kept = views.model(in: subtree!.injectedOverrides).keptCart

            views.removeAll()  // the views go; the modifier stays
            #expect(kept != nil)
            #expect(views.model(in: subtree!.injectedOverrides).keptCart === kept)

            views.removeAll()
            subtree = nil  // the modifier's identity ends, and the environment below it
            #expect(kept == nil)
        }
    }

    /// "No instance kept per view identity that ever existed": a sheet opened and closed again and again
    /// leaves nothing behind, although each `.permanent` cart's own injection point captured its frame.
    @Test @MainActor func noInstanceIsKeptForAnIdentityThatEnded() {
        withInjected({ _ in }) {
            var kept: [Weak<FrameCart>] = []
            for _ in 0..<20 {
                let views = FrameViews()
                let sheet = EnvironmentStandIn().injectionFrame()
                let model = views.model(in: sheet.injectedOverrides)
                kept.append(Weak(model.keptCart))
                _ = model.keptCart.part
            }
            #expect(kept.allSatisfy { $0.value == nil })
        }
    }

    @Test @MainActor func aModelThatOutlivesItsViewKeepsWhatItResolved() {
        withInjected({ _ in }) {
            let views = FrameViews()
            var subtree: EnvironmentStandIn? = EnvironmentStandIn().injecting(\.swiftUIFramePart, "flow")
            let model = views.model(in: subtree!.injectedOverrides)
            let (cart, kept) = (model.cart, model.keptCart)

            views.removeAll()
            subtree = nil  // the view and the modifier end; a task still holds the model

            #expect(model.cart === cart)
            #expect(model.keptCart === kept)
            #expect(kept.part == "flow")
        }
    }

    /// Released on another thread, the owner lets go of its frame's instances when the main actor next
    /// runs.
    @Test @MainActor func anIdentityThatEndsOffTheMainActorDropsItsInstancesThere() async {
        let owner = Locked<SubtreeFrameOwner?>(SubtreeFrameOwner())
        let views = FrameViews()
        weak let kept = withInjected({ _ in }) {
            let modifier = owner.withLock { $0 }
            let subtree = EnvironmentStandIn().injecting(\.swiftUIFramePart, "flow", owner: modifier!)
            return views.model(in: subtree.injectedOverrides).keptCart
        }
        views.removeAll()
        #expect(kept != nil)
        await Task.detached { owner.withLock { $0 = nil } }.value
        for _ in 0..<1_000 where kept != nil {
            await Task.yield()
        }
        #expect(kept == nil)
    }
}

/// `reset()` inside a modifier's frame names the frame as the subtree's: it has no location of the user's.
@Suite struct SubtreeFrameResetMessageTests {
    @Test @MainActor func resetInsideAModifiersFrameNamesTheFrameAsTheSubtrees() throws {
        let subtree = EnvironmentStandIn().injecting(\.swiftUIFramePart, "flow")
        let (frame, isCallers) = try #require(
            subtree.injectedOverrides.frameToMakeIn(openedAt: SourceLocation(fileID: #fileID, line: #line))
        )
        let message = DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)

        #expect(!isCallers)
        #expect(
            message.contains(
                "inside the frame that InjectSwiftUI opened for a view subtree's .injecting or .injectionFrame modifier;"
            )
        )
    }
}

/// A weak reference, to see whether an object went.
private final class Weak<Object: AnyObject> {
    weak var value: Object?

    init(_ value: Object) {
        self.value = value
    }
}
