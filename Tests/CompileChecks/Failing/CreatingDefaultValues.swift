// expected-error: 'DefaultValues' initializer is inaccessible due to 'package' protection level
// Rule: only Inject creates DefaultValues; client code cannot read a default directly and bypass
// overrides and storage.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

@MainActor
func retries() -> Int {
    DefaultValues().retryCount
}
