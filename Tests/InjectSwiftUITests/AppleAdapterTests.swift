#if canImport(SwiftUI)
    import Inject
    import InjectSwiftUI
    import SwiftUI
    import Testing

    /// The SwiftUI adapters in a real view graph: each test renders views with `ImageRenderer`, which
    /// keeps its graph between renders, and reads what their bodies saw from a `Recorder`.
    ///
    /// Apple platforms only: on Linux this file is empty, and the logic behind the adapters is tested
    /// by the other suites of this target. These tests run on the macOS workflow, never on the machine
    /// the adapters were written on.
    @Suite struct AppleAdapterTests {
        // MARK: - Subtree overrides

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func aSubtreeOverrideReachesTheModelsDependencies() {
            let recorder = Recorder()
            let renderer = ImageRenderer(
                content: ObjectProbe(recorder: recorder)
                    .injecting(\.appleDependency, Service("subtree"))
            )

            render(renderer)

            #expect(recorder.dependencies == ["subtree"])
            #expect(recorder.otherDependencies == ["default"])
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func nestedOverridesMergeAndTheInnermostWins() {
            let recorder = Recorder()
            let renderer = ImageRenderer(
                content: ObservableProbe(recorder: recorder)
                    .injecting(\.appleDependency, Service("inner"))
                    .injecting(\.appleOtherDependency, Service("outer other"))
                    .injecting(\.appleDependency, Service("outer"))
            )

            render(renderer)

            #expect(recorder.dependencies == ["inner"])
            #expect(recorder.otherDependencies == ["outer other"])
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func aSubtreeCanHandOverTheModelItself() {
            let recorder = Recorder()
            let prepared = AppleObjectModel(title: "Prepared")
            let renderer = ImageRenderer(
                content: ObjectProbe(recorder: recorder).injecting(\.appleObjectModel, prepared)
            )

            render(renderer)

            #expect(recorder.lastModel === prepared)
            #expect(recorder.titles == ["Prepared"])
        }

        // MARK: - One frame per modifier

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func theModelsBelowOneModifierShareItsSharedInstances() {
            let recorder = CartRecorder()
            let renderer = ImageRenderer(
                content: VStack {
                    CartProbe(recorder: recorder)
                    CartProbe(recorder: recorder)
                }
                .injecting(\.appleDependency, Service("subtree"))
            )

            render(renderer)

            #expect(recorder.carts.count == 2)
            #expect(recorder.distinctCarts == 1)
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func theModelsBelowTwoModifiersDoNotShare() {
            let recorder = CartRecorder()
            let renderer = ImageRenderer(
                content: VStack {
                    CartProbe(recorder: recorder).injectionFrame()
                    CartProbe(recorder: recorder).injectionFrame()
                }
            )

            render(renderer)

            #expect(recorder.carts.count == 2)
            #expect(recorder.distinctCarts == 2)
        }

        // MARK: - One model per view identity

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func anObservableObjectModelIsMadeOncePerIdentity() throws {
            let recorder = Recorder()
            let renderer = ImageRenderer(content: ObjectProbe(recorder: recorder, tick: 0))

            render(renderer)
            renderer.content = ObjectProbe(recorder: recorder, tick: 1)
            render(renderer)

            try #require(recorder.ticks == [0, 1], "the renderer did not evaluate the re-created view")
            #expect(recorder.distinctModels == 1)
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func anObservableModelIsMadeOncePerIdentity() throws {
            let recorder = Recorder()
            let renderer = ImageRenderer(content: ObservableProbe(recorder: recorder, tick: 0))

            render(renderer)
            renderer.content = ObservableProbe(recorder: recorder, tick: 1)
            render(renderer)

            try #require(recorder.ticks == [0, 1], "the renderer did not evaluate the re-created view")
            #expect(recorder.distinctModels == 1)
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func aClosureRunsOncePerIdentityWithItsRuntimeParameter() throws {
            let objects = Recorder()
            let observables = Recorder()
            let objectRenderer = ImageRenderer(
                content: ObjectClosureProbe(title: "First", recorder: objects)
                    .injecting(\.appleDependency, Service("subtree"))
            )
            let observableRenderer = ImageRenderer(
                content: ObservableClosureProbe(title: "First", recorder: observables)
                    .injecting(\.appleDependency, Service("subtree"))
            )

            render(objectRenderer)
            render(observableRenderer)
            objectRenderer.content = ObjectClosureProbe(title: "Second", recorder: objects, tick: 1)
                .injecting(\.appleDependency, Service("subtree"))
            observableRenderer.content = ObservableClosureProbe(title: "Second", recorder: observables, tick: 1)
                .injecting(\.appleDependency, Service("subtree"))
            render(objectRenderer)
            render(observableRenderer)

            for recorder in [objects, observables] {
                try #require(recorder.ticks == [0, 1], "the renderer did not evaluate the re-created view")
                #expect(recorder.distinctModels == 1)
                #expect(recorder.titles == ["First", "First"])
                #expect(recorder.dependencies == ["subtree", "subtree"])
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func aReadInTheViewsInitIsNotTheViewsModel() throws {
            let objects = Recorder()
            let observables = Recorder()

            render(
                ImageRenderer(
                    content: ObjectEarlyReadProbe(recorder: objects).injecting(\.appleDependency, Service("subtree"))
                )
            )
            render(
                ImageRenderer(
                    content: ObservableEarlyReadProbe(recorder: observables)
                        .injecting(\.appleDependency, Service("subtree"))
                )
            )

            for recorder in [objects, observables] {
                try #require(recorder.earlyModels.count == 2)
                let viewsModel = try #require(recorder.lastModel)
                // Each read in init made a model of its own, which the view never used...
                #expect(recorder.earlyModels[0] !== recorder.earlyModels[1])
                #expect(recorder.earlyModels.allSatisfy { $0 !== viewsModel })
                // ...and which saw only the defaults; the view's own model saw the subtree.
                #expect(recorder.dependencies == ["subtree"])
            }
            let early = try #require(observables.earlyModels.first as? AppleObservableModel)
            #expect(early.dependency.name == "default")
        }

        // MARK: - Observation and bindings

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func anObservableObjectModelsChangesUpdateTheView() throws {
            let recorder = Recorder()
            let renderer = ImageRenderer(content: ObjectProbe(recorder: recorder))
            render(renderer)
            let model = try #require(recorder.lastModel as? AppleObjectModel)

            model.title = "Changed"
            render(renderer)

            #expect(recorder.titles.last == "Changed")
            #expect(recorder.distinctModels == 1)
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func anObservableModelsChangesUpdateTheView() throws {
            let recorder = Recorder()
            let renderer = ImageRenderer(content: ObservableProbe(recorder: recorder))
            render(renderer)
            let model = try #require(recorder.lastModel as? AppleObservableModel)

            model.title = "Changed"
            render(renderer)

            #expect(recorder.titles.last == "Changed")
            #expect(recorder.distinctModels == 1)
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func bindingsWriteToTheModel() throws {
            let objects = Recorder()
            let observables = Recorder()
            render(ImageRenderer(content: ObjectProbe(recorder: objects)))
            render(ImageRenderer(content: ObservableProbe(recorder: observables)))

            try #require(objects.titleBinding).wrappedValue = "Bound"
            try #require(observables.titleBinding).wrappedValue = "Bound"

            #expect((objects.lastModel as? AppleObjectModel)?.title == "Bound")
            #expect((observables.lastModel as? AppleObservableModel)?.title == "Bound")
            #expect(objects.titleBinding?.wrappedValue == "Bound")
        }

        // MARK: - A plain @Injected in a view

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @Test @MainActor func aPlainInjectedPropertyIsNewForEachViewStructAndIgnoresTheSubtree() throws {
            let recorder = Recorder()
            let renderer = ImageRenderer(
                content: PlainInjectedProbe(recorder: recorder, tick: 0)
                    .injecting(\.appleDependency, Service("subtree"))
            )

            render(renderer)
            renderer.content = PlainInjectedProbe(recorder: recorder, tick: 1)
                .injecting(\.appleDependency, Service("subtree"))
            render(renderer)

            try #require(recorder.ticks == [0, 1], "the renderer did not evaluate the re-created view")
            // Not a dynamic property: it cannot read the subtree's replacements...
            #expect(recorder.dependencies == ["default", "default"])
            // ...and each re-created struct is a new .temporary injection point with a new instance.
            #expect(recorder.distinctModels == 2)
        }

        // MARK: - Helpers

        /// Renders the renderer's current content, evaluating the bodies that need it.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @MainActor
        private func render<Content: View>(_ renderer: ImageRenderer<Content>) {
            _ = renderer.cgImage
        }
    }
#endif
