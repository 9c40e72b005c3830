import Testing

@testable import Inject

/// Defaults built from other dependencies see the replacements of the injection point that asked,
/// when they resolve those dependencies rather than read their properties directly.
@MainActor
@Suite struct NestedDependencyTests {
    final class Screen {
        @Injected(\.nestedLoader) var loader
        @Injected(\.nestedPropertyLoader) var propertyLoader
    }

    @Test func aDefaultResolvesItsOwnDependenciesWithOverrides() {
        #expect(Screen().loader.service.name == "inner")
        let replacement = Service("replacement")
        let screen = withInjected(\.nestedInner, replacement) { Screen() }
        #expect(screen.loader.service === replacement)
    }

    @Test func objectsADefaultCreatesCaptureTheFrameOfThePointThatAsked() {
        let replacement = Service("replacement")
        let screen = withInjected(\.nestedInner, replacement) { Screen() }
        // The loader is created now, outside the frame, while resolving a point created inside it.
        let loader = screen.propertyLoader
        #expect(loader.inner === replacement)
        #expect(Screen().propertyLoader.inner.name == "inner")
    }

    @Test func resolveInsideADefaultFollowsOverridesAndADirectReadDoesNot() {
        let mock = Service("mock")
        let (direct, resolved) = withInjected(\.feedAPI, mock) {
            (resolve(\.feedReadingDirectly), resolve(\.feedResolving))
        }
        #expect(direct.name == "live")
        #expect(resolved === mock)
    }

    /// `DefaultValues.resolve`'s doc: `.shared` + `.local` returns the instance that injection points share
    /// at that moment, and when none holds one, an instance shared with nothing, not even the next call.
    @Test func aDefaultsSharedLocalResolveGetsWhatPointsShareOrAnInstanceOfItsOwn() {
        final class Holder {
            @Injected(\.sharedLocalPartOfADefault, .shared) var part
        }
        let alone = resolve(\.builtAroundASharedLocalPart)
        let again = resolve(\.builtAroundASharedLocalPart)
        #expect(alone.part !== again.part)
        let holder = Holder()
        #expect(holder.part !== alone.part)
        #expect(resolve(\.builtAroundASharedLocalPart).part === holder.part)
    }

    /// `DefaultValues.resolve(_:_:)`'s doc: with a lifespan alone, the scope is `.temporary`, so each time
    /// the default runs it gets a new instance (which `.permanent` keeps alive), never the one before.
    @Test func aDefaultsResolveWithALifespanAloneGetsANewInstanceEachTimeTheDefaultRuns() {
        withInjected({ _ in }) {
            let first = resolve(\.builtAroundAPermanentPart)
            let second = resolve(\.builtAroundAPermanentPart)
            #expect(first.part !== second.part)
        }
    }
}
