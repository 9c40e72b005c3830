import Inject
import InjectSwiftUI
import Testing

/// A subtree's replacements compare equal after a rewrite with the same instances or equal values, so
/// SwiftUI leaves the views that read them alone, and unequal after any other change.
@Suite struct OverridesComparisonTests {
    // MARK: - Rewrites, as a parent's body does on each run

    @Test func rewritingTheSameInstanceComparesEqual() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again
        let service = Service("subtree")

        let first = parent.injecting(\.swiftUICompared, service, owner: modifier)
        let second = parent.injecting(\.swiftUICompared, service, owner: modifier)

        #expect(first.injectedOverrides == second.injectedOverrides)
    }

    @Test func rewritingANewInstanceComparesUnequal() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again

        let first = parent.injecting(\.swiftUICompared, Service("subtree"), owner: modifier)
        let second = parent.injecting(\.swiftUICompared, Service("subtree"), owner: modifier)

        #expect(first.injectedOverrides != second.injectedOverrides)
    }

    @Test func equatableValuesCompareWithTheirEquality() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again

        #expect(
            parent.injecting(\.swiftUIComparedRetries, 1, owner: modifier).injectedOverrides
                == parent.injecting(\.swiftUIComparedRetries, 1, owner: modifier).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedRetries, 1, owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedRetries, 2, owner: modifier).injectedOverrides
        )
    }

    @Test func classesCompareByIdentityEvenWhenEquatable() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again
        let service = EquatableService()

        #expect(
            parent.injecting(\.swiftUIComparedEquatableService, service, owner: modifier).injectedOverrides
                == parent.injecting(\.swiftUIComparedEquatableService, service, owner: modifier).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedEquatableService, service, owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedEquatableService, EquatableService(), owner: modifier)
                .injectedOverrides
        )
    }

    @Test func valuesWithoutStoredPropertiesCompareEqual() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again

        #expect(
            parent.injecting(\.swiftUIComparedStub, OfflineStub(), owner: modifier).injectedOverrides
                == parent.injecting(\.swiftUIComparedStub, OfflineStub(), owner: modifier).injectedOverrides
        )
    }

    @Test func valuesWithoutStoredPropertiesCompareEqualUnderAnExistentialKey() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again

        #expect(
            parent.injecting(\.swiftUIComparedDownloader, OfflineStub(), owner: modifier).injectedOverrides
                == parent.injecting(\.swiftUIComparedDownloader, OfflineStub(), owner: modifier).injectedOverrides
        )
        // A value with stored properties that is not `Equatable` still never compares equal.
        #expect(
            parent.injecting(\.swiftUIComparedDownloader, RetryPolicy(attempts: 1), owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedDownloader, RetryPolicy(attempts: 1), owner: modifier)
                .injectedOverrides
        )
        // Two values without stored properties, of different types, are different replacements.
        #expect(
            parent.injecting(\.swiftUIComparedDownloader, OfflineStub(), owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedDownloader, FailingStub(), owner: modifier).injectedOverrides
        )
    }

    @Test func anOptionalKeysReplacementComparesByWhatItWraps() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again
        let service = Service("subtree")

        #expect(
            parent.injecting(\.swiftUIComparedOptional, service, owner: modifier).injectedOverrides
                == parent.injecting(\.swiftUIComparedOptional, service, owner: modifier).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptional, service, owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedOptional, Service("subtree"), owner: modifier).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptional, nil, owner: modifier).injectedOverrides
                == parent.injecting(\.swiftUIComparedOptional, nil, owner: modifier).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptional, nil, owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedOptional, service, owner: modifier).injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedOptionalStub, OfflineStub(), owner: modifier).injectedOverrides
                == parent.injecting(\.swiftUIComparedOptionalStub, OfflineStub(), owner: modifier).injectedOverrides
        )
    }

    @Test func otherValuesNeverCompareEqual() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again
        let policy = RetryPolicy(attempts: 1)

        #expect(
            parent.injecting(\.swiftUIComparedPolicy, policy, owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedPolicy, policy, owner: modifier).injectedOverrides
        )
    }

    /// Only a value that stores nothing is the same as any other of its type: one that stores a single
    /// byte is not, whatever it holds.
    @Test func aValueThatStoresOneByteNeverComparesEqual() {
        let parent = EnvironmentStandIn()
        let modifier = SubtreeFrameOwner()  // one modifier, whose parent's body runs again

        #expect(
            parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: true), owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: true), owner: modifier)
                .injectedOverrides
        )
        #expect(
            parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: true), owner: modifier).injectedOverrides
                != parent.injecting(\.swiftUIComparedSwitch, OfflineSwitch(isOffline: false), owner: modifier)
                .injectedOverrides
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
        // By hand: a table that modifiers wrote also carries their frames.
        var removed = InjectedOverrides().replacing(\.swiftUICompared, with: service)
            .replacing(\.swiftUIComparedOther, with: service)
        removed[\.swiftUIComparedOther] = nil

        #expect(one.injectedOverrides != two.injectedOverrides)
        #expect(removed == InjectedOverrides().replacing(\.swiftUICompared, with: service))
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

        let modifiers = (SubtreeFrameOwner(), SubtreeFrameOwner(), SubtreeFrameOwner())
        func render() -> InjectedOverrides {
            EnvironmentStandIn()
                .injecting(\.swiftUICompared, outer, owner: modifiers.0)
                .injecting(\.swiftUIComparedRetries, 2, owner: modifiers.1)
                .injecting(\.swiftUICompared, inner, owner: modifiers.2)
                .injectedOverrides
        }

        #expect(render() == render())
    }

    @Test func aNestedRewriteThatChangesTheOuterModifierComparesUnequal() {
        let inner = Service("inner")

        let modifiers = (SubtreeFrameOwner(), SubtreeFrameOwner())
        func render(outerRetries: Int) -> InjectedOverrides {
            EnvironmentStandIn()
                .injecting(\.swiftUIComparedRetries, outerRetries, owner: modifiers.0)
                .injecting(\.swiftUICompared, inner, owner: modifiers.1)
                .injectedOverrides
        }

        #expect(render(outerRetries: 1) == render(outerRetries: 1))
        #expect(render(outerRetries: 1) != render(outerRetries: 2))
    }

    /// Two modifiers that write the same replacements give two subtrees whose models share different
    /// frames, so their tables differ, and a view that moves from one to the other is updated.
    @Test func theSameReplacementsFromTwoModifiersCompareUnequal() {
        let service = Service("subtree")
        let parent = EnvironmentStandIn()

        let left = parent.injecting(\.swiftUICompared, service, owner: SubtreeFrameOwner())
        let right = parent.injecting(\.swiftUICompared, service, owner: SubtreeFrameOwner())

        #expect(left.injectedOverrides != right.injectedOverrides)
        #expect(parent.injectionFrame(owner: SubtreeFrameOwner()).injectedOverrides != parent.injectedOverrides)
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
