// expected-error: a lease decides how long the instance lives: write @Injected(keyPath, scope, until: lease)
// Rule: a lease-bound point takes a scope and a lease; the lease, not a lifespan, decides how long.
import Inject

final class Cart: Sendable {}

extension DefaultValues {
    var cart: Cart { Cart() }
}

extension Lease {
    static let session = Lease()
}

final class CartScreenModel {
    @Injected(\.cart, .shared, .permanent, until: .session) var cart
}
