import Testing

@testable import Inject

/// Every spelling of `@Injected` gives its point the scope and lifespan it says, and the point records
/// where it is declared.
@Suite struct SpellingTests {
    final class Spellings {
        @Injected(\.spelled) var plain
        @Injected(\.spelled, .shared) var scopeOnly
        @Injected(\.spelled, .shared, .permanent) var scopeThenLifespan
        @Injected(\.spelled, .permanent) var lifespanOnly
        @Injected(\.spelled, .local) var localLifespanOnly
        @Injected(\.spelled, .temporary, .local) var designsOwnLine
        @Injected(\.spelled, scope: .shared) var labelledScope
        @Injected(\.spelled, scope: .shared, lifespan: .permanent) var labelledScopeThenLifespan
        @Injected(\.spelled, lifespan: .permanent) var labelledLifespan
    }

    @Test(
        arguments: [
            (\Spellings.$plain, Scope.temporary, Lifespan.local),
            (\Spellings.$scopeOnly, .shared, .local),
            (\Spellings.$scopeThenLifespan, .shared, .permanent),
            (\Spellings.$lifespanOnly, .temporary, .permanent),
            (\Spellings.$localLifespanOnly, .temporary, .local),
            (\Spellings.$designsOwnLine, .temporary, .local),
            (\Spellings.$labelledScope, .shared, .local),
            (\Spellings.$labelledScopeThenLifespan, .shared, .permanent),
            (\Spellings.$labelledLifespan, .temporary, .permanent),
        ] as [(any KeyPath<Spellings, Injected<Service>> & Sendable, Scope, Lifespan)]
    )
    func everySpellingHasItsScopeAndLifespan(
        point: any KeyPath<Spellings, Injected<Service>> & Sendable,
        scope: Scope,
        lifespan: Lifespan
    ) {
        let injected = Spellings()[keyPath: point]
        #expect(injected.point.scope == scope)
        #expect(injected.point.lifespan == lifespan)
    }

    @Test @MainActor func resolveWithALifespanAloneKeepsTheDefaultScope() {
        var events: [ResolutionEvent] = []
        let observation = DefaultValues.observe { event in
            if event.fileID == "InjectTests/SpellingTests.swift" { events.append(event) }
        }
        defer { observation.cancel() }
        // A frame of its own, so that the permanent instance is this test's.
        withInjected({ _ in }) {
            _ = resolve(\.spelled, .permanent)
            _ = resolve(\.spelled, .local)
        }
        #expect(events.map(\.scope) == [.temporary, .temporary])
        #expect(events.map(\.lifespan) == [.permanent, .local])
    }

    /// `@Resolved`'s labelled spellings give the property the scope and lifespan they say, as the events
    /// of its resolutions, in declaration order, show.
    @Test @MainActor func everyLabelledResolvedSpellingHasItsScopeAndLifespan() {
        @MainActor final class Spellings {
            @Resolved(\.spelled, scope: .shared, lifespan: .permanent) var labelledScopeThenLifespan
            @Resolved(\.spelled, scope: .shared) var labelledScope
            @Resolved(\.spelled, lifespan: .permanent) var labelledLifespan
        }
        var events: [ResolutionEvent] = []
        let observation = DefaultValues.observe { event in
            if event.fileID == "InjectTests/SpellingTests.swift" { events.append(event) }
        }
        defer { observation.cancel() }
        // A frame of its own, so that the permanent instances are this test's.
        withInjected({ _ in }) { _ = Spellings() }
        #expect(events.map(\.scope) == [.shared, .shared, .temporary])
        #expect(events.map(\.lifespan) == [.permanent, .local, .permanent])
    }

    @Test func aPointRecordsTheFileItIsDeclaredIn() {
        let point = Spellings().$plain.point
        #expect("\(point.location)".hasPrefix("InjectTests/SpellingTests.swift:"))
    }
}
