import ProbeRunner
import Testing

@testable import Inject

/// A global override reaches the consumers created after it and drops the global storage's shared
/// instance; removing it restores the default; points that already resolved keep their instance.
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

    @Test func removingAnOverrideDropsTheSharedInstanceItMade() {
        final class Holder {
            @Injected(\.globallyOverriddenThenRemoved, .shared, .permanent) var service
        }
        DefaultValues.override(\.globallyOverriddenThenRemoved) { Service("global") }
        let during = Holder()
        #expect(during.service.name == "global")
        // Found by the key path object that made it, while the override is set.
        #expect(Holder().service === during.service)
        DefaultValues.removeOverride(\.globallyOverriddenThenRemoved)
        let after = Holder()
        #expect(after.service.name == "default")
        #expect(Holder().service === after.service)
    }

    /// The `.shared` + `.local` instance that consumers made before an override still hold is not the
    /// one consumers made after it get, nor is the override's once it is removed: the global storage
    /// drops its key, not only the instance by its key path object.
    @Test func anOverrideDropsTheSharedLocalInstanceThatOldConsumersStillHold() {
        final class Holder {
            @Injected(\.globallyOverriddenSharedLocal, .shared) var service
        }
        let before = Holder()
        #expect(before.service.name == "default")
        DefaultValues.override(\.globallyOverriddenSharedLocal) { Service("global") }
        defer { DefaultValues.removeOverride(\.globallyOverriddenSharedLocal) }
        let during = Holder()
        #expect(during.service.name == "global")
        #expect(Holder().service === during.service)
        DefaultValues.removeOverride(\.globallyOverriddenSharedLocal)
        let after = Holder()
        #expect(after.service.name == "default")
        #expect(after.service !== before.service)
        #expect(Holder().service === after.service)
        // The consumers that resolved keep their instances.
        #expect(before.service.name == "default" && during.service.name == "global")
    }

    /// A `permanent { }` default's instance of the global storage is dropped when an override of its key
    /// is set, and again when it is removed: the default then makes a new one, kept as before.
    @Test func anOverrideDropsThePermanentDefaultOfItsKey() {
        final class Holder {
            @Injected(\.globallyOverriddenPermanentDefault) var service
        }
        let first = Holder().service
        #expect(Holder().service === first)
        DefaultValues.override(\.globallyOverriddenPermanentDefault) { Service("global") }
        defer { DefaultValues.removeOverride(\.globallyOverriddenPermanentDefault) }
        #expect(Holder().service.name == "global")
        DefaultValues.removeOverride(\.globallyOverriddenPermanentDefault)
        let after = Holder().service
        #expect(after.name == "kept")
        #expect(after !== first)
        #expect(Holder().service === after)
    }

    @Test func anOverrideMakesItsInstanceInTheFrameOfThePointItResolves() {
        final class Holder {
            @Injected(\.globallyOverriddenAssembly, .shared, .permanent) var assembly
        }
        DefaultValues.override(\.globallyOverriddenAssembly) { Assembly() }
        defer { DefaultValues.removeOverride(\.globallyOverriddenAssembly) }
        let outside = Holder()
        // Read inside a frame, made outside: the frame's replacement must not reach the global instance.
        let readInFrame = withInjected(\.assemblyPart, Service("frame")) { outside.assembly.part.name }
        #expect(readInFrame == "default")
        #expect(Holder().assembly.part.name == "default")
        // Made inside a frame, read outside: the instance the override makes resolves with the frame.
        // (A `.temporary` point: a `.permanent` instance of the frame's, whose own point holds the frame,
        // would keep the frame alive until the process ends.)
        final class TemporaryHolder {
            @Injected(\.globallyOverriddenAssembly) var assembly
        }
        let inside = withInjected(\.assemblyPart, Service("frame")) { TemporaryHolder() }
        #expect(inside.assembly.part.name == "frame")
        #expect(inside.assembly !== outside.assembly)
    }

    @Test func removingAnOverrideThatDoesNotExistKeepsTheInstances() {
        final class Holder {
            @Injected(\.neverOverridden, .shared, .permanent) var service
        }
        let before = Holder().service
        DefaultValues.removeOverride(\.neverOverridden)
        #expect(Holder().service === before)
    }

    @Test func anOverrideReachesEveryWayOfResolvingItsKeyAndNoOther() {
        @MainActor final class Holder {
            @Injected(\.globallyOverriddenEverywhere) var injected
            @Resolved(\.globallyOverriddenEverywhere) var resolved
            @Injected(\.besideTheOverriddenOfItsType) var sameType
            @Resolved(\.besideTheOverriddenOfAnotherType) var otherType
        }
        DefaultValues.override(\.globallyOverriddenEverywhere) { Service("global") }
        defer { DefaultValues.removeOverride(\.globallyOverriddenEverywhere) }
        let holder = Holder()
        #expect(holder.injected.name == "global")
        #expect(holder.resolved.name == "global")
        #expect(resolve(\.globallyOverriddenEverywhere).name == "global")
        #expect(holder.sameType.name == "default")
        #expect(holder.otherType == 1)
        #expect(resolve(\.besideTheOverriddenOfAnotherType) == 1)
    }

    /// A point captures its frame when its consumer is made, but looks global overrides up when it is
    /// first read.
    @Test func anOverrideSetAfterTheConsumerWasMadeReachesItsFirstRead() {
        final class Holder {
            @Injected(\.overriddenAfterTheConsumerWasMade) var service
        }
        let holder = Holder()
        DefaultValues.override(\.overriddenAfterTheConsumerWasMade) { Service("global") }
        defer { DefaultValues.removeOverride(\.overriddenAfterTheConsumerWasMade) }
        #expect(holder.service.name == "global")
        #expect(holder.$service.source == .globalOverride)
    }

    /// A `@Resolved` point resolves when its consumer is made, so an override set afterwards does not
    /// reach it, as it does not reach any point that already resolved.
    @Test func anOverrideSetAfterAResolvedConsumerWasMadeDoesNotReachIt() {
        @MainActor final class Holder {
            @Resolved(\.overriddenAfterAResolvedConsumerWasMade) var service
        }
        let holder = Holder()
        DefaultValues.override(\.overriddenAfterAResolvedConsumerWasMade) { Service("global") }
        defer { DefaultValues.removeOverride(\.overriddenAfterAResolvedConsumerWasMade) }
        #expect(holder.service.name == "default")
        #expect(Holder().service.name == "global")
    }

    /// An override set after a consumer was made in a frame does not reach its `.shared` points when
    /// the frame already keeps an instance of the key: the frame's storage keeps what it made.
    @Test func anOverrideSetLaterDoesNotReachASharedPointWhoseFrameKeepsAnInstance() {
        final class Holder {
            @Injected(\.overriddenAfterItsFrameKeptAnInstance, .shared) var shared
            @Injected(\.overriddenAfterItsFrameKeptAnInstance, .shared, .permanent) var permanent
            @Injected(\.overriddenAfterItsFrameKeptAnInstance) var temporary
        }
        let (first, second) = withInjected({ _ in }) { (Holder(), Holder()) }
        _ = (first.shared, first.permanent)
        DefaultValues.override(\.overriddenAfterItsFrameKeptAnInstance) { Service("global") }
        defer { DefaultValues.removeOverride(\.overriddenAfterItsFrameKeptAnInstance) }
        #expect(second.shared === first.shared)
        #expect(second.permanent.name == "default")
        #expect(second.temporary.name == "global")
    }

    /// An override removed while it makes a `.shared` instance (a one-shot override, which removes
    /// itself) leaves no instance of its own in the global storage: `removeOverride` drops what the
    /// override made, and the instance is made before the drop but kept after it.
    @Test func anOverrideRemovedWhileItMakesASharedInstanceLeavesNoInstanceBehind() {
        final class Holder {
            @Injected(\.overriddenOnce, .shared, .permanent) var service
        }
        DefaultValues.override(\.overriddenOnce) {
            DefaultValues.removeOverride(\.overriddenOnce)
            return Service("once")
        }
        defer { DefaultValues.removeOverride(\.overriddenOnce) }
        #expect(Holder().service.name == "once")
        #expect(Holder().service.name == "default")
    }

    /// In a frame, a `.shared` instance whose making changed a global override (a one-shot override,
    /// which removes itself) is kept for the frame's other points: only the global storage refuses it,
    /// since the change dropped the global instances it would join.
    @Test func aFrameKeepsASharedInstanceWhoseMakingChangedAGlobalOverride() {
        final class Holder {
            @Injected(\.overriddenOnceInFrame, .shared) var service
        }
        DefaultValues.override(\.overriddenOnceInFrame) {
            DefaultValues.removeOverride(\.overriddenOnceInFrame)
            return Service("once")
        }
        defer { DefaultValues.removeOverride(\.overriddenOnceInFrame) }
        let (first, second) = withInjected({ _ in }) { (Holder(), Holder()) }
        #expect(first.service.name == "once")
        #expect(second.service === first.service)
    }

    /// A `DefaultValues.reset()` counts as a change of the global overrides: a `.shared` instance whose
    /// making reset the process is not kept in the global storage, which the reset emptied. In a process
    /// of its own, since the reset drops every global override and instance.
    @Test func aSharedInstanceWhoseMakingResetTheProcessIsNotKept() throws {
        let outcome = try Probe.run("reset-while-making")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("made during a reset kept false"), "\(outcome.output)")
        #expect(outcome.output.contains("made after the reset kept true"), "\(outcome.output)")
    }

    /// The deprecated `DefaultValues.override(\.context)`, called anyway, overrides the key path as a
    /// dependency, as its documentation says, until it is removed; a default still reads the context of
    /// its frame. In a process of its own, since every read of `\.context` as a dependency sees it.
    @Test func theDeprecatedContextOverrideReplacesTheKeyPathAsADependency() throws {
        let outcome = try Probe.run("deprecated-context-override")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("the dependency is the replacement true"), "\(outcome.output)")
        #expect(outcome.output.contains("a default reads the process's context true"), "\(outcome.output)")
        #expect(
            outcome.output.contains("after removal the dependency is the process's context true"),
            "\(outcome.output)"
        )
    }

    /// `ValueSource.globalOverride`: points that resolved before the override keep their instance and
    /// its source, and points that resolved with it keep both after it is removed.
    @Test func pointsKeepTheirSourceAcrossTheOverridesChanges() {
        final class Holder {
            @Injected(\.globalSourceKept) var service
        }
        let before = Holder()
        _ = before.service
        DefaultValues.override(\.globalSourceKept) { Service("global") }
        let during = Holder()
        _ = during.service
        DefaultValues.removeOverride(\.globalSourceKept)
        #expect(before.$service.source == .defaultValue)
        #expect(before.service.name == "default")
        #expect(during.$service.source == .globalOverride)
        #expect(during.service.name == "global")
    }

    /// `Lifespan.permanent` and `Scope.shared`: a global override set for the key lets go of the
    /// `.shared` + `.permanent` instance the global storage kept, while the `.temporary` + `.permanent`
    /// instances it keeps stay until `reset()`.
    @Test func anOverrideLetsGoOfTheSharedPermanentInstanceAndKeepsTemporaryPermanentOnes() {
        final class Holder {
            @Injected(\.permanentDroppedOrKept, .shared, .permanent) var shared
            @Injected(\.permanentDroppedOrKept, .permanent) var own
        }
        let (shared, own) = {
            let holder = Holder()
            return (holder.shared.released, holder.own.released)
        }()
        #expect(!shared.withLock { $0 })
        #expect(!own.withLock { $0 })
        DefaultValues.override(\.permanentDroppedOrKept) { Flagged(released: Locked(false)) }
        DefaultValues.removeOverride(\.permanentDroppedOrKept)
        #expect(shared.withLock { $0 })
        #expect(!own.withLock { $0 })
    }
}
