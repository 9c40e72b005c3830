import Inject
import InjectSwiftUI
import Testing

/// `injecting(_:_:)` on views and scenes adds its one replacement to the subtree's overrides table, so
/// nested modifiers merge and the innermost wins, the way nested `environment(_:_:)` modifiers do.
@Suite struct SubtreeOverridesTests {
    // MARK: - One modifier

    @Test func aModifierReplacesItsKeyForItsSubtreeOnly() {
        let parent = EnvironmentStandIn()
        let replacement = Service("subtree")

        let child = parent.injecting(\.swiftUISubtreeFirst, replacement)

        #expect(child.injectedOverrides[\.swiftUISubtreeFirst] === replacement)
        #expect(child.injectedOverrides[\.swiftUISubtreeSecond] == nil)
        #expect(parent.injectedOverrides[\.swiftUISubtreeFirst] == nil)
    }

    @Test func anEnvironmentWithoutModifiersCarriesNoReplacements() {
        let root = EnvironmentStandIn()
        #expect(root.injectedOverrides.table.isEmpty)
        #expect(root.injectedOverrides[\.swiftUISubtreeFirst] == nil)
    }

    // MARK: - Nested modifiers

    @Test func nestedModifiersMergeAndTheInnermostWins() {
        let outerFirst = Service("outer first")
        let outerSecond = Service("outer second")
        let innerFirst = Service("inner first")

        // ContentView().injecting(\.first, innerFirst)   <- inner, applied last
        //     .injecting(\.second, outerSecond)
        //     .injecting(\.first, outerFirst)            <- outer, applied first
        let outer = EnvironmentStandIn()
            .injecting(\.swiftUISubtreeFirst, outerFirst)
            .injecting(\.swiftUISubtreeSecond, outerSecond)
        let inner = outer.injecting(\.swiftUISubtreeFirst, innerFirst)

        #expect(inner.injectedOverrides[\.swiftUISubtreeFirst] === innerFirst)
        #expect(inner.injectedOverrides[\.swiftUISubtreeSecond] === outerSecond)
        #expect(outer.injectedOverrides[\.swiftUISubtreeFirst] === outerFirst)
        #expect(outer.injectedOverrides[\.swiftUISubtreeSecond] === outerSecond)
    }

    @Test func siblingSubtreesKeepTheirOwnReplacements() {
        let parent = EnvironmentStandIn().injecting(\.swiftUISubtreeRetries, 1)

        let left = parent.injecting(\.swiftUISubtreeRetries, 2)
        let right = parent.injecting(\.swiftUISubtreeFirst, Service("right"))

        #expect(left.injectedOverrides[\.swiftUISubtreeRetries] == 2)
        #expect(left.injectedOverrides[\.swiftUISubtreeFirst] == nil)
        #expect(right.injectedOverrides[\.swiftUISubtreeRetries] == 1)
        #expect(right.injectedOverrides[\.swiftUISubtreeFirst]?.name == "right")
        #expect(parent.injectedOverrides[\.swiftUISubtreeRetries] == 1)
    }

    @Test @MainActor func modelsInANestedSubtreeResolveWithTheMergedTable() {
        let outer = Service("outer")
        let inner = Service("inner")
        let other = Service("other")
        let environment = EnvironmentStandIn()
            .injecting(\.swiftUICaptured, outer)
            .injecting(\.swiftUICapturedOther, other)
            .injecting(\.swiftUICaptured, inner)

        let model = ModelSource.closure { CapturingModel() }.make(in: environment.injectedOverrides).model

        #expect(model.captured === inner)
        #expect(model.other === other)
    }

    // MARK: - What a modifier declares

    @Test func aModifierDeclaresItsOneReplacement() {
        let declared = SubtreeOverrides.replacing(\.swiftUISubtreeRetries, with: 0)
        #expect(declared[\.swiftUISubtreeRetries] == 0)
        #expect(declared.table.count == 1)
        #expect(declared.subtreeLevels.isEmpty)
    }

    // MARK: - Reading an entry

    /// `InjectedOverrides`' subscript returns `nil` "if they do not replace `key`", and `.some(nil)` for
    /// an optional-typed key replaced with `nil`: a view that reads `\.injectedOverrides` tells the two
    /// apart.
    @Test func anOptionalKeyThatNoModifierReplacesReadsNil() {
        let environment = EnvironmentStandIn().injecting(\.swiftUISubtreeFirst, Service("subtree"))
        let replacedWithNil = environment.injecting(\.swiftUISubtreeOptional, nil)

        #expect(replacedWithNil.injectedOverrides[\.swiftUISubtreeOptional] != nil)
        #expect(environment.injectedOverrides[\.swiftUISubtreeOptional] == nil)
        #expect(EnvironmentStandIn().injectedOverrides[\.swiftUISubtreeOptional] == nil)
    }
}
