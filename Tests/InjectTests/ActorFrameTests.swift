import Testing

@testable import Inject

/// An actor's injected property keeps the frame the actor was made in; `resolve` in its methods, and the
/// consumers they make, use the frame of the task that calls them, across the hops to the main actor.
@Suite struct ActorFrameTests {
    @Test func anActorsInjectedPropertyKeepsTheFrameTheActorWasMadeIn() async {
        let replacement = Service("replacement")
        let madeInside = withInjected(\.taskFrameActor, replacement) { TaskFrameActor() }
        let madeOutside = TaskFrameActor()
        #expect(await madeInside.readCaptured() === replacement)
        let readInAFrame = await withInjected(\.taskFrameActor, Service("other")) {
            await madeOutside.readCaptured()
        }
        #expect(readInAFrame.name == "default")
    }

    @Test func anActorsMethodsResolveInTheCallersFrame() async {
        let replacement = Service("replacement")
        let madeInside = withInjected(\.taskFrameActor, replacement) { TaskFrameActor() }
        let madeOutside = TaskFrameActor()
        // Outside every frame, `resolve` in the actor made in one resolves the default.
        #expect(await madeInside.resolveNow().name == "default")
        let (resolved, consumerRead) = await withInjected(\.taskFrameActor, replacement) {
            (await madeOutside.resolveNow(), await madeOutside.makeConsumerAndRead())
        }
        #expect(resolved === replacement)
        #expect(consumerRead === replacement)
    }

    /// `withInjected`'s asynchronous form, called in an actor's method, runs its body on the actor: it
    /// changes the actor's state with no `await`, and resolves with its replacement.
    @Test func anAsynchronousFrameOpenedInAnActorRunsOnTheActor() async {
        let replacement = Service("replacement")
        let (resolved, names) = await TaskFrameActor().resolveInAFrameOfItsOwn(replacement)
        #expect(resolved === replacement)
        #expect(names == ["inside", "replacement"])
    }
}
