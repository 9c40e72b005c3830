// expected-error: extraneous argument label 'scope:'
// Rule: resolve takes its scope and lifespan unlabelled, unlike @Injected and @Resolved, which take either.
import Inject

final class Analytics: Sendable {
    init() {}
}

extension DefaultValues {
    var analytics: Analytics { Analytics() }
}

@MainActor
func analytics() -> Analytics {
    resolve(\.analytics, scope: .shared)
}
