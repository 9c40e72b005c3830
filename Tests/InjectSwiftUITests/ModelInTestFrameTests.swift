import Inject
import InjectSwiftUI
import InjectTesting
import Testing

/// A view model made in a test (a view rendered by a test with InjectTesting's trait, or a holder the
/// test drives) lives in the test's frame: what it resolves is the test's, goes when the test ends as
/// the trait says, and is never shared with another test's.
@Suite struct ModelInTestFrameTests {
    /// The trait, run around a body here as Swift Testing runs it around a test.
    @MainActor private func runTest(
        replacing part: String = "test",
        _ body: @escaping @MainActor @Sendable () async -> Void
    ) async throws {
        let trait = InjectionTrait.injecting(\.swiftUIFramedPart, part)
        try await trait.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            await body()
        }
    }

    /// A subtree with replacements, as a view below `.injecting(...)` has.
    private static let subtree: InjectedOverrides = {
        var overrides = InjectedOverrides()
        overrides[\.swiftUIFramedPart] = "subtree"
        return overrides
    }()

    @Test @MainActor func aSubtreeModelOfATestSeesTheTestsReplacementsUnderTheSubtrees() async throws {
        try await runTest {
            let inSubtree = ModelHolder<FramedModel>()
            inSubtree.prepare(from: .closure { FramedModel() }, overrides: Self.subtree)
            let outside = ModelHolder<FramedModel>()
            outside.prepare(from: .closure { FramedModel() }, overrides: InjectedOverrides())
            #expect(inSubtree.model?.permanentStore.part == "subtree")
            #expect(outside.model?.permanentStore.part == "test")
            #expect(inSubtree.model?.permanentStore !== outside.model?.permanentStore)
        }
    }

    /// The view outlives the test (a fixture kept it): the model keeps what it resolved, and both go
    /// with the view.
    @Test @MainActor func aSubtreeModelThatOutlivesItsTestKeepsItsStoreUntilItsViewEnds() async throws {
        let holders = Seen<ModelHolder<FramedModel>>()
        let stores = Seen<FramedStore>()
        try await runTest {
            let holder = ModelHolder<FramedModel>()
            holder.prepare(from: .closure { FramedModel() }, overrides: Self.subtree)
            stores.weakly = holder.model?.permanentStore
            holders.strongly = holder
        }
        #expect(stores.weakly != nil)
        #expect(holders.strongly?.model?.permanentStore === stores.weakly)
        holders.strongly = nil
        #expect(stores.weakly == nil)
    }

    /// A `.shared` + `.permanent` point of a subtree model first read after its test ended: the test's
    /// frame, around the model's, has ended, so the instance lives with the model, not for good.
    @Test @MainActor func aPermanentPointOfASubtreeModelFirstReadAfterItsTestEndedGoesWithTheModel() async throws {
        let holders = Seen<ModelHolder<FramedModel>>()
        try await runTest {
            let holder = ModelHolder<FramedModel>()
            holder.prepare(from: .closure { FramedModel() }, overrides: Self.subtree)
            holders.strongly = holder
        }
        let stores = Seen<FramedStore>()
        stores.weakly = holders.strongly?.model?.permanentStore
        #expect(stores.weakly?.part == "subtree")
        holders.strongly = nil
        #expect(stores.weakly == nil)
    }

    /// Without replacements the model resolves in the test's frame, whose end lets go of the test's
    /// instances: the model keeps what it holds, until it goes.
    @Test @MainActor func aModelWithoutReplacementsSharesTheTestsInstancesAndOutlivesItsEnd() async throws {
        let holders = Seen<ModelHolder<FramedModel>>()
        let stores = Seen<FramedStore>()
        try await runTest {
            let holder = ModelHolder<FramedModel>()
            holder.prepare(from: .closure { FramedModel() }, overrides: InjectedOverrides())
            let consumer = FramedModel()
            #expect(holder.model?.permanentStore === consumer.permanentStore)
            stores.weakly = consumer.permanentStore
            holders.strongly = holder
        }
        #expect(holders.strongly?.model?.permanentStore === stores.weakly)
        holders.strongly = nil
        #expect(stores.weakly == nil)
    }

    /// The test's end ends its leases, in the frames opened inside it too: a model's lease-bound point
    /// lets go of its instance, as `Lease.end()` called in the test would make it.
    @Test @MainActor func theTestsEndEndsTheLeasesOfItsModels() async throws {
        let holders = Seen<ModelHolder<FramedModel>>()
        let stores = Seen<FramedStore>()
        try await runTest {
            let holder = ModelHolder<FramedModel>()
            holder.prepare(from: .closure { FramedModel() }, overrides: Self.subtree)
            stores.weakly = holder.model?.sessionStore
            holders.strongly = holder
        }
        #expect(stores.weakly == nil)
        #expect(holders.strongly?.model?.sessionStore.part == "subtree")
    }

    /// An object that the asynchronous `withInjected(subtree:)` makes in a test, across a suspension
    /// point as a `task` modifier of a view the test renders would, lives as a model below a modifier
    /// does: it keeps its `.permanent` store past the test's end until it goes, and the test's end ends
    /// its leases.
    @Test @MainActor func anObjectTheAsyncSubtreeFormMakesInATestGoesAsAModelDoes() async throws {
        let models = Seen<FramedModel>()
        let permanentStores = Seen<FramedStore>()
        let sessionStores = Seen<FramedStore>()
        try await runTest {
            let model = await withInjected(subtree: Self.subtree) {
                await Task.yield()
                return FramedModel()
            }
            #expect(model.permanentStore.part == "subtree")
            permanentStores.weakly = model.permanentStore
            sessionStores.weakly = model.sessionStore
            models.strongly = model
        }
        #expect(sessionStores.weakly == nil)
        #expect(permanentStores.weakly != nil)
        #expect(models.strongly?.permanentStore === permanentStores.weakly)
        models.strongly = nil
        #expect(permanentStores.weakly == nil)
    }

    /// Tests that run at the same time, each with its own trait, never share their models' instances.
    @Test @MainActor func modelsOfTestsRunningAtOnceShareNothing() async throws {
        let first = Seen<FramedStore>()
        let second = Seen<FramedStore>()
        async let firstTest: Void = runTest(replacing: "first") {
            let holder = ModelHolder<FramedModel>()
            holder.prepare(from: .closure { FramedModel() }, overrides: InjectedOverrides())
            first.strongly = holder.model?.permanentStore
        }
        async let secondTest: Void = runTest(replacing: "second") {
            let holder = ModelHolder<FramedModel>()
            holder.prepare(from: .closure { FramedModel() }, overrides: InjectedOverrides())
            second.strongly = holder.model?.permanentStore
        }
        _ = try await (firstTest, secondTest)
        #expect(first.strongly?.part == "first")
        #expect(second.strongly?.part == "second")
        #expect(first.strongly !== second.strongly)
    }

    /// A value the test's trait makes once, in the test's frame: a model below a modifier that replaces
    /// another key shares the test's instance, as every point of the test does.
    @Test @MainActor func aSubtreeModelSharesTheValueTheTestsTraitMakesOnce() async throws {
        let trait = InjectionTrait.injecting(\.swiftUIReachService, Service("test"))
        try await trait.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            await MainActor.run {
                var overrides = InjectedOverrides()
                overrides[\.swiftUIReachOther] = Service("subtree")
                let holder = ModelHolder<ReachModel>()
                let model = holder.prepare(from: .closure { ReachModel() }, overrides: overrides).model
                let tests = resolve(\.swiftUIReachService)
                #expect(tests.name == "test")
                #expect(model.service === tests)
                #expect(model.client.service === tests)
                #expect(model.other.name == "subtree")
            }
        }
    }

    /// The view ends during the test, which keeps its leases; the model outlives it, and then the test:
    /// the test's end still ends them for the model's points.
    @Test @MainActor func theTestsEndEndsTheLeasesOfAModelWhoseViewEndedBefore() async throws {
        let models = Seen<FramedModel>()
        let stores = Seen<FramedStore>()
        try await runTest {
            var holder: ModelHolder<FramedModel>? = ModelHolder()
            let model = holder?.prepare(from: .closure { FramedModel() }, overrides: Self.subtree).model
            stores.weakly = model?.sessionStore
            holder = nil  // the view's identity ends; the lease and the model go on
            #expect(model?.sessionStore === stores.weakly)
            models.strongly = model
        }
        #expect(stores.weakly == nil)
        #expect(models.strongly?.sessionStore.part == "subtree")
    }
}
