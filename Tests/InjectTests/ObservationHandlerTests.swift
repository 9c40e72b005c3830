import ProbeRunner
import Testing

@testable import Inject

/// Handlers while events are delivered: what a handler resolves is its own work, in the frame it was
/// registered in; an observation cancelled or started by a handler hears exactly the events that come
/// after, and leaves the others every event they are to hear.
@MainActor
@Suite struct ObservationHandlerTests {
    /// What a handler resolves is the observer's work, not that of the resolution it hears about: an
    /// observer registered outside every frame resolves in the global storage (the Testing article says
    /// so of an observer registered before the test), and a default under way did not ask for it.
    @Test func aResolutionInAHandlerIsNeitherTheDefaultsNorTheFramesWork() {
        let inner = DependencyKey(\DefaultValues.handlerInner)
        let side = DependencyKey(\DefaultValues.handlerSide)
        var requesters: [String?] = []
        var values: [String] = []
        let observation = observeWithKeys { event, dependency in
            if dependency == inner { values.append(resolve(\.handlerSide)) }
            if dependency == side { requesters.append(event.requestedBy) }
        }
        defer { observation.cancel() }
        withInjected(\.handlerSide, "the frame's") { _ = resolve(\.handlerOuter) }

        // The handler ran inside the default of \.handlerOuter, in the frame: it got the frame's
        // replacement, and its resolution was reported as asked for by \.handlerOuter.
        #expect(values == ["default"])
        #expect(requesters == [nil])
    }

    /// `cancel()` takes effect at once, also while an event is being delivered: of two observations whose
    /// handlers cancel each other, the first to hear the event stops the other, which must not hear it.
    @Test func anObservationCancelledWhileAnEventIsDeliveredDoesNotHearIt() {
        final class Pair {
            var first: ResolutionObservation?
            var second: ResolutionObservation?
        }
        let key = DependencyKey(\DefaultValues.cancelledInDelivery)
        let pair = Pair()
        var heard: [String] = []
        pair.first = observeWithKeys { event, dependency in
            guard dependency == key else { return }
            heard.append("first")
            pair.second?.cancel()
        }
        pair.second = observeWithKeys { event, dependency in
            guard dependency == key else { return }
            heard.append("second")
            pair.first?.cancel()
        }
        defer {
            pair.first?.cancel()
            pair.second?.cancel()
        }
        withInjected({ _ in }) { _ = resolve(\.cancelledInDelivery) }

        #expect(heard.count == 1, "both handlers ran: \(heard)")
    }

    /// An observation started by a handler hears the resolutions that finish from then on: not the
    /// events that were waiting with the one it was started for, whose resolutions had finished before
    /// it existed.
    @Test func anObservationStartedInAHandlerHearsNoEventThatWasWaiting() {
        let inner = DependencyKey(\DefaultValues.handlerInner)
        let outer = DependencyKey(\DefaultValues.handlerOuter)
        var late: ResolutionObservation?
        var heardLate: [DependencyKey] = []
        let observation = observeWithKeys { _, dependency in
            guard dependency == inner, late == nil else { return }
            late = observeWithKeys { _, dependency in
                if dependency == inner || dependency == outer { heardLate.append(dependency) }
            }
        }
        defer {
            observation.cancel()
            late?.cancel()
        }
        withInjected({ _ in }) { _ = resolve(\.handlerOuter) }

        #expect(late != nil)
        #expect(heardLate.isEmpty, "the late observation heard an event that was waiting")
    }

    /// An observation cancelled while the waiting events are delivered leaves the others every event
    /// they are to hear: delivery walks the queue as it was, and nothing is taken out of it under the
    /// walk (the first event, which no one left would hear, taken out, made the walk skip the next). In a
    /// process of its own: another test's observation would hear the first event too, and keep it.
    @Test func anObservationCancelledDuringDeliveryLeavesTheOthersEveryEventWaiting() throws {
        let outcome = try Probe.run("observer-cancelled-in-delivery")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(
            outcome.output.contains(
                #"the other observation heard \.probeHeardAfterObserving, \.probeObservingBetweenTwoParts"#
            ),
            "\(outcome.output)"
        )
    }

    /// A handler runs in the frame it was registered in, whatever frame the resolution it hears about
    /// ran in.
    @Test func aHandlerResolvesInTheFrameItWasRegisteredIn() {
        let inner = DependencyKey(\DefaultValues.handlerInner)
        var values: [String] = []
        let observation = withInjected(\.handlerSide, "the observer's frame") {
            observeWithKeys { event, dependency in
                if dependency == inner { values.append(resolve(\.handlerSide)) }
            }
        }
        defer { observation.cancel() }
        withInjected(\.handlerSide, "the resolving frame") { _ = resolve(\.handlerOuter) }

        #expect(values == ["the observer's frame"])
    }

    /// A handler that resolves the dependency whose default is still being made, when it hears of what
    /// that default resolved, hears of it once the default has finished: no cycle, and the events come
    /// in the order their resolutions finished, the handler's own last.
    @Test func aHandlerThatResolvesTheDefaultUnderWayDoesNotCloseACycle() {
        let inner = DependencyKey(\DefaultValues.handlerCycleInner)
        let outer = DependencyKey(\DefaultValues.handlerCycleOuter)
        var heard: [String] = []
        var resolvedInHandler: [String] = []
        let observation = observeWithKeys { event, dependency in
            guard dependency == inner || dependency == outer else { return }
            heard.append("\(dependency == inner ? "inner" : "outer") by \(event.requestedBy ?? "nobody")")
            if dependency == inner, resolvedInHandler.isEmpty {
                resolvedInHandler.append(resolve(\.handlerCycleOuter).name)
            }
        }
        defer { observation.cancel() }
        withInjected({ _ in }) { _ = resolve(\.handlerCycleOuter) }

        let outerName = keyPathName(\DefaultValues.handlerCycleOuter)
        #expect(resolvedInHandler == ["outer of inner"])
        // The first resolution, then the handler's own, which found nothing under way.
        let once = ["inner by \(outerName)", "outer by nobody"]
        #expect(heard == once + once)
    }
}
