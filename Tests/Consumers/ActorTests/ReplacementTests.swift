import ConsumerFixtures
import Inject
import Testing

/// `injecting(_:for:)` from the main actor, and `override(_:)` from inside an actor.
@Suite struct ReplacementTests {
    // MARK: - injecting(_:for:)

    @Test @MainActor func injectingReplacesInPlaceAndReturnsTheSameActor() async {
        let consumer = ActorConsumer()
        let replacement = Tracked(tag: "actorInjecting.replacement")

        let returned = consumer.injecting(replacement, for: \.replaceable)

        #expect(returned === consumer)
        #expect(consumer.replaceable === replacement)
        #expect(await consumer.replaceableSource() == .injectionPoint)
        #expect(Tracked.createdCount("actorInjecting") == 0)
        // Other consumers keep the default.
        #expect(ActorConsumer().replaceable !== replacement)
        #expect(Tracked.createdCount("actorInjecting") == 1)
    }

    @Test @MainActor func injectingAnExistentialChangesWhatTheActorReads() async {
        let consumer = ActorConsumer()
        #expect(await consumer.greet() == "Good morning")

        consumer.injecting(MockGreeter(), for: \.greeter)  // @discardableResult on reference types

        #expect(await consumer.greet() == "Hi from a mock")
    }

    @Test @MainActor func replacingFromTheMainActorLeavesTheActorsStorageAlone() async throws {
        // The actor reads its storage on its own executor, so a replacement made on the main actor goes
        // to the point that storage holds; storing a new point there would race with the actor's reads.
        let consumer = ActorConsumer()
        let storage = await consumer.replaceableStorage()
        let assigned = Tracked(tag: "actorStorage.assigned")
        let injected = Tracked(tag: "actorStorage.injected")

        consumer.replaceable = assigned
        try #require(storage.source == .injectionPoint)
        #expect(storage.wrappedValue === assigned)
        consumer.injecting(injected, for: \.replaceable)
        #expect(storage.wrappedValue === injected)
    }

    // MARK: - override(_:)

    @Test func overrideFromInsideTheActorReplacesOnlyThatPoint() async {
        let tag = "actorOverride"
        let consumer = ActorConsumer()
        let other = ActorConsumer()
        let original = await consumer.overridable
        #expect(await consumer.$overridable.source == .defaultValue)

        let replacement = Tracked(tag: "\(tag).replacement")
        await consumer.useOverridable(replacement)

        #expect(await consumer.overridable === replacement)
        #expect(await consumer.$overridable.source == .injectionPoint)
        #expect(await consumer.overridable !== original)
        #expect(await other.overridable !== replacement)
        #expect(Tracked.createdCount(tag) == 2)
    }
}
