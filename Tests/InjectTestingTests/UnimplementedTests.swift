// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
import InjectTesting
import Testing

@testable import Inject

/// An `unimplemented` default fails the running test, naming the key path and where it was asked for.
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
                && description.contains("InjectTestingTests/UnimplementedTests.swift:13")
                && description.contains("InjectTestingTests/Fixtures.swift:30")
        }
    }

    /// The failure is recorded at the `unimplemented(_:)` call, whose file path the default passes: the
    /// place an IDE shows it, rather than the test's declaration.
    @Test @MainActor func theFailureIsRecordedWhereTheDefaultCallsUnimplemented() {
        let checkout = Checkout()
        withKnownIssue {
            #expect(checkout.payments.isFake)
        } matching: { issue in
            issue.sourceLocation?.fileID == "InjectTestingTests/Fixtures.swift" && issue.sourceLocation?.line == 30
        }
    }

    @Test @MainActor func aFailureInsideAnotherDefaultNamesWhatItWasMadeFor() {
        final class Store {
            static let site = "InjectTestingTests/UnimplementedTests.swift:\(#line + 1)"
            @Injected(\.checkoutService) var checkout
        }
        let store = Store()
        withKnownIssue {
            #expect(store.checkout.payments.isFake)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasSuffix(
                ", while making \(keyPathName(\DefaultValues.checkoutService)) (asked for at \(Store.site))."
            )
        }
    }

    /// Deeper down, the message names every resolution it was made for, from the next one out to the
    /// consumer's injection point.
    @Test @MainActor func aFailureTwoDefaultsDownNamesWhatItWasMadeForFromTheNextOneOut() {
        final class Shop {
            static let site = "InjectTestingTests/UnimplementedTests.swift:\(#line + 1)"
            @Injected(\.storefront) var storefront
        }
        let shop = Shop()
        withKnownIssue {
            #expect(shop.storefront.checkout.payments.isFake)
        } matching: { issue in
            let description = issue.comments.map(\.rawValue).joined()
            let next = "\(keyPathName(\DefaultValues.checkoutService)) (asked for at InjectTestingTests/Fixtures.swift:"
            let outermost = "\(keyPathName(\DefaultValues.storefront)) (asked for at \(Shop.site))."
            return description.contains(", while making \(next)") && description.hasSuffix(") for \(outermost)")
        }
    }

    @Test @MainActor func aFailureThroughResolveNamesTheCallAsWhereItWasAskedFor() {
        let site = "InjectTestingTests/UnimplementedTests.swift:\(#line + 2)"
        withKnownIssue {
            #expect(resolve(\.unimplementedPayments).isFake)
        } matching: { issue in
            let description = issue.comments.map(\.rawValue).joined()
            return description.contains(": asked for at \(site), it resolved to unimplemented(_:) at ")
                && !description.contains("injection point")
        }
    }

    @Test(.injecting(\.unimplementedPayments, FakePayments()))
    @MainActor func aReplacedUnimplementedDefaultRecordsNothing() {
        #expect(Checkout().payments.isFake)
    }

    /// `Resolved.init`'s doc: a message about the default names the `@Resolved` declaration.
    @Test @MainActor func aFailureOfAResolvedPropertyNamesItsDeclaration() {
        let site = "InjectTestingTests/UnimplementedTests.swift:\(#line + 2)"
        @MainActor final class EagerCheckout {
            @Resolved(\.unimplementedPayments) var payments
        }
        withKnownIssue {
            #expect(EagerCheckout().payments.isFake)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(site)
        }
    }

    /// A `.shared` `@Resolved` property's failure names its declaration too: the line is given to the
    /// resolver on the shared path as on the temporary one.
    @Test @MainActor func aFailureOfASharedResolvedPropertyNamesItsDeclaration() {
        let site = "InjectTestingTests/UnimplementedTests.swift:\(#line + 2)"
        @MainActor final class EagerCheckout {
            @Resolved(\.unimplementedPayments, .shared) var payments
        }
        withKnownIssue {
            #expect(EagerCheckout().payments.isFake)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(site)
        }
    }

    /// A failure of `resolve(_:_:until:)` names the call's line, as the other `resolve` calls' do.
    @Test @MainActor func aFailureOfAResolveCallBoundToALeaseNamesItsLine() {
        let session = Lease()
        let site = "InjectTestingTests/UnimplementedTests.swift:\(#line + 2)"
        withKnownIssue {
            #expect(resolve(\.unimplementedPayments, until: session).isFake)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(site)
        }
    }

    /// `unimplemented(_:)`'s doc: a placeholder, or a value a default builds around one, is never kept as
    /// a `.shared` instance or by `permanent { }`: each resolution runs the default again and records the
    /// failure again.
    @Test @MainActor func aPlaceholderIsNeverKeptSoEachResolutionRecordsTheFailureAgain() {
        let failures = Locked(0)
        withKnownIssue {
            _ = resolve(\.checkoutService, .shared, .permanent)
            _ = resolve(\.checkoutService, .shared, .permanent)
            _ = resolve(\.unimplementedInsidePermanent)
            _ = resolve(\.unimplementedInsidePermanent)
        } matching: { issue in
            let matched = issue.comments.map(\.rawValue).joined().contains("has no value for this context")
            if matched { failures.withLock { $0 += 1 } }
            return matched
        }
        #expect(failures.withLock { $0 } == 4)
    }

    /// The Testing article: the issue is recorded at the `unimplemented` call (the default's line in
    /// `Fixtures.swift`), by the full path an IDE opens, not at the test or the injection point.
    @Test @MainActor func theIssueIsRecordedAtTheUnimplementedCallByItsFullPath() {
        withKnownIssue {
            #expect(Checkout().payments.isFake)
        } matching: { issue in
            issue.sourceLocation?.fileID == "InjectTestingTests/Fixtures.swift"
                && issue.sourceLocation?.line == 30
                && issue.sourceLocation?.filePath.hasSuffix("/Tests/InjectTestingTests/Support/Fixtures.swift") == true
        }
    }
}

/// Without any trait: the failure is recorded in this test, whatever ran before it, instead of stopping
/// the test process.
@Suite struct UnimplementedWithoutTraitTests {
    final class Checkout {
        @Injected(\.unimplementedPayments) var payments
    }

    @Test(arguments: 0..<3)
    @MainActor func usingAnUnimplementedDefaultRecordsAFailureInEveryTest(index: Int) {
        withKnownIssue {
            #expect(Checkout().payments.isFake)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("has no value for this context")
        }
    }

    @Test(arguments: 0..<2)
    @MainActor func anUnimplementedDefaultKeptInTheGlobalStorageRecordsAFailureInEveryTest(index: Int) {
        // Each case is a test of its own, without the trait: the one that runs second finds the
        // placeholder that the first kept as the global `.shared` + `.permanent` instance.
        withKnownIssue {
            #expect(resolve(\.keptUnimplementedPayments, .shared, .permanent).isFake)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("has no value for this context")
        }
    }
}
