import Foundation
import Inject

/// An API from before strict concurrency that calls its closure back on a thread of its own, as many
/// completion handlers do. In Swift 5 mode a main-actor function passes it a closure that uses
/// main-actor state, with no warning: the closure is taken to run on the main actor, and does not.
final class LegacyCallback {
    func run(_ body: @escaping () -> Void) {
        Thread { body() }.start()
    }
}

final class OffMainReplacedConsumer {
    @Injected(\.probeValue) var value  // the point replaced off main
}

/// "replace-off-main": a Swift 5 client replaces an injection point's instance from such a callback.
/// The compiler cannot see it; Inject must stop it, as it stops a read there, before it touches the
/// point's main-actor state.
func runReplacementOffMain() {
    MainActor.assumeIsolated {
        let consumer = OffMainReplacedConsumer()
        LegacyCallback().run {
            reached()
            consumer.$value.override(7)
            print("replaced off main")
        }
    }
    Thread.sleep(forTimeInterval: 10)
}

/// "global-override-off-main": a Swift 5 client sets a global override from such a callback, which
/// would change the main actor's table of global overrides under the resolutions that read it.
func runGlobalOverrideOffMain() {
    MainActor.assumeIsolated {
        LegacyCallback().run {
            reached()
            DefaultValues.override(\.probeValue) { 7 }  // the global override off main
            print("overridden off main")
        }
    }
    Thread.sleep(forTimeInterval: 10)
}

/// "lease-end-off-main": a Swift 5 client ends a lease from such a callback, which would drop instances
/// from the main actor's storage under the resolutions that read it.
func runLeaseEndOffMain() {
    MainActor.assumeIsolated {
        LegacyCallback().run {
            reached()
            probeSession.end()  // the lease ended off main
            print("ended off main")
        }
    }
    Thread.sleep(forTimeInterval: 10)
}
