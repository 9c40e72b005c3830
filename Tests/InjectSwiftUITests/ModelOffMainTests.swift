import ProbeRunner
import Testing

/// The probe's file of InjectSwiftUI scenarios.
private let modelScenarios = "ModelScenarios.swift"

/// A Swift 5 client that reads a wrapper's model off the main actor, from a callback an older API runs
/// on a thread of its own (the compiler lets it through), stops with a message naming the wrapper's
/// declaration, as a read of an injection point there does, instead of racing the view's update.
@Suite struct ModelOffMainTests {
    @Test func readingAnUpdatedViewsModelOffTheMainActorStopsNamingTheWrapper() throws {
        let outcome = try Probe.runStopping("model-read-off-main")
        #expect(!outcome.output.contains("model read off main"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "Inject: the model of an @InjectedObject or @InjectedObservable (ProbeViewModel) at "
                    + Probe.site(of: "the wrapper read off main", in: modelScenarios)
                    + " was read off the main actor; read view models on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// Before the view's first update the read makes a model: the main-actor closure must not run there.
    @Test func readingBeforeTheFirstUpdateOffTheMainActorStopsBeforeTheClosureRuns() throws {
        let outcome = try Probe.runStopping("model-early-read-off-main")
        #expect(!outcome.output.contains("closure ran off main"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "Inject: the model of an @InjectedObject or @InjectedObservable (ProbeViewModel) at "
                    + Probe.site(of: "the closure wrapper read off main", in: modelScenarios)
                    + " was read off the main actor; read view models on the main actor."
            ),
            "\(outcome.output)"
        )
    }

    /// `withInjected(subtree:)` runs from any isolation, as `withInjected` does; a point read inside it
    /// off the main actor stops, naming the point, as anywhere else.
    @Test func aPointReadInsideASubtreeOffTheMainActorStopsNamingThePoint() throws {
        let outcome = try Probe.runStopping("subtree-read-off-main")
        #expect(!outcome.output.contains("subtree read off main"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                #"Inject: \.<Int> at "# + Probe.site(of: "the point read in a subtree off main", in: modelScenarios)
                    + " was read off the main actor; read injected values on the main actor."
            ),
            "\(outcome.output)"
        )
    }
}
