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
    /// wrappers for an object it makes in an action, with `withInjected(subtree: overrides)`. Below no
    /// modifier the table is empty: the wrappers open no frame, and neither does the recipe, so both
    /// share the instances of the frame around them (`withInjected({ $0.merge(overrides) })`, the
    /// recipe before, opened one).
    @Test @MainActor func theDocumentedActionRecipeSharesInstancesAsTheWrappersModelDoes() {
        let overrides = EnvironmentStandIn().injectedOverrides  // no injecting(_:_:) above the view

        let (outside, wrappersModel, actionsModel) = withInjected({ _ in }) {
            (
                SharedConsumer(),
                ModelSource.closure { CapturingModel() }.make(in: overrides).model,
                withInjected(subtree: overrides) { CapturingModel() }
            )
        }

        #expect(wrappersModel.shared === outside.shared)
        #expect(actionsModel.shared === outside.shared)
    }

    @Test @MainActor func withReplacementsTheActionsObjectResolvesThemInAFrameOfItsOwn() {
        let replacement = Service("subtree")
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = replacement

        let (outside, object) = withInjected({ _ in }) {
            (SharedConsumer(), withInjected(subtree: overrides) { CapturingModel() })
        }

        // Nothing resolved inside the call; the first read is after it returned, outside any frame.
        #expect(!object.$captured.isResolved)
        #expect(object.captured === replacement)
        #expect(object.$captured.source == .frameOverride)
        #expect(object.other.name == "default")
        #expect(object.shared !== outside.shared)
    }

    @Test @MainActor func withoutReplacementsTheActionsObjectUsesTheEnclosingFrame() {
        let fromFrame = Service("frame")

        let (outside, object) = withInjected({ $0[\.swiftUICaptured] = fromFrame }) {
            (SharedConsumer(), withInjected(subtree: InjectedOverrides()) { CapturingModel() })
        }

        #expect(object.captured === fromFrame)
        #expect(object.shared === outside.shared)
    }

    @Test @MainActor func anObjectMadeFromTheActionsObjectSeesTheReplacements() {
        let replacement = Service("subtree")
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = replacement

        let object = withInjected(subtree: overrides) { CapturingModel() }
        let child = withInjected(from: object) { CapturingModel() }

        #expect(child.captured === replacement)
        #expect(child.shared === object.shared)
    }

    /// Not main-actor isolated, as the core `withInjected` functions are not: it runs from any isolation.
    @Test func theActionsRecipeRunsOffTheMainActorToo() {
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = Service("subtree")

        let (opened, line) = (withInjected(subtree: overrides) { InjectionFrame.current }, #line)
        let notOpened = withInjected(subtree: InjectedOverrides()) { InjectionFrame.current }

        // The frame is opened at the call, as a withInjected frame is, so reset() inside it names the call.
        #expect(opened?.openedAt?.description == "\(#fileID):\(line)")
        #expect(opened?.openedBy == nil)
        #expect(notOpened == nil)
    }

    // MARK: - The asynchronous recipe

    @Test @MainActor func theAsyncRecipeKeepsTheReplacementsAcrossSuspensionsAndInTheTasksItStarts() async {
        let replacement = Service("subtree")
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = replacement

        let (object, resolved, inTask, inDetachedTask) = await withInjected(subtree: overrides) {
            await Task.yield()
            let inTask = await Task { resolve(\.swiftUICaptured) }.value
            let inDetachedTask = await Task.detached { await MainActor.run { resolve(\.swiftUICaptured) } }.value
            return (CapturingModel(), resolve(\.swiftUICaptured), inTask, inDetachedTask)
        }

        #expect(object.captured === replacement)
        #expect(resolved === replacement)
        #expect(inTask === replacement)
        #expect(inDetachedTask.name == "default")
    }

    @Test @MainActor func theAsyncRecipeWithoutReplacementsRunsInTheEnclosingFrame() async {
        let fromFrame = Service("frame")

        await withInjected({ $0[\.swiftUICaptured] = fromFrame }) {
            let outside = SharedConsumer()
            let (object, frame) = await withInjected(subtree: InjectedOverrides()) {
                await Task.yield()
                return (CapturingModel(), InjectionFrame.current)
            }

            #expect(frame === InjectionFrame.current)
            #expect(object.captured === fromFrame)
            #expect(object.shared === outside.shared)
        }
    }

    @Test @MainActor func theAsyncRecipeWithReplacementsOpensAFrameOfItsOwnAtTheCall() async {
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = Service("subtree")

        await withInjected({ _ in }) {
            let outside = SharedConsumer()
            let line = #line + 1
            let (object, frame) = await withInjected(subtree: overrides) {
                await Task.yield()
                return (CapturingModel(), InjectionFrame.current)
            }

            #expect(frame !== InjectionFrame.current)
            #expect(frame?.openedAt?.description == "\(#fileID):\(line)")
            #expect(object.shared !== outside.shared)
            #expect(object.captured.name == "subtree")
        }
    }

    @Test @MainActor func theAsyncRecipesFrameGoesWithTheLastObjectMadeInIt() async {
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = Service("subtree")

        var object: CapturingModel?
        weak var frame: InjectionFrame?
        (object, frame) = await withInjected(subtree: overrides) {
            await Task.yield()
            return (CapturingModel(), InjectionFrame.current)
        }

        // The object's points hold the frame; the task-local binding ended with the call.
        #expect(object?.captured.name == "subtree")
        #expect(frame != nil)
        object = nil
        #expect(frame == nil)
    }

    @Test @MainActor func resetInsideAModelsFrameNamesTheFrameAsTheModels() throws {
        var overrides = InjectedOverrides()
        overrides[\.swiftUICaptured] = Service("subtree")

        let frame = try #require(ModelSource.closure { CapturingModel() }.make(in: overrides).frame)
        let message = DefaultValues.resetInsideFrameMessage(fileID: #fileID, line: #line, frame: frame)

        #expect(
            message.contains(
                "inside the frame that InjectSwiftUI opened for a view's model (CapturingModel) inside the "
                    + "replacements of its subtree's .injecting modifiers;"
            )
        )
        #expect(!message.contains("ModelSource.swift"))
    }
}
