import Inject

// The scenario "graph-outside-frames": a recording started outside every frame records the resolutions
// of every frame, since every frame is opened inside the global one (in a process of its own, because
// such a recording in the test process would hold other tests' key paths while it runs).

extension DefaultValues {
    var probeGraphMine: Int { 1 }
    var probeGraphOther: String { "other \(resolve(\.probeGraphMine))" }
}

@MainActor
func runGraphOutsideFrames() {
    let recording = DefaultValues.recordDependencyGraph()
    _ = resolve(\.probeGraphMine)
    // Work in a frame of its own, as another test's would be.
    withInjected(\.probeGraphMine, 5) { _ = resolve(\.probeGraphOther) }
    recording.stop()
    print("graph \(recording.graph.edges.map { "\($0.dependency) \($0.source)" }.joined(separator: ", "))")
}
