import Foundation
import Inject
import ProbeSupport

final class OffMainReplacedConsumer {
    @Injected(\.probeValue) var value  // the point replaced off main
}

/// "replace-off-main": a Swift 5 client replaces an injection point's instance from a `LegacyCallback`.
/// The compiler cannot see it; Inject must stop it, as it stops a read there, before it touches the
/// point's main-actor state.
func runReplacementOffMain() {
    runOffMainCall({ OffMainReplacedConsumer() }) { consumer in
        consumer.$value.override(7)
        print("replaced off main")
    }
}

/// "global-override-off-main": a Swift 5 client sets a global override from such a callback, which
/// would change the main actor's table of global overrides under the resolutions that read it.
func runGlobalOverrideOffMain() {
    runOffMainCall({ () }) { _ in
        DefaultValues.override(\.probeValue) { 7 }  // the global override off main
        print("overridden off main")
    }
}

/// "lease-end-off-main": a Swift 5 client ends a lease from such a callback, which would drop instances
/// from the main actor's storage under the resolutions that read it.
func runLeaseEndOffMain() {
    runOffMainCall({ () }) { _ in
        probeSession.end()  // the lease ended off main
        print("ended off main")
    }
}
