import Inject
import InjectSwiftUI
import Testing

/// A wrapper's model is made inside the subtree's replacements, so the model's own `@Injected`
/// properties capture them and resolve with them whenever they are first read.
@Suite struct ModelCaptureTests {
    // MARK: - A dependency as the source

    @Test @MainActor func theModelsInjectedPropertiesResolveWithTheSubtreeEvenWhenReadLater() {
        let replacement = Service("subtree")
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = replacement

        let model = ModelSource.dependency(\.swiftUICaptureModel, fileID: #fileID, line: #line)
            .make(in: overrides).model

        // Nothing resolved while the model was made; the first read is outside any frame.
        #expect(!model.$captured.isResolved)
        #expect(model.captured === replacement)
        #expect(model.$captured.source == .frameOverride)
        #expect(model.other.name == "default")
        #expect(model.$other.source == .defaultValue)
    }

    @Test @MainActor func theSubtreeCanReplaceTheModelItself() {
        let prepared = PreparedModel(name: "prepared")
        var overrides = InjectedOverrides()
        overrides[\.swiftUIReplaceableModel] = prepared

        let source = ModelSource.dependency(\.swiftUIReplaceableModel, fileID: #fileID, line: #line)

        #expect(source.make(in: overrides).model === prepared)
        #expect(source.make(in: InjectedOverrides()).model.name == "default")
    }

    // MARK: - A closure as the source

    @Test @MainActor func aClosureWithARuntimeParameterCapturesTheSubtreeToo() {
        let film = Film(title: "Metropolis")
        let replacement = Service("subtree")
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = replacement

        let model = ModelSource.closure { CapturingModel(film: film) }.make(in: overrides).model

        #expect(model.film == film)
        #expect(model.captured === replacement)
    }

    // MARK: - Frames around the view

    @Test @MainActor func anEnclosingFrameStillAppliesToKeysTheSubtreeDoesNotReplace() {
        let fromFrame = Service("frame")
        let fromFrameOther = Service("frame other")
        let fromSubtree = Service("subtree")
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = fromSubtree

        let model = withInjected({
            $0[\.swiftUICaptured] = fromFrame
            $0[\.swiftUICapturedOther] = fromFrameOther
        }) {
            ModelSource.closure { CapturingModel() }.make(in: overrides).model
        }

        #expect(model.captured === fromSubtree)
        #expect(model.other === fromFrameOther)
    }

    @Test @MainActor func withoutReplacementsTheModelSharesInstancesWithItsSurroundings() {
        let (outside, model) = withInjected({ _ in }) {
            (SharedConsumer(), ModelSource.closure { CapturingModel() }.make(in: InjectedOverrides()).model)
        }
        #expect(model.shared === outside.shared)
    }

    @Test @MainActor func withReplacementsTheModelKeepsSharedInstancesOfItsOwn() {
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = Service("subtree")

        let (outside, first, second) = withInjected({ _ in }) {
            (
                SharedConsumer(),
                ModelSource.closure { CapturingModel() }.make(in: overrides).model,
                ModelSource.closure { CapturingModel() }.make(in: overrides).model
            )
        }

        // Each model is made in a frame of its own, as in a withInjected body.
        #expect(first.shared !== outside.shared)
        #expect(first.shared !== second.shared)
    }

    // MARK: - An object a view makes itself

    /// `EnvironmentValues.injectedOverrides` tells a view to read the table "to do the same" as the
    /// wrappers for an object it makes in an action, with `withInjected({ $0.merge(overrides) })`, and
    /// the SwiftUI article says the wrappers make their model "as `withInjected({ $0.merge(subtree) })`
    /// would". Below no modifier the table is empty: the wrappers open no frame, the recipe opens one.
    @Test @MainActor func theDocumentedActionRecipeSharesInstancesAsTheWrappersModelDoes() {
        let overrides = EnvironmentStandIn().injectedOverrides  // no injecting(_:_:) above the view

        let (outside, wrappersModel, actionsModel) = withInjected({ _ in }) {
            (
                SharedConsumer(),
                ModelSource.closure { CapturingModel() }.make(in: overrides).model,
                withInjected({ $0.merge(overrides) }) { CapturingModel() }
            )
        }

        #expect(wrappersModel.shared === outside.shared)
        #expect(actionsModel.shared === outside.shared)
    }
}
