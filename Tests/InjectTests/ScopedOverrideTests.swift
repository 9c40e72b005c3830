import Testing

@testable import Inject

@Suite struct ScopedOverrideTests {
    final class Holder {
        @Injected(\.scoped) var service
        @Injected(\.scopedShared, .shared, .permanent) var shared
    }

    @Test @MainActor func aScopeReplacesTheDependencyInside() {
        let replacement = Service("scoped")
        let inside = withInjected(\.scoped, replacement) { Holder() }
        #expect(inside.service === replacement)
        #expect(inside.$service.source == .frameOverride)
        #expect(Holder().service.name == "default")
    }

    @Test @MainActor func aConsumerCreatedInsideResolvesWithTheScopeWhenReadOutside() {
        let replacement = Service("scoped")
        let holder = withInjected(\.scoped, replacement) { Holder() }
        // Read for the first time after the scope ended.
        #expect(!holder.$service.isResolved)
        #expect(holder.service === replacement)
    }

    @Test func childTasksInheritTheScope() async {
        let replacement = Service("inherited")
        final class Inherits {
            @Injected(\.scopedInherited) var service
        }
        let resolved = await withInjected(\.scopedInherited, replacement) {
            await withTaskGroup(of: Service.self) { group in
                for _ in 0..<4 { group.addTask { @MainActor in Inherits().service } }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(resolved.count == 4)
        #expect(resolved.allSatisfy { $0 === replacement })
    }

    @Test @MainActor func sharedInstancesResolvedInAScopeStayInIt() {
        let outside = Holder().shared
        let (first, second) = withInjected({ _ in }) { (Holder().shared, Holder().shared) }
        let otherScope = withInjected({ _ in }) { Holder().shared }
        #expect(first === second)
        #expect(first !== outside)
        #expect(otherScope !== first)
        #expect(otherScope !== outside)
        #expect(Holder().shared === outside)
    }

    @Test @MainActor func severalKeysAtOnceAndNestedScopes() {
        final class Both {
            @Injected(\.scoped) var service
            @Injected(\.scopedSecond) var number
        }
        let outer = Service("outer")
        let inner = Service("inner")
        let (outerBoth, innerBoth) = withInjected({
            $0[\.scoped] = outer
            $0[\.scopedSecond] = 2
        }) {
            (Both(), withInjected(\.scoped, inner) { Both() })
        }
        #expect(outerBoth.service === outer)
        #expect(outerBoth.number == 2)
        // The inner scope wins for its key and inherits the outer one's other key.
        #expect(innerBoth.service === inner)
        #expect(innerBoth.number == 2)
    }

    @Test func theOverridesBuilderReadsBackWhatWasSet() {
        var overrides = InjectedOverrides()
        overrides[\.scopedSecond] = 5
        #expect(overrides[\.scopedSecond] == 5)
        overrides[\.scopedSecond] = nil
        #expect(overrides[\.scopedSecond] == nil)
    }
}
