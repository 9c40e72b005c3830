// expected-error: only @Injected binds to a lease: write @Injected(keyPath, scope, until: lease)
// Rule: a @Resolved property keeps its instance itself, so it cannot be bound to a lease.
import Inject

final class Cart: Sendable {}

extension DefaultValues {
    var cart: Cart { Cart() }
}

extension Lease {
    static let session = Lease()
}

@MainActor final class CartScreenModel {
    @Resolved(\.cart, .shared, until: .session) var cart
}
