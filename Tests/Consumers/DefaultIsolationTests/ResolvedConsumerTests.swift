import ConsumerFixtures
import Inject
import Testing

/// `@Resolved` in a module with main-actor default isolation: its classes and structs are main-actor
/// isolated without saying so, so they declare `@Resolved` properties as they are, on defaults that are
/// main-actor isolated too.
@Suite struct ResolvedConsumerTests {
    final class Model {
        @Resolved(\.moduleResolvedLocal) var local
        @Resolved(\.moduleResolvedShared, .shared) var shared
    }

    struct Row: Injectable {
        @Resolved(\.moduleResolvedFrame) var tracked
    }

    @Test func aClassResolvesWhenCreatedAndReleasesWithItsConsumers() {
        weak var local: Tracked?
        weak var shared: Tracked?
        do {
            let first = Model()
            #expect(Tracked.createdCount("moduleResolvedLocal") == 1)
            let second = Model()
            #expect(second.local !== first.local)
            #expect(second.shared === first.shared)
            local = first.local
            shared = first.shared
        }
        #expect(local == nil)
        #expect(shared == nil)
        #expect(Tracked.liveCount("moduleResolvedShared") == 0)
    }

    @Test func aStructResolvesInItsFrameAndTakesAReplacement() {
        let replacement = Tracked(tag: "replacement")
        let row = withInjected(\.moduleResolvedFrame, replacement) { Row() }
        #expect(row.tracked === replacement)
        let other = Tracked(tag: "other")
        #expect(Row().injecting(other, for: \.tracked).tracked === other)
        #expect(Row().tracked.tag == "moduleResolvedFrame")
    }
}
