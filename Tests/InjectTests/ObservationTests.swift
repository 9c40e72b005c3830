import ProbeRunner
import Testing

@testable import Inject

/// An observer hears each resolution, with its level, scope, lifespan and site, until it is cancelled;
/// a point's debug description says what it asks for and where it resolved from.
@MainActor
@Suite struct ObservationTests {
    final class Holder {
        /// The line of the point below, which the events name.
        static let line: UInt = #line + 1
        @Injected(\.observed, .shared, .permanent) var service
    }

    @Test func anObserverSeesEachResolutionWithItsLevelAndSite() {
        var events: [ResolutionEvent] = []
        let observation = DefaultValues.observe { event in
            // Other tests resolve in parallel; keep this test's key only.
            if event.fileID == "InjectTests/ObservationTests.swift" { events.append(event) }
        }
        defer { observation.cancel() }
        // A frame of its own, so the shared permanent instance is this test's, whatever ran before.
        withInjected({ _ in }) {
            let first = Holder()
            _ = first.service
            _ = first.service  // warm: not a resolution
            _ = Holder().service
            withInjected(\.observed, Service("replacement")) { _ = Holder().service }
        }

        #expect(events.count == 3)
        #expect(events.map(\.source) == [.defaultValue, .defaultValue, .frameOverride])
        #expect(events.map(\.scope) == [.shared, .shared, .shared])
        #expect(events.map(\.lifespan) == [.permanent, .permanent, .permanent])
        // Shared permanent: only the first resolution in each frame makes an instance.
        #expect(events.map(\.madeNewInstance) == [true, false, true])
        #expect(events.allSatisfy { $0.line == Holder.line })
    }

    @Test func aCancelledObserverHearsNothing() {
        var count = 0
        let observation = DefaultValues.observe { event in
            if event.fileID == "InjectTests/ObservationTests.swift" { count += 1 }
        }
        observation.cancel()
        _ = resolve(\.observed)
        #expect(count == 0)
    }

    /// An observation let go of stops, as one cancelled does: its handler would otherwise keep every
    /// resolution off the resolver's shortcut for the rest of the process.
    @Test func anObservationLetGoOfHearsNothingMore() {
        var count = 0
        var observation: ResolutionObservation? = DefaultValues.observe { event in
            if event.fileID == "InjectTests/ObservationTests.swift" { count += 1 }
        }
        withInjected({ _ in }) { _ = resolve(\.observed) }
        #expect(observation != nil)
        #expect(count == 1)
        observation = nil
        withInjected({ _ in }) { _ = resolve(\.observed) }
        #expect(count == 1)
    }

    /// Let go of on another thread, an observation stops when the main actor next runs.
    @Test func anObservationLetGoOfOffTheMainActorStops() async {
        final class Count {
            var value = 0
        }
        let count = Count()
        let observation = Locked<ResolutionObservation?>(
            DefaultValues.observe { event in
                if event.fileID == "InjectTests/ObservationTests.swift" { count.value += 1 }
            }
        )
        await Task.detached { observation.withLock { $0 = nil } }.value
        // The deinit runs on the main actor, after this test gives it a turn.
        var heard = true
        for _ in 0..<1_000 where heard {
            await Task.yield()
            let before = count.value
            withInjected({ _ in }) { _ = resolve(\.observed) }
            heard = count.value != before
        }
        #expect(!heard)
    }

    /// An event the handler keeps holds nothing of the frame it was heard in: the frame, and what it
    /// keeps (here its replacement), go when nothing else holds them, as they would unobserved.
    @Test func aKeptEventKeepsNothingOfTheFrameItWasHeardIn() {
        let released = Locked(false)
        var events: [ResolutionEvent] = []
        let observation = DefaultValues.observe { event in
            if event.fileID == "InjectTests/ObservationTests.swift" { events.append(event) }
        }
        defer { observation.cancel() }
        withInjected(\.keptEventFrameValue, Flagged(released: released)) {
            _ = resolve(\.keptEventFrameValue)
        }
        #expect(events.count == 1)
        #expect(released.withLock { $0 })
    }

    /// Outside every frame, a recording's frame is the global storage's, which every frame is opened in:
    /// its graph holds what other work resolved meanwhile, other tests' included. In a process of its own:
    /// here, the graph would hold the key paths, and their arguments, of the tests running meanwhile.
    @Test func aRecordingOutsideEveryFrameHoldsEveryFramesResolutions() throws {
        let outcome = try Probe.run("graph-outside-frames")
        #expect(
            outcome.output.contains(
                "graph \\.probeGraphMine defaultValue, \\.probeGraphMine frameOverride, \\.probeGraphOther defaultValue"
            ),
            "\(outcome.output)"
        )
    }

    /// An event the handler keeps holds no key path, so a dependency's argument (here an object given to
    /// a subscript) does not live as long as the event, nor go where the event is sent.
    ///
    /// Checked in the event itself: whether the argument is released depends on every observer in the
    /// process, and a dependency graph recorded outside any frame (another test's) keeps the key paths
    /// of the dependencies it names.
    @Test func aKeptEventKeepsNoArgumentOfItsDependency() {
        func holdsAKeyPath(_ value: Any) -> Bool {
            Mirror(reflecting: value).children.contains { $0.value is AnyKeyPath || holdsAKeyPath($0.value) }
        }
        var events: [ResolutionEvent] = []
        let observation = DefaultValues.observe { event in
            if event.fileID == "InjectTests/ObservationTests.swift" { events.append(event) }
        }
        defer { observation.cancel() }
        withInjected({ _ in }) { _ = resolve(\.[observedFor: FlaggedArgument(released: Locked(false))]) }
        #expect(events.count == 1)
        #expect(!events.contains(where: holdsAKeyPath))
    }

    /// An observation started and cancelled inside a default leaves no event waiting: the event of what
    /// the default resolved, queued for the default to finish, has no one left to hear it, and kept, it
    /// would keep its frame (here the frame's replacement) until some later observed resolution.
    @Test func anObservationCancelledInsideADefaultLeavesNoEventWaiting() {
        let released = Locked(false)
        withInjected(\.observedInsideADefault, Flagged(released: released)) {
            _ = resolve(\.observingThenCancelling)
        }
        #expect(released.withLock { $0 })
    }

    /// An observation let go of inside a default, as one cancelled there, leaves no event waiting.
    @Test func anObservationLetGoOfInsideADefaultLeavesNoEventWaiting() {
        let released = Locked(false)
        withInjected(\.observedInsideADefault, Flagged(released: released)) {
            _ = resolve(\.observingThenLettingGo)
        }
        #expect(released.withLock { $0 })
    }

    @Test func theDebugDescriptionSaysWhetherAndFromWhereItResolved() {
        final class Described: Injectable {
            @Injected(\.described, .shared) var service
        }
        let described = Described()
        let before = String(reflecting: described.$service)
        #expect(before.hasPrefix("@Injected(\\."))
        #expect(before.contains(", .shared, .local) at InjectTests/ObservationTests.swift:"))
        #expect(before.hasSuffix(": not resolved yet"))
        _ = described.service
        #expect(String(reflecting: described.$service).hasSuffix(": resolved from defaultValue"))
        described.injecting(Service("own"), for: \.service)
        #expect(String(reflecting: described.$service).hasSuffix(": resolved from injectionPoint"))
    }

    /// A point declared with a scope and a lifespan other than the ones the earlier description shows.
    final class DescribedAsDeclared {
        /// The line of the point below, which its description names.
        static let line: UInt = #line + 1
        @Injected(\.locale, .temporary, .permanent) var locale
    }

    /// `debugDescription` writes the declaration as it is: the point's own scope and lifespan, its key
    /// path (a built-in by its property name, on every platform), and the line it is declared on.
    @Test func theDebugDescriptionWritesTheScopeLifespanKeyPathAndLineAsDeclared() {
        let line = DescribedAsDeclared.line
        #expect(
            String(reflecting: DescribedAsDeclared().$locale)
                == "@Injected(\\.locale, .temporary, .permanent) at InjectTests/ObservationTests.swift:\(line): "
                + "not resolved yet"
        )
    }

    /// Three points of one dependency, which a frame replaces with a value made once.
    final class MadeOnceConsumer {
        @Injected(\.madeOnceFound) var first
        @Injected(\.madeOnceFound) var second
        @Injected(\.madeOnceFound, .shared, .permanent) var shared
    }

    /// A replacement made once in the frame that declares it (the test trait's `.injecting(_:_:)`) is
    /// made by the first point that needs it and found by the others, as a `.shared` + `.permanent`
    /// instance is: the observer hears one new instance, not one per point.
    @Test func aReplacementMadeOnceIsReportedNewOnlyWhenMade() {
        var overrides = InjectedOverrides()
        overrides.set(\.madeOnceFound, madeOnceInTheFrameBy: { Service("once") })
        let frame = InjectionFrame.child(with: overrides, openedAt: SourceLocation(fileID: #fileID, line: #line))
        var events: [ResolutionEvent] = []
        let key = DependencyKey(\DefaultValues.madeOnceFound)
        let observation = observeWithKeys { event, dependency in
            if dependency == key { events.append(event) }
        }
        defer { observation.cancel() }
        let consumer = InjectionFrame.$current.withValue(frame) { MadeOnceConsumer() }

        #expect(consumer.first.name == "once")
        #expect(consumer.second === consumer.first)
        #expect(consumer.shared === consumer.first)
        #expect(events.map(\.source) == [.frameOverride, .frameOverride, .frameOverride])
        #expect(events.map(\.madeNewInstance) == [true, false, false])
    }

    /// An observation is not bound to the frame it was started in: it hears a sibling frame's
    /// resolutions, as a test's hears those of tests running beside it. A graph recording keeps its own.
    @Test func anObserverStartedInAFrameHearsOtherFrames() {
        var heard = 0
        let recording = withInjected({ _ in }) { DefaultValues.recordDependencyGraph() }
        let observation = withInjected({ _ in }) {
            DefaultValues.observe { event in
                if event.fileID == "InjectTests/ObservationTests.swift" { heard += 1 }
            }
        }
        defer {
            observation.cancel()
            recording.stop()
        }
        withInjected({ _ in }) { _ = Holder().service }

        #expect(heard == 1)
        #expect(recording.graph.edges.isEmpty)
    }

    /// `madeNewInstance` counts every default that ran: a `permanent { }` default reports a new instance
    /// each time, though it returns the one it keeps.
    @Test func aPermanentDefaultReportsANewInstanceEachTimeItRuns() {
        var made: [Bool] = []
        let key = DependencyKey(\DefaultValues.frameKeptByPermanentBlock)
        let observation = observeWithKeys { if $1 == key { made.append($0.madeNewInstance) } }
        defer { observation.cancel() }
        withInjected({ _ in }) {
            #expect(resolve(\.frameKeptByPermanentBlock) === resolve(\.frameKeptByPermanentBlock))
        }
        #expect(made == [true, true])
    }

    /// `cancel()`: the handler is released with what it captured; cancelling again, or letting go of the
    /// observation afterwards, does nothing more, and other observations keep hearing events.
    @Test func cancellingAgainOrLettingGoAfterwardsChangesNothingAndOthersKeepHearing() {
        let key = DependencyKey(\DefaultValues.cancelledTwice)
        let released = Locked(false)
        var first: ResolutionObservation? = {
            let captured = Flagged(released: released)
            return DefaultValues.observe { _ in _ = captured }
        }()
        var heard = 0
        let second = observeWithKeys { if $1 == key { heard += 1 } }
        defer { second.cancel() }
        #expect(!released.withLock { $0 })
        first?.cancel()
        #expect(released.withLock { $0 })
        first?.cancel()
        first = nil
        withInjected({ _ in }) { _ = resolve(\.cancelledTwice) }
        #expect(heard == 1)
    }

    /// `reset()`'s doc: observers stay until cancelled or released, and recordings until stopped or
    /// released. In a process of its own, since a reset drops every global instance.
    @Test func anObserverAndARecordingOutliveAReset() throws {
        let outcome = try Probe.run("reset-observers")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("observer heard after reset 1"), "\(outcome.output)")
        #expect(outcome.output.contains("recording after reset 1"), "\(outcome.output)")
    }

    /// `ResolutionObservation`'s doc: let go of off the main actor, it is cancelled when the main actor
    /// next runs, so a resolution on the main actor before then still reaches the handler.
    @Test func anObservationLetGoOfOffTheMainActorHearsWhatResolvesBeforeTheMainActorNextRuns() async {
        final class Count {
            var value = 0
        }
        let count = Count()
        let key = DependencyKey(\DefaultValues.heardUntilTheMainActorRuns)
        let observation = Locked<ResolutionObservation?>(observeWithKeys { if $1 == key { count.value += 1 } })
        // Let go of on a thread of its own while the main actor waits, so its cancellation waits too.
        runOnAnotherThread { observation.withLock { $0 = nil } }
        withInjected({ _ in }) { _ = resolve(\.heardUntilTheMainActorRuns) }
        #expect(count.value == 1)
        var heard = true
        for _ in 0..<1_000 where heard {
            await Task.yield()
            let before = count.value
            withInjected({ _ in }) { _ = resolve(\.heardUntilTheMainActorRuns) }
            heard = count.value != before
        }
        #expect(!heard)
    }
}
