// A library's public dependency names public types only: the placeholder its default passes to
// unimplemented(_:) is part of the body, and may stay internal (the Patterns article says so).
import Inject

/// What the app injects.
public protocol PaymentProcessing: Sendable {}

/// The live implementation.
public struct LivePayments: PaymentProcessing {
    /// Makes one.
    public init() {}
}

struct FakePayments: PaymentProcessing {}

extension DefaultValues {
    /// The library's dependency, with an internal placeholder for tests.
    public var payments: any PaymentProcessing {
        context.choose(live: LivePayments(), preview: FakePayments(), test: unimplemented(FakePayments()))
    }
}
