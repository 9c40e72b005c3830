// expected-error: does not conform to the 'Sendable' protocol
// Rule: `Resolved` is not `Sendable`: its value is a stored property like any other, protected by the
// consumer's own isolation.
import Inject

func requireSendable<T: Sendable>(_: T.Type) {}

func check() {
    requireSendable(Resolved<Int>.self)
}
