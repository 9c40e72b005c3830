import Testing

@testable import Inject

/// An observer hears each resolution, with its level, scope, lifespan and site, until it is cancelled;
/// a point's debug description says what it asks for and where it resolved from.
@MainActor
@Suite struct ObservationTests {
    final class Holder {
        @Injected(\.observed, .shared, .permanent) var service
    }

    @Test func anObserverSeesEachResolutionWithItsLevelAndSite() {
        var events: [ResolutionEvent] = []
        let observation = DefaultValues.observe { event in
            // Other tests resolve in parallel; keep this test's key only.
            if event.fileID == "InjectTests/ObservationTests.swift" { events.append(event) }
        }
        defer { observation.cancel() }
        // A frame of its own, so the shared permanent instance is this test's, whatever ran before.
        withInjected({ _ in }) {
            let first = Holder()
            _ = first.service
            _ = first.service  // warm: not a resolution
            _ = Holder().service
            withInjected(\.observed, Service("replacement")) { _ = Holder().service }
        }

        #expect(events.count == 3)
        #expect(events.map(\.source) == [.defaultValue, .defaultValue, .frameOverride])
        #expect(events.map(\.scope) == [.shared, .shared, .shared])
        #expect(events.map(\.lifespan) == [.permanent, .permanent, .permanent])
        // Shared permanent: only the first resolution in each frame makes an instance.
        #expect(events.map(\.madeNewInstance) == [true, false, true])
        #expect(events.allSatisfy { $0.line == 10 })
    }

    @Test func aCancelledObserverHearsNothing() {
        var count = 0
        let observation = DefaultValues.observe { event in
            if event.fileID == "InjectTests/ObservationTests.swift" { count += 1 }
        }
        observation.cancel()
        _ = resolve(\.observed)
        #expect(count == 0)
    }

    @Test func theDebugDescriptionSaysWhetherAndFromWhereItResolved() {
        final class Described: Injectable {
            @Injected(\.described, .shared) var service
        }
        let described = Described()
        let before = String(reflecting: described.$service)
        #expect(before.hasPrefix("@Injected(\\."))
        #expect(before.contains(", .shared, .local) at InjectTests/ObservationTests.swift:"))
        #expect(before.hasSuffix(": not resolved yet"))
        _ = described.service
        #expect(String(reflecting: described.$service).hasSuffix(": resolved from defaultValue"))
        described.injecting(Service("own"), for: \.service)
        #expect(String(reflecting: described.$service).hasSuffix(": resolved from injectionPoint"))
    }
}
