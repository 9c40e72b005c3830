import Foundation
import Inject
import ProbeSupport

// "permanent-late" and "permanent-late-off-main": a default that returns a factory closure whose
// `permanent { }` runs only when the closure is called, after the resolution (on the main actor, or
// on another thread). The message should say which `permanent { }` it is. "resolve-late-off-main",
// "unimplemented-late" and "unimplemented-late-off-main" do the same with `resolve` and `unimplemented(_:)`.

extension DefaultValues {
    var probeLateFactory: @Sendable () -> Counted {
        { self.permanent { Counted() } }  // the late permanent
    }
    var probeLateResolver: @Sendable () -> Int {
        { self.resolve(\.probeValue) }  // the late resolve
    }
    var probeLateUnimplemented: @Sendable () -> Int {
        { self.unimplemented(0) }  // the late unimplemented
    }
}

func runPermanentMisuseScenario(_ scenario: String) {
    switch scenario {
    case "permanent-late":
        MainActor.assumeIsolated {
            let make = resolve(\.probeLateFactory)
            reached()
            _ = make()
        }
    case "permanent-late-off-main":
        let make = MainActor.assumeIsolated { resolve(\.probeLateFactory) }
        reachedOnAnotherThread {
            _ = make()
        }
    case "resolve-late-off-main":
        let make = MainActor.assumeIsolated { resolve(\.probeLateResolver) }
        reachedOnAnotherThread {
            print("resolved \(make())")
        }
    case "unimplemented-late":
        MainActor.assumeIsolated {
            let make = resolve(\.probeLateUnimplemented)
            reached()
            print("placeholder \(make())")
        }
    case "unimplemented-late-off-main":
        let make = MainActor.assumeIsolated { resolve(\.probeLateUnimplemented) }
        reachedOnAnotherThread {
            print("placeholder \(make())")
        }
    case "replace-off-main":
        runReplacementOffMain()
    case "global-override-off-main":
        runGlobalOverrideOffMain()
    case "lease-end-off-main":
        runLeaseEndOffMain()
    default:
        runShortcutGuardScenario(scenario)
    }
}
