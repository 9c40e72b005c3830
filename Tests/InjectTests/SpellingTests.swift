import Testing

@testable import Inject

@Suite struct SpellingTests {
    final class Spellings {
        @Injected(\.spelled) var plain
        @Injected(\.spelled, .shared) var scopeOnly
        @Injected(\.spelled, .shared, .permanent) var scopeThenLifespan
        @Injected(\.spelled, .permanent) var lifespanOnly
        @Injected(\.spelled, .temporary, .shared) var lifespanThenScope
        @Injected(\.spelled, scope: .shared) var labelledScope
        @Injected(\.spelled, scope: .shared, lifespan: .permanent) var labelledScopeThenLifespan
        @Injected(\.spelled, lifespan: .permanent) var labelledLifespan
        @Injected(\.spelled, lifespan: .permanent, scope: .shared) var labelledLifespanThenScope
    }

    @Test(
        arguments: [
            (\Spellings.$plain, Scope.local, Lifespan.temporary),
            (\Spellings.$scopeOnly, .shared, .temporary),
            (\Spellings.$scopeThenLifespan, .shared, .permanent),
            (\Spellings.$lifespanOnly, .local, .permanent),
            (\Spellings.$lifespanThenScope, .shared, .temporary),
            (\Spellings.$labelledScope, .shared, .temporary),
            (\Spellings.$labelledScopeThenLifespan, .shared, .permanent),
            (\Spellings.$labelledLifespan, .local, .permanent),
            (\Spellings.$labelledLifespanThenScope, .shared, .permanent),
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

    @Test func theDeclarationSiteIsRecorded() {
        let point = Spellings().$plain.point
        #expect("\(point.location)".hasPrefix("InjectTests/SpellingTests.swift:"))
    }
}
