import Inject
import InjectSwiftUI
import Testing

/// A subtree's replacements compare equal after a rewrite with the same instances or equal values, so
/// SwiftUI leaves the views that read them alone, and unequal after any other change.
@Suite struct OverridesComparisonTests {
    // MARK: - Rewrites, as a parent's body does on each run

    @Test func rewritingTheSameInstanceComparesEqual() {
        let parent = EnvironmentStandIn()
        let service = Service("subtree")

        let first = parent.injecting(\.swiftUICompared, service)
        let second = parent.injecting(\.swiftUICompared, service)

        #expect(first.injectedOverrides == second.injectedOverrides)
    }

    @Test func rewritingANewInstanceComparesUnequal() {
        let parent = EnvironmentStandIn()

        let first = parent.injecting(\.swiftUICompared, Service("subtree"))
        let second = parent.injecting(\.swiftUICompared, Service("subtree"))

        #expect(first.injectedOverrides != second.injectedOverrides)
    }

    @Test func equatableValuesCompareWithTheirEquality() {
        let parent = EnvironmentStandIn()

        #expect(
            parent.injecting(\.swiftUIComparedRetries, 1).injectedOverrides
                == parent.injecting(\.swiftUIComparedRetries, 1).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedRetries, 1).injectedOverrides
                != parent.injecting(\.swiftUIComparedRetries, 2).injectedOverrides
        )
    }

    @Test func classesCompareByIdentityEvenWhenEquatable() {
        let parent = EnvironmentStandIn()
        let service = EquatableService()

        #expect(
            parent.injecting(\.swiftUIComparedEquatableService, service).injectedOverrides
                == parent.injecting(\.swiftUIComparedEquatableService, service).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedEquatableService, service).injectedOverrides
                != parent.injecting(\.swiftUIComparedEquatableService, EquatableService()).injectedOverrides
        )
    }

    @Test func valuesWithoutStoredPropertiesCompareEqual() {
        let parent = EnvironmentStandIn()

        #expect(
            parent.injecting(\.swiftUIComparedStub, OfflineStub()).injectedOverrides
                == parent.injecting(\.swiftUIComparedStub, OfflineStub()).injectedOverrides
        )
    }

    @Test func valuesWithoutStoredPropertiesCompareEqualUnderAnExistentialKey() {
        let parent = EnvironmentStandIn()

        #expect(
            parent.injecting(\.swiftUIComparedDownloader, OfflineStub()).injectedOverrides
                == parent.injecting(\.swiftUIComparedDownloader, OfflineStub()).injectedOverrides
        )
        // A value with stored properties that is not `Equatable` still never compares equal.
        #expect(
            parent.injecting(\.swiftUIComparedDownloader, RetryPolicy(attempts: 1)).injectedOverrides
                != parent.injecting(\.swiftUIComparedDownloader, RetryPolicy(attempts: 1)).injectedOverrides
        )
        // Two values without stored properties, of different types, are different replacements.
        #expect(
            parent.injecting(\.swiftUIComparedDownloader, OfflineStub()).injectedOverrides
                != parent.injecting(\.swiftUIComparedDownloader, FailingStub()).injectedOverrides
        )
    }

    @Test func anOptionalKeysReplacementComparesByWhatItWraps() {
        let parent = EnvironmentStandIn()
        let service = Service("subtree")

        #expect(
            parent.injecting(\.swiftUIComparedOptional, service).injectedOverrides
                == parent.injecting(\.swiftUIComparedOptional, service).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptional, service).injectedOverrides
                != parent.injecting(\.swiftUIComparedOptional, Service("subtree")).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptional, nil).injectedOverrides
                == parent.injecting(\.swiftUIComparedOptional, nil).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptional, nil).injectedOverrides
                != parent.injecting(\.swiftUIComparedOptional, service).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptionalStub, OfflineStub()).injectedOverrides
                == parent.injecting(\.swiftUIComparedOptionalStub, OfflineStub()).injectedOverrides
        )
    }

    @Test func otherValuesNeverCompareEqual() {
        let parent = EnvironmentStandIn()
        let policy = RetryPolicy(attempts: 1)

        #expect(
            parent.injecting(\.swiftUIComparedPolicy, policy).injectedOverrides
                != parent.injecting(\.swiftUIComparedPolicy, policy).injectedOverrides
        )
    }

    /// Only a value that stores nothing is the same as any other of its type: one that stores a single
    /// byte is not, whatever it holds.
    @Test func aValueThatStoresOneByteNeverComparesEqual() {
        let parent = EnvironmentStandIn()

        #expect(
            parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: true)).injectedOverrides
                != parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: true)).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: true)).injectedOverrides
                != parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: false)).injectedOverrides
        )
    }

    @Test func anUnchangedCopyComparesEqualWhateverItHolds() {
        let table = EnvironmentStandIn().injecting(\.swiftUIComparedPolicy, RetryPolicy(attempts: 1))
            .injectedOverrides
        let copy = table

        #expect(copy == table)
    }

    // MARK: - Keys

    @Test func anAddedOrRemovedKeyComparesUnequal() {
        let service = Service("subtree")
        let one = EnvironmentStandIn().injecting(\.swiftUICompared, service)
        let two = one.injecting(\.swiftUIComparedOther, service)
        var removed = two.injectedOverrides
        removed[\.swiftUIComparedOther] = nil

        #expect(one.injectedOverrides != two.injectedOverrides)
        #expect(removed == one.injectedOverrides)
        #expect(EnvironmentStandIn().injectedOverrides == InjectedOverrides())
    }

    @Test func theSameValueUnderAnotherKeyComparesUnequal() {
        let service = Service("subtree")

        #expect(
            EnvironmentStandIn().injecting(\.swiftUICompared, service).injectedOverrides
                != EnvironmentStandIn().injecting(\.swiftUIComparedOther, service).injectedOverrides
        )
    }

    // MARK: - Nested modifiers and merges

    @Test func aNestedRewriteWithTheSameReplacementsComparesEqual() {
        let outer = Service("outer")
        let inner = Service("inner")

        func render() -> InjectedOverrides {
            EnvironmentStandIn()
                .injecting(\.swiftUICompared, outer)
                .injecting(\.swiftUIComparedRetries, 2)
                .injecting(\.swiftUICompared, inner)
                .injectedOverrides
        }

        #expect(render() == render())
    }

    @Test func aNestedRewriteThatChangesTheOuterModifierComparesUnequal() {
        let inner = Service("inner")

        func render(outerRetries: Int) -> InjectedOverrides {
            EnvironmentStandIn()
                .injecting(\.swiftUIComparedRetries, outerRetries)
                .injecting(\.swiftUICompared, inner)
                .injectedOverrides
        }

        #expect(render(outerRetries: 1) != render(outerRetries: 2))
    }

    @Test func mergesOfTheSameReplacementsCompareEqual() {
        let service = Service("suite")
        var suite = InjectedOverrides()
        suite[\.swiftUICompared] = service
        var test = InjectedOverrides()
        test[\.swiftUIComparedRetries] = 1

        var first = suite
        first.merge(test)
        var second = InjectedOverrides()
        second.merge(suite)
        second.merge(test)
        var changed = suite
        changed.merge(InjectedOverrides().replacing(\.swiftUIComparedRetries, with: 2))

        #expect(first == second)
        #expect(first != changed)
    }

    @Test func aMergeWhereTheInnerReplacementWinsComparesWithTheWinner() {
        let outer = Service("outer")
        let inner = Service("inner")
        var merged = InjectedOverrides().replacing(\.swiftUICompared, with: outer)
        merged.merge(InjectedOverrides().replacing(\.swiftUICompared, with: inner))

        #expect(merged == InjectedOverrides().replacing(\.swiftUICompared, with: inner))
        #expect(merged != InjectedOverrides().replacing(\.swiftUICompared, with: outer))
    }

    @Test func aMergeWhereAReplacementMadeOnceWinsForgetsTheEarlierValue() {
        let outer = Service("outer")
        var madeOnce = InjectedOverrides()
        madeOnce.set(\.swiftUICompared, madeOnceInTheFrameBy: { Service("made once") })
        var merged = InjectedOverrides().replacing(\.swiftUICompared, with: outer)
        merged.merge(madeOnce)

        #expect(merged[\.swiftUICompared] == nil)
        #expect(merged.table[DependencyKey(\DefaultValues.swiftUICompared)]?.kind == .madeOnce)
        #expect(merged != InjectedOverrides().replacing(\.swiftUICompared, with: outer))
    }

    /// An unchanged copy compares equal through the state it shares with the original; a replacement
    /// made once, set on the copy, is a change like any other.
    @Test func aCopyGivenAReplacementMadeOnceComparesUnequalToTheOriginal() {
        let original = InjectedOverrides().replacing(\.swiftUICompared, with: Service("value"))
        var copy = original
        #expect(copy == original)
        copy.set(\.swiftUICompared, madeOnceInTheFrameBy: { Service("made once") })

        #expect(copy != original)
    }

    @Test func aReplacementMadeOnceSetOverAValueForgetsTheValue() {
        let outer = Service("outer")
        var overrides = InjectedOverrides().replacing(\.swiftUICompared, with: outer)
        overrides.set(\.swiftUICompared, madeOnceInTheFrameBy: { Service("made once") })

        #expect(overrides[\.swiftUICompared] == nil)
        #expect(overrides != InjectedOverrides().replacing(\.swiftUICompared, with: outer))
    }
}

extension InjectedOverrides {
    /// A copy of these replacements with `key` replaced by `value`.
    fileprivate func replacing<Value: Sendable>(_ key: KeyPath<DefaultValues, Value>, with value: Value) -> Self {
        var copy = self
        copy[key] = value
        return copy
    }
}
