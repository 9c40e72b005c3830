import Testing

@testable import Inject

/// A dependency made asynchronously is replaced at every level, with a ready value or another making
/// (one that fails or never finishes); a `withInjected` frame reaches the making and what it resolves,
/// and `withInjected(from:)` takes it to work started later.
@MainActor
@Suite struct AsyncDefaultOverrideTests {
    @MainActor final class NotesModel: Injectable {
        @Injected(\.asyncStore, .shared, .permanent) var store
        @Injected(\.asyncNamed) var named
        var state = "idle"

        func load() async {
            state = "loading"
            do {
                state = try await store.value.name
            } catch {
                state = "failed"
            }
        }
    }

    @Test func aPointIsReplacedWithAReadyValue() async throws {
        let model = NotesModel()
        model.$store.override(AsyncDefault(ready: Store("point")))
        #expect(try await model.store.value.name == "point")
        let injected = NotesModel().injecting(AsyncDefault(ready: Store("injected")), for: \.store)
        #expect(try await injected.store.value.name == "injected")
    }

    @Test func aFrameReplacesItWithAReadyValue() async throws {
        let model = withInjected(\.asyncStore, AsyncDefault(ready: Store("frame"))) { NotesModel() }
        await model.load()
        #expect(model.state == "frame")
    }

    @Test func aGlobalOverrideReplacesIt() async throws {
        DefaultValues.override(\.asyncGlobal) { AsyncDefault(ready: Store("global")) }
        defer { DefaultValues.removeOverride(\.asyncGlobal) }
        #expect(try await resolve(\.asyncGlobal, .shared, .permanent).name == "global")
    }

    @Test func aFailingReplacementShowsTheFailure() async {
        let model = withInjected(\.asyncStore, AsyncDefault { throw MakingFailed() }) { NotesModel() }
        await model.load()
        #expect(model.state == "failed")
    }

    @Test func aReplacementThatNeverFinishesShowsTheLoadingState() async throws {
        let never = Gate()
        let model = withInjected(
            \.asyncStore,
            AsyncDefault {
                try await never.pass(); return Store()
            }
        ) { NotesModel() }
        let loading = Task { await model.load() }
        #expect(await waitUntil { never.waiting == 1 })
        #expect(model.state == "loading")
        loading.cancel()
        await loading.value
        #expect(model.state == "failed")
        #expect(await waitUntil { never.cancellations == 1 })
    }

    @Test func aFrameReachesTheMakingAndWhatItResolves() async throws {
        let gate = Gate(open: true)
        try await withInjected(\.asyncGate, gate) {
            try await withInjected(\.asyncName, "framed") {
                #expect(try await resolve(\.asyncNamed) == "framed")
                // The making of `\.asyncComposite` resolves `\.asyncStore`, whose default resolves the gate.
                let stores = try await resolve(\.asyncComposite)
                #expect(stores.count == 1)
                #expect(gate.arrivals == 1)
            }
        }
        #expect(try await resolve(\.asyncNamed) == "live")
    }

    @Test func aReplacementMadeOutsideEveryFrameMakesInTheFrameThatAwaitsIt() async throws {
        let replacement = AsyncDefault<String> { await resolve(\.asyncName) + " replaced" }
        let named = try await withInjected(\.asyncName, "framed") {
            try await withInjected(\.asyncNamed, replacement) { try await resolve(\.asyncNamed) }
        }
        #expect(named == "framed replaced")
    }

    @Test func aReplacementMadeInAFrameMakesInThatFrame() async throws {
        let replacement = withInjected(\.asyncName, "outer") {
            AsyncDefault<String> { await resolve(\.asyncName) }
        }
        let named = try await withInjected(\.asyncName, "inner") {
            try await withInjected(\.asyncNamed, replacement) { try await resolve(\.asyncNamed) }
        }
        #expect(named == "outer")
    }

    @Test func aPointMadeInAFrameMakesInThatFrameWhenAwaitedLater() async throws {
        let model = withInjected(\.asyncName, "framed") { NotesModel() }
        #expect(try await model.named.value == "framed")
    }

    @Test func withInjectedFromTakesTheFrameToWorkStartedLater() async throws {
        let model = withInjected(\.asyncName, "framed") { NotesModel() }
        let later = try await withInjected(from: model) { try await resolve(\.asyncNamed) }
        #expect(later == "framed")
        let detached = Task { @MainActor in try await withInjected(from: model) { try await resolve(\.asyncNamed) } }
        #expect(try await detached.value == "framed")
    }
}
