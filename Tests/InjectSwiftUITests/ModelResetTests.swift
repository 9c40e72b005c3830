import ProbeRunner
import Testing

/// `DefaultValues.reset()` while view models are alive (run in the probe: it resets the whole process):
/// it empties the global storage, which a model below no modifier uses, and leaves the frame of a model
/// below one alone, as its documentation says of every frame. The same holds for the models that the
/// asynchronous `withInjected(subtree:)` makes across a suspension point, as a `task` modifier does.
@Suite struct ModelResetTests {
    @Test(arguments: ["model-reset", "async-subtree-reset"])
    func resetLeavesASubtreeModelsFrameAndEmptiesTheGlobalStorage(scenario: String) throws {
        let outcome = try Probe.run(scenario)
        #expect(outcome.status == 0, "\(outcome.output)")
        for line in [
            "below keeps store true session true",
            "below child shares store true session true",
            "below child value 7",
            "outside keeps store true",
            "outside session let go true",
            "outside child new store true value 42",
            "new model below 7",
        ] {
            #expect(outcome.output.contains(line), "\(outcome.output)")
        }
    }

    /// `reset()` inside the frame InjectSwiftUI opened for a model stops as inside any frame, naming the
    /// frame as the model's: that frame has no location of the user's, only what opened it.
    @Test func resetWhileAModelIsMadeBelowAModifierStopsNamingTheModelsFrame() throws {
        let outcome = try Probe.runStopping("reset-in-model-frame")
        #expect(!outcome.output.contains("reset in model frame returned"), "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "Inject: DefaultValues.reset() at "
                    + Probe.site(of: "the reset-in-model-frame call", in: "ModelScenarios.swift")
                    + " was called inside the frame that InjectSwiftUI opened for a view's model (ProbeResetModel) "
                    + "inside the replacements of its subtree's .injecting modifiers; it starts the whole process "
                    + "over, so call it only outside frames."
            ),
            "\(outcome.output)"
        )
    }
}
