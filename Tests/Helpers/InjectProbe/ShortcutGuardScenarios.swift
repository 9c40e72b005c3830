// Scenarios in a process where no frame exists until one opens, for the conditions that keep a first
// read off the shortcut (`Resolver.beginPlainResolution`): a key-path write under way, and a frame
// that exists (the reader's, which the point created outside every frame does not resolve in).
import Inject

/// How many times the default of `probeWritten`, and the global override's closure of
/// `probeWrittenReplaced`, made an instance.
@MainActor var writtenDefaultsMade = 0
@MainActor var writtenReplacementsMade = 0

extension DefaultValues {
    var probeWritten: String {
        MainActor.assumeIsolated { writtenDefaultsMade += 1 }
        return "default"
    }
    var probeWrittenReplaced: String { "default" }
    /// A default that reads a point of an object it makes, then keeps its instance with `permanent { }`,
    /// which must find the outer resolution still under way.
    var probeKeptAroundPoint: Outer {
        permanent { MainActor.assumeIsolated { Outer(innerValue: OffMainConsumer().value) } }
    }
    var probeLeaseShared: Counted { Counted() }
    var probeReadInFrame: Replacement { Replacement(name: "default", counted: Counted(), context: "-") }
    var probeResolvedShared: Counted { Counted() }
    var probeSharedBesideLease: Counted { Counted() }
}

/// A class consumer, whose first read during a key-path write resolves in place.
final class WrittenConsumer: Injectable {
    @Injected(\.probeWritten) var written
    @Injected(\.probeWrittenReplaced) var writtenReplaced
}

/// Runs the scenarios of this file, or those of OffMainCallScenarios.swift.
func runShortcutGuardScenario(_ scenario: String) {
    switch scenario {
    case "injecting-outside-frames":
        MainActor.assumeIsolated { runInjectingOutsideFrames() }
    case "injecting-in-a-direct-default":
        MainActor.assumeIsolated {
            print("written \(WritingThroughAChildConsumer().written), defaults made \(writtenDefaultsMade)")
        }
    case "point-nested-in-point":
        MainActor.assumeIsolated {
            let first = KeptAroundPointConsumer().kept
            print("kept around a nested point \(KeptAroundPointConsumer().kept === first) \(first.innerValue)")
        }
    case "lease-outside-frames":
        MainActor.assumeIsolated { runLeaseOutsideFrames() }
    case "permanent-outside-frames":
        MainActor.assumeIsolated { runPermanentOutsideFrames() }
    case "global-override-read-in-frame":
        MainActor.assumeIsolated { runGlobalOverrideReadInFrame() }
    case "direct-first-reads":
        MainActor.assumeIsolated { runDirectFirstReads() }
    default:
        runOffMainCallScenario(scenario)
    }
}

/// `injecting(_:for:)` on a class consumer outside every frame: the write reads the property first,
/// which must evaluate neither the default nor the global override's closure it replaces.
@MainActor
func runInjectingOutsideFrames() {
    let consumer = WrittenConsumer().injecting("written", for: \.written)
    print("written \(consumer.written), defaults made \(writtenDefaultsMade)")
    DefaultValues.override(\.probeWrittenReplaced) {
        writtenReplacementsMade += 1
        return "global"
    }
    let replaced = WrittenConsumer().injecting("written", for: \.writtenReplaced)
    print("written \(replaced.writtenReplaced), replacements made \(writtenReplacementsMade)")
}

extension DefaultValues {
    var probeWrittenChild: WrittenConsumer { WrittenConsumer() }
    /// A default on the shortcut that writes through a longer key path before anything nested in it
    /// was recorded: reading the `.shared` component resolves it through the resolver, inside this
    /// resolution, and only then the written property's point.
    var probeWritingThroughAChild: String {
        MainActor.assumeIsolated {
            WrittenChildHolder().injecting("written", for: \.child.written).child.written
        }
    }
}

final class WrittenChildHolder: Injectable {
    @Injected(\.probeWrittenChild, .shared) var child
}

final class WritingThroughAChildConsumer {
    @Injected(\.probeWritingThroughAChild) var written
}

/// A point created outside every frame, which a global override replaces, first read inside a frame:
/// it resolves outside every frame, so the override's closure reads no context of the reader's frame.
@MainActor
func runGlobalOverrideReadInFrame() {
    DefaultValues.override(\.probeReadInFrame) {
        Replacement(name: "global", counted: Counted(), context: DefaultValues().context.rawValue)
    }
    let outsideFrames = ReadInFrameConsumer()
    let read = withInjected(context: .preview) { outsideFrames.replaced }
    print("read in a frame \(read.name) with context \(read.context)")
}

final class KeptAroundPointConsumer {
    @Injected(\.probeKeptAroundPoint) var kept
}

final class ReadInFrameConsumer {
    @Injected(\.probeReadInFrame) var replaced
}

/// `resolve(_:until:)` outside every frame: the instance is the lease's until it ends, though a
/// `.temporary` resolution outside every frame otherwise evaluates the default and keeps nothing.
@MainActor
func runLeaseOutsideFrames() {
    let session = Lease()
    weak var kept: Counted?
    do {
        let made: Counted = resolve(\.probeShared, until: session)
        kept = made
    }
    // A `.shared` point of the lease does not find what a `.shared` point outside it made.
    let outside = SharedOutsideLeaseConsumer()
    let made = outside.counted
    let found = SharedLeasedConsumer(session).counted
    print("a shared point of the lease finds its own \(found !== made)")
    withExtendedLifetime(outside) {}
    weak var keptForPoint: Counted?
    do { keptForPoint = LeasedConsumer(session).counted }
    print("kept by the lease \(kept != nil), for a point \(keptForPoint != nil)")
    session.end()
    print("released at its end \(kept == nil), for a point \(keptForPoint == nil)")
}

/// A `.temporary` point bound to a lease.
final class LeasedConsumer {
    @Injected var counted: Counted
    init(_ session: Lease) { _counted = Injected(\.probeShared, until: session) }
}

/// A `.shared` point bound to a lease, and one of the same key outside every lease.
final class SharedLeasedConsumer {
    @Injected var counted: Counted
    init(_ session: Lease) { _counted = Injected(\.probeLeaseShared, .shared, until: session) }
}

final class SharedOutsideLeaseConsumer {
    @Injected(\.probeLeaseShared, .shared) var counted
}

/// A `.temporary` + `.permanent` property, which resolves when its consumer is made.
@MainActor final class PermanentResolvedConsumer {
    @Resolved(\.probeShared, .permanent) var counted
}

/// `.temporary` + `.permanent` outside every frame, by `resolve` and by `@Resolved`: kept until a reset,
/// though a `.temporary` + `.local` resolution outside every frame keeps nothing.
@MainActor
func runPermanentOutsideFrames() {
    weak var byResolve: Counted?
    weak var byProperty: Counted?
    do {
        let made: Counted = resolve(\.probeShared, .permanent)
        byResolve = made
        byProperty = PermanentResolvedConsumer().counted
    }
    print("kept for good \(byResolve != nil), by a property \(byProperty != nil)")
    DefaultValues.reset()
    print("released by a reset \(byResolve == nil), by a property \(byProperty == nil)")
}

/// One key path object for a `.shared` point outside every lease and for `resolve(_:_:until:)` calls, so
/// that the calls could find what the point made by that object.
let probeSharedBesideLeaseKey: KeyPath<DefaultValues, Counted> = \.probeSharedBesideLease

/// A `.temporary` + `.local` point, whose first read outside every frame evaluates its default directly.
final class DirectFirstReadConsumer {
    @Injected(\.probeCounted) var counted
}

/// A `.shared` + `.local` property, which finds the instance a property of its class made before by
/// its key path object.
@MainActor final class SharedResolvedConsumer {
    @Resolved(\.probeResolvedShared, .shared) var counted
}

/// A `.shared` point outside every lease, of the key path object `resolve(_:_:until:)` is given below.
final class SharedBesideLeaseConsumer {
    @Injected var counted: Counted
    init() { _counted = Injected(probeSharedBesideLeaseKey, .shared) }
}

/// First reads on the shortcut, in a process where no frame, observer or other test turns them off:
/// the point records where its instance came from, a `@Resolved` property holds the `.shared` instance
/// it found, and `resolve(_:_:until:)` finds nothing outside its lease.
@MainActor
func runDirectFirstReads() {
    let consumer = DirectFirstReadConsumer()
    _ = consumer.counted
    print("first read from the default \(consumer.$counted.source == .defaultValue)")
    var first: SharedResolvedConsumer? = SharedResolvedConsumer()
    let second = SharedResolvedConsumer()
    print("a shared property finds the instance \(second.counted === first?.counted)")
    first = nil
    print("the property that found it holds it \(SharedResolvedConsumer().counted === second.counted)")
    let session = Lease()
    let outside = SharedBesideLeaseConsumer()
    let made = outside.counted
    let leased = resolve(probeSharedBesideLeaseKey, .shared, until: session)
    print("resolve until a lease finds its own \(leased !== made)")
    print("and again \(resolve(probeSharedBesideLeaseKey, .shared, until: session) === leased)")
    withExtendedLifetime(outside) {}
}
