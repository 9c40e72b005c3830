import ConsumerFixtures
import Inject
import Testing

/// An actor resolves dependencies with `await resolve(_:_:_:)`, with each scope and lifespan.
@Suite struct ResolveTests {
    @Test func localResolvesANewInstanceEachTimeAndPermanentKeepsIt() async {
        let resolver = ResolvingActor()
        weak var temporary: Tracked?
        weak var permanent: Tracked?
        do {
            let first = await resolver.resolved(\.actorResolveLocalTemporary, .local, .temporary)
            let second = await resolver.resolved(\.actorResolveLocalTemporary, .local, .temporary)
            #expect(first !== second)
            temporary = first
            permanent = await resolver.resolved(\.actorResolveLocalPermanent, .local, .permanent)
        }
        #expect(temporary == nil)
        #expect(permanent != nil)
        #expect(Tracked.createdCount("actorResolveLocalTemporary") == 2)
        #expect(Tracked.liveCount("actorResolveLocalPermanent") == 1)
    }

    @Test func sharedPermanentIsOneInstanceAndSeparateFromSharedTemporary() async {
        let resolver = ResolvingActor()
        let first = await resolver.resolved(\.actorResolveSharedPermanent, .shared, .permanent)
        let second = await ResolvingActor().resolved(\.actorResolveSharedPermanent, .shared, .permanent)
        #expect(first === second)
        let temporary = await resolver.resolved(\.actorResolveSharedPermanent, .shared, .temporary)
        #expect(temporary !== first)
    }

    @Test func sharedTemporaryIsNotKeptOnceTheCallerLetsGo() async {
        let resolver = ResolvingActor()
        weak var released: Tracked?
        do {
            released = await resolver.resolved(\.actorResolveSharedTemporary, .shared, .temporary)
        }
        #expect(released == nil)
        #expect(Tracked.liveCount("actorResolveSharedTemporary") == 0)
    }

    @Test func existentialDependenciesCrossIntoTheActor() async {
        #expect(await ResolvingActor().greeting() == "Good morning")
    }
}
