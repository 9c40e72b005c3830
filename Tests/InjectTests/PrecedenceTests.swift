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

    @Test func theInjectionPointWinsOverEverything() {
        DefaultValues.override(\.precedence) { Service("global") }
        defer { DefaultValues.removeOverride(\.precedence) }
        let holder = withInjected(\.precedence, Service("frame")) { Holder() }
            .injecting(Service("point"), for: \.service)
        #expect(holder.service.name == "point")
        #expect(holder.$service.source == .injectionPoint)
    }
}

@MainActor
@Suite struct GlobalOverrideTests {
    @Test func removingAnOverrideRestoresTheDefault() {
        final class Holder {
            @Injected(\.globallyOverridden) var service
        }
        DefaultValues.override(\.globallyOverridden) { Service("global") }
        let during = Holder()
        #expect(during.service.name == "global")
        DefaultValues.removeOverride(\.globallyOverridden)
        #expect(Holder().service.name == "default")
        // A point that already resolved keeps its instance.
        #expect(during.service.name == "global")
    }

    @Test func anOverrideDropsTheSharedInstanceForNewConsumers() {
        final class Holder {
            @Injected(\.globallyOverriddenShared, .shared, .permanent) var service
        }
        let before = Holder()
        #expect(before.service.name == "default")
        DefaultValues.override(\.globallyOverriddenShared) { Service("global") }
        defer { DefaultValues.removeOverride(\.globallyOverriddenShared) }
        let after = Holder()
        #expect(after.service.name == "global")
        #expect(Holder().service === after.service)
        #expect(before.service.name == "default")
    }
}
