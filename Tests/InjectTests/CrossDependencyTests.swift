import Testing

@testable import Inject

/// Dependencies that inject each other, in mixed scopes and lifespans, leave no retain cycle behind.
@MainActor
@Suite struct CrossDependencyTests {
    final class Screen {
        @Injected(\.crossA) var a
        @Injected(\.crossB, .shared) var b
        let actor = CrossActor()
    }

    @Test func releasingTheConsumersReleasesEverythingThatIsNotPermanent() async {
        weak var a: CrossA?
        weak var b: CrossB?
        weak var innerA: CrossA?
        weak var service: Service?
        weak var permanent: Service?
        do {
            let screen = Screen()
            a = screen.a
            b = screen.b
            // A injects B (.shared): the same B the screen shares; B injects A (.temporary): a new A.
            #expect(screen.a.b === screen.b)
            innerA = screen.b.a
            #expect(innerA !== screen.a)
            permanent = screen.a.permanent
            #expect(await screen.actor.name() == "cross")
            service = screen.actor.service
        }
        #expect(a == nil)
        #expect(b == nil)
        #expect(innerA == nil)
        #expect(service == nil)
        #expect(permanent != nil)
    }
}
