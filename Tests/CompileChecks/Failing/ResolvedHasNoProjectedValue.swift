// expected-error: cannot find '$retries' in scope
// Rule: a `@Resolved` property has no projected value: no `override(_:)`, `isResolved` or `source`,
// which are `@Injected`'s.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor final class RetryModel {
    @Resolved(\.retryCount) var retries

    func check() -> Bool { $retries.isResolved }
}
