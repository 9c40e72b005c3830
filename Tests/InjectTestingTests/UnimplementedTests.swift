import Inject
import InjectTesting
import Testing

@Suite(.injectionIsolated)
struct UnimplementedTests {
    final class Checkout {
        @Injected(\.unimplementedPayments) var payments
    }

    @Test @MainActor func usingAnUnimplementedDefaultRecordsAFailureNamingTheInjectionPoint() {
        let checkout = Checkout()
        withKnownIssue {
            #expect(checkout.payments.isFake)
        } matching: { issue in
            let description = issue.comments.map(\.rawValue).joined()
            return description.contains("has no value for this context")
                && description.contains("InjectTestingTests/UnimplementedTests.swift:8")
                && description.contains("InjectTestingTests/Fixtures.swift:23")
        }
    }

    @Test(.injecting(\.unimplementedPayments, FakePayments()))
    @MainActor func aReplacedUnimplementedDefaultRecordsNothing() {
        #expect(Checkout().payments.isFake)
    }
}
