import ProbeRunner
import Testing

/// The probe's file of InjectSwiftUI scenarios.
private let modelScenarios = "ModelScenarios.swift"

/// A Swift 5 client that reads a wrapper's model off the main actor, from a callback an older API runs
/// on a thread of its own (the compiler lets it through), stops with a message naming the wrapper's
/// declaration, as a read of an injection point there does, instead of racing the view's update.
@Suite struct ModelOffMainTests {
    /// Each scenario prints what `returned` names if the read returns (before the first update, if the
    /// main-actor closure that makes the model runs there); the third reads a point inside
    /// `withInjected(subtree:)`, which runs from any isolation as `withInjected` does, and stops naming the
    /// point, as anywhere else.
    @Test(arguments: [
        (
            "model-read-off-main", "model read off main",
            "Inject: the model of an @InjectedObject or @InjectedObservable (ProbeViewModel) at "
                + Probe.site(of: "the wrapper read off main", in: modelScenarios)
                + " was read off the main actor; read view models on the main actor."
        ),
        (
            "model-early-read-off-main", "closure ran off main",
            "Inject: the model of an @InjectedObject or @InjectedObservable (ProbeViewModel) at "
                + Probe.site(of: "the closure wrapper read off main", in: modelScenarios)
                + " was read off the main actor; read view models on the main actor."
        ),
        (
            "subtree-read-off-main", "subtree read off main",
            #"Inject: \.probeValue at "# + Probe.site(of: "the point read in a subtree off main", in: modelScenarios)
                + " was read off the main actor; read injected values on the main actor."
        ),
    ])
    func aReadOffTheMainActorStopsNamingTheWrapperOrPoint(
        scenario: String,
        returned: String,
        message: String
    ) throws {
        let outcome = try Probe.runStopping(scenario)
        #expect(!outcome.output.contains(returned), "\(outcome.output)")
        #expect(outcome.output.contains(message), "\(outcome.output)")
    }
}
