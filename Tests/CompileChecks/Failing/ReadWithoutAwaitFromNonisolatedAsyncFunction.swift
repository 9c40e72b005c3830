// expected-error: main actor-isolated property 'retries' cannot be accessed from outside of the actor
// Rule: a nonisolated async function reads an injected property of a Sendable consumer with `await` (the
// read hops to the main actor), or runs on the main actor itself. Without either, the compiler's own error
// names the main actor; a property wrapper cannot word an isolation error, so GettingStarted names the fixes.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

struct RetryPolicy: Sendable {
    @Injected(\.retryCount) var retries
}

func retries(of policy: RetryPolicy) async -> Int {
    policy.retries
}
