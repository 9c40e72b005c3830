import Testing

@testable import Inject

/// Point > innermost frame > global override > declared default: one test per row of the table.
@MainActor
@Suite(.serialized) struct PrecedenceTests {
    final class Holder: Injectable {
        @Injected(\.precedence) var service
    }

    @Test func theDeclaredDefaultWhenNothingReplacesIt() {
        let holder = Holder()
        #expect(holder.service.name == "default")
        #expect(holder.$service.source == .defaultValue)
    }

    @Test func aGlobalOverrideWinsOverTheDefault() {
        DefaultValues.override(\.precedence) { Service("global") }
        defer { DefaultValues.removeOverride(\.precedence) }
        let holder = Holder()
        #expect(holder.service.name == "global")
        #expect(holder.$service.source == .globalOverride)
    }

    @Test func aFrameWinsOverAGlobalOverride() {
        DefaultValues.override(\.precedence) { Service("global") }
        defer { DefaultValues.removeOverride(\.precedence) }
        let holder = withInjected(\.precedence, Service("frame")) { Holder() }
        #expect(holder.service.name == "frame")
        #expect(holder.$service.source == .frameOverride)
    }

    @Test func aFrameWinsOverAGlobalOverrideOnTheResolversUsualPath() {
        // A `.shared` point and a `resolve` call in a frame: the resolver's order decides.
        final class SharedHolder {
            @Injected(\.precedence, .shared) var service
        }
        DefaultValues.override(\.precedence) { Service("global") }
        defer { DefaultValues.removeOverride(\.precedence) }
        let (holder, resolved) = withInjected(\.precedence, Service("frame")) {
            (SharedHolder(), resolve(\.precedence))
        }
        #expect(resolved.name == "frame")
        #expect(holder.service.name == "frame")
        #expect(holder.$service.source == .frameOverride)
    }

    @Test func theInjectionPointWinsOverEverything() {
        DefaultValues.override(\.precedence) { Service("global") }
        defer { DefaultValues.removeOverride(\.precedence) }
        let holder = withInjected(\.precedence, Service("frame")) { Holder() }
            .injecting(Service("point"), for: \.service)
        #expect(holder.service.name == "point")
        #expect(holder.$service.source == .injectionPoint)
    }
}
