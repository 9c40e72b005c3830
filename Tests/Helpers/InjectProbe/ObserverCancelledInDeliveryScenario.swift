// An observation cancelled while the waiting events are delivered: the other observations still hear
// every event they are to hear. In a process of its own, where no other observation exists, so that
// the first event's only listener is the one cancelled.
import Inject

final class HeardBeforeObserving: Sendable {}
final class HeardAfterObserving: Sendable {}
final class ObservingBetweenTwoParts: Sendable {}

/// The observation the default starts between its two parts, and what it heard.
@MainActor var observationStartedInADefault: ResolutionObservation?
@MainActor var heardByTheObservationStartedInADefault: [String] = []

extension DefaultValues {
    var probeHeardBeforeObserving: HeardBeforeObserving { HeardBeforeObserving() }
    var probeHeardAfterObserving: HeardAfterObserving { HeardAfterObserving() }
    /// Resolves a part, starts an observation, then resolves another part: the first part's event waits
    /// for this default without that observation among its listeners, the second's with it.
    var probeObservingBetweenTwoParts: ObservingBetweenTwoParts {
        MainActor.assumeIsolated {
            _ = resolve(\.probeHeardBeforeObserving)
            observationStartedInADefault = DefaultValues.observe {
                heardByTheObservationStartedInADefault.append($0.keyPath)
            }
            _ = resolve(\.probeHeardAfterObserving)
        }
        return ObservingBetweenTwoParts()
    }
}

/// An observation that cancels itself when it hears the first part's event, which no one else hears:
/// the waiting events are delivered as they were queued, none skipped.
@MainActor
func runObserverCancelledInDelivery() {
    final class Box {
        var observation: ResolutionObservation?
    }
    let box = Box()
    box.observation = DefaultValues.observe { event in
        if event.keyPath.contains("HeardBeforeObserving") { box.observation?.cancel() }
    }
    _ = resolve(\.probeObservingBetweenTwoParts)
    observationStartedInADefault?.cancel()
    print("the other observation heard \(heardByTheObservationStartedInADefault.joined(separator: ", "))")
}
