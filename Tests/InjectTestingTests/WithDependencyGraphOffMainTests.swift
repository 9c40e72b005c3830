import ProbeRunner
import Testing

/// `withDependencyGraph`, called off the main actor by a Swift 5 client (in a callback an older API runs
/// on its own thread, which the compiler lets through), stops naming the call and its site, before it
/// registers a recording with the main actor's observers. The stop is a probe's, `InjectTestingProbe`,
/// which links InjectTesting as a test target does.
@Suite struct WithDependencyGraphOffMainTests {
    @Test func theSynchronousFormOffTheMainActorStopsNamingTheCall() throws {
        let outcome = try Probe.runStopping("dependency-graph-off-main", of: "InjectTestingProbe")
        #expect(!outcome.output.contains("withDependencyGraph off main"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "Inject: withDependencyGraph(_:) at "
                    + Probe.site(of: "the graph recorded off main", of: "InjectTestingProbe")
                    + " was called off the main actor; record dependency graphs on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// The same call on the main actor returns its graph: the probe stops the scenario above for being
    /// off the main actor, not for linking InjectTesting.
    @Test func theSameCallOnTheMainActorReturnsItsGraph() throws {
        let outcome = try Probe.run("dependency-graph-on-main", of: "InjectTestingProbe")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("withDependencyGraph on main 1"), "\(outcome.output)")
    }
}
