// `DefaultValues.reset()` leaves observers and dependency-graph recordings in place: they stop only when
// cancelled, stopped or let go of.
import Inject

extension DefaultValues {
    var probeAfterReset: Int { 1 }
}

@MainActor
func runResetObservers() {
    var heard: [String] = []
    let observation = DefaultValues.observe { heard.append($0.keyPath) }
    let recording = DefaultValues.recordDependencyGraph()
    DefaultValues.reset()
    _ = resolve(\.probeAfterReset)
    print("observer heard after reset \(heard.count)")
    print("recording after reset \(recording.graph.edges.count)")
    observation.cancel()
    recording.stop()
}
