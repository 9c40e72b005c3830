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
            let first = await resolver.resolved(\.actorResolveTemporaryLocal, .temporary, .local)
            let second = await resolver.resolved(\.actorResolveTemporaryLocal, .temporary, .local)
            #expect(first !== second)
            temporary = first
            permanent = await resolver.resolved(\.actorResolveTemporaryPermanent, .temporary, .permanent)
        }
        #expect(temporary == nil)
        #expect(permanent != nil)
        #expect(Tracked.createdCount("actorResolveTemporaryLocal") == 2)
        #expect(Tracked.liveCount("actorResolveTemporaryPermanent") == 1)
    }

    @Test func sharedPermanentIsOneInstanceAndSeparateFromSharedLocal() async {
        let resolver = ResolvingActor()
        let first = await resolver.resolved(\.actorResolveSharedPermanent, .shared, .permanent)
        let second = await ResolvingActor().resolved(\.actorResolveSharedPermanent, .shared, .permanent)
        #expect(first === second)
        let temporary = await resolver.resolved(\.actorResolveSharedPermanent, .shared, .local)
        #expect(temporary !== first)
    }

    @Test func sharedLocalIsNotKeptOnceTheCallerLetsGo() async {
        let resolver = ResolvingActor()
        weak var released: Tracked?
        do {
            released = await resolver.resolved(\.actorResolveSharedLocal, .shared, .local)
        }
        #expect(released == nil)
        #expect(Tracked.liveCount("actorResolveSharedLocal") == 0)
    }

    @Test func existentialDependenciesCrossIntoTheActor() async {
        #expect(await ResolvingActor().greeting() == "Good morning")
    }
}
