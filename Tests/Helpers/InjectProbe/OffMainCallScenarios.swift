import Foundation
import Inject
import ProbeSupport

// Main-actor calls that a Swift 5 client makes from a callback an older API runs on its own thread
// (`LegacyCallback`), with no warning: each reads or changes the main actor's state (the observers,
// the global overrides and storage, a recording's graph, an injection point) under the resolutions that run there, so Inject must stop
// it, naming the call. Each scenario prints "<call> off main" if the call returns.

final class OffMainInspectedConsumer {
    @Injected(\.probeValue) var value  // the point inspected off main
}

@MainActor final class OffMainInjectedConsumer: Injectable {
    @Injected(\.probeValue) var injected
    @Resolved(\.probeValue) var resolved
}

@MainActor struct OffMainInjectedStructConsumer: Injectable {
    @Injected(\.probeValue) var injected
}

func runOffMainCallScenario(_ scenario: String) {
    switch scenario {
    case "observe-off-main":
        runOffMainCall({ () }) { _ in
            let observation = DefaultValues.observe { _ in }  // the observe off main
            print("observe off main \(observation)")
        }
    case "observation-cancel-off-main":
        runOffMainCall({ DefaultValues.observe { _ in } }) { observation in
            observation.cancel()  // the cancel off main
            print("cancel off main")
        }
    case "remove-override-off-main":
        runOffMainCall({ () }) { _ in
            DefaultValues.removeOverride(\.probeValue)  // the override removed off main
            print("removeOverride off main")
        }
    case "context-override-off-main":
        runOffMainCall({ CallingDeprecatedContextOverride() }) { forms in
            (forms as any DeprecatedContextOverride).overrideContext(with: .preview)
            print("context override off main")
        }
    case "reset-off-main":
        runOffMainCall({ () }) { _ in
            DefaultValues.reset()  // the reset off main
            print("reset off main")
        }
    case "recording-start-off-main":
        runOffMainCall({ () }) { _ in
            let recording = DefaultValues.recordDependencyGraph()  // the recording started off main
            print("recordDependencyGraph off main \(recording)")
        }
    case "recording-stop-off-main":
        runOffMainCall({ DefaultValues.recordDependencyGraph() }) { recording in
            recording.stop()  // the stop off main
            print("stop off main")
        }
    case "recording-graph-off-main":
        runOffMainCall({ DefaultValues.recordDependencyGraph() }) { recording in  // the recording read off main
            print("graph off main \(recording.graph)")
        }
    case "is-resolved-off-main":
        runOffMainCall({ OffMainInspectedConsumer() }) { consumer in
            print("isResolved off main \(consumer.$value.isResolved)")
        }
    case "source-off-main":
        runOffMainCall({ OffMainInspectedConsumer() }) { consumer in
            print("source off main \(String(describing: consumer.$value.source))")
        }
    case "debug-description-off-main":
        runOffMainCall({ OffMainInspectedConsumer() }) { consumer in
            print("debugDescription off main \(consumer.$value.debugDescription)")
        }
    case "injecting-off-main":
        runOffMainCall({ OffMainInjectedConsumer() }) { consumer in
            consumer.injecting(7, for: \.injected)  // the injecting off main
            print("injecting off main")
        }
    case "injecting-resolved-off-main":
        runOffMainCall({ OffMainInjectedConsumer() }) { consumer in
            consumer.injecting(7, for: \.resolved)  // the injecting of a resolved property off main
            print("injecting off main")
        }
    case "injecting-struct-off-main":
        runOffMainCall({ OffMainInjectedStructConsumer() }) { consumer in
            let copy = consumer.injecting(7, for: \.injected)  // the injecting of a struct consumer off main
            print("injecting off main \(copy.injected)")
        }
    default:
        // The scenarios of ModelScenarios.swift, which reports an unknown one.
        runModelScenario(scenario)
    }
}
