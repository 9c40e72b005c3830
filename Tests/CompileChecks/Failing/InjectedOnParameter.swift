// expected-error: 'init(wrappedValue:_:_:_:)' is unavailable: an injected property has no initial value: declare its default in DefaultValues
// Rule: @Injected wraps a stored property, never a parameter: a parameter wrapper is made from the
// argument, which is the initial value @Injected refuses. The message names the initial value the
// caller never wrote; inject a property, or take the dependency as a plain parameter whose default
// argument is `resolve(\.retryCount)`.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor
func retry(@Injected(\.retryCount) retries: Int) -> Int {
    retries
}
