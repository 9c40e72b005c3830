import Foundation
import Inject
import ProbeSupport

/// "resolve-off-main": `DefaultValues.resolve(_:)`, which is nonisolated so that nonisolated defaults can
/// call it, called off the main actor outside any default. The compiler cannot see it; Inject must stop
/// it before it touches main-actor state.
func runResolveOffMain() {
    reachedOnAnotherThread {
        print("resolved \(DefaultValues().resolve(\.probeValue))")
    }
}
