// expected-error: class 'RetryModel' has no initializers
// Rule: a dependency is named by its key path, never found by the property's type alone (as in
// Factory's or Resolver's `@Injected var service: Service`). A property declared without one must be
// given its point in every initializer, `_retries = Injected(\.retryCount)`, as a dependency with a
// parameter is (Patterns); with no initializer that does, the compiler reports the class, and its note
// "stored property 'retries' without initial value prevents synthesized initializers" the property.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

final class RetryModel {
    @Injected var retries: Int
}
