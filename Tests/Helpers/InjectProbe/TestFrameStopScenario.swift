// The scenario "unimplemented-in-test-frame": an `unimplemented` default read in a
// `withInjected(context: .test)` frame of a process that runs no test. It stops, and since no
// `INJECT_CONTEXT` chose the test context, the message does not say that one did.
import Inject
import ProbeSupport

@MainActor
func runUnimplementedInTestFrame() {
    withInjected(context: .test) {
        reached()
        print("value \(UnimplementedConsumer().value)")
    }
}
