// expected-error: write the scope before the lifespan: resolve(keyPath, scope, lifespan)
// Rule: resolve takes its scope and lifespan in @Injected's order, in a default too.
import Inject

final class Analytics: Sendable {
    init() {}
}

extension DefaultValues {
    var analytics: Analytics { Analytics() }
    var reporter: Analytics { resolve(\.analytics, .permanent, .shared) }
}

@MainActor
func analytics() -> Analytics {
    resolve(\.analytics, .permanent, .shared)
}
