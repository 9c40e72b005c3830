import Foundation
import Inject
import InjectTesting
import Testing

/// In tests, a built-in dependency read without a replacement fails the test and names its key path;
/// with a replacement it records nothing.
@Suite(.injectionIsolated)
struct BuiltInTestValuesTests {
    // MARK: - Without a replacement

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(arguments: BuiltIn.allCases)
    @MainActor func readingWithoutAReplacementRecordsAFailureNamingTheKeyPath(_ builtIn: BuiltIn) {
        withKnownIssue {
            builtIn.read()
        } matching: { issue in
            let description = issue.comments.map(\.rawValue).joined()
            return description.contains("Inject: \(builtIn.keyPathName) has no value for this context")
                && description.contains("unimplemented(_:) at Inject/\(builtIn.declaringFile):")
        }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test @MainActor func afterTheFailureNowTellsThePreviewDate() {
        withKnownIssue {
            let now = BuiltInReader().now
            #expect(now() == Date(timeIntervalSince1970: 1_704_102_060))
            #expect(now() == now())
        }
    }

    // MARK: - With a replacement

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.injecting(\.now, .constant(Date(timeIntervalSince1970: 86_400))))
    @MainActor func aReplacedNowRecordsNothing() {
        #expect(BuiltInReader().now() == Date(timeIntervalSince1970: 86_400))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        .injecting {
            $0[\.uuid] = .incrementing
            $0[\.randomNumberGenerator] = .seeded(0)
            $0[\.clock] = SuspendingClock()
            $0[\.locale] = Locale(identifier: "fr_FR")
            $0[\.calendar] = Calendar(identifier: .iso8601)
            $0[\.timeZone] = TimeZone(identifier: "Asia/Tokyo")!
        }
    )
    @MainActor func everyReplacedBuiltInRecordsNothing() {
        let reader = BuiltInReader()
        #expect(reader.uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(reader.random { $0.next() } == 0xE220_A839_7B1D_CDAF)
        #expect(reader.clock is SuspendingClock)
        #expect(reader.locale.identifier == "fr_FR")
        #expect(reader.calendar.identifier == .iso8601)
        #expect(reader.timeZone.identifier == "Asia/Tokyo")
    }

    /// The failure of a built-in read without a replacement goes to the user's test, not to Inject's own
    /// source: an IDE shows an issue at its source location, and Inject's `DateGenerator.swift` is no
    /// file of the user's (the message names the injection point and the built-in's declaration).
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(arguments: BuiltIn.allCases)
    @MainActor func readingWithoutAReplacementRecordsTheFailureInTheTestNotInInjectsSource(_ builtIn: BuiltIn) {
        withKnownIssue {
            builtIn.read()
        } matching: { issue in
            issue.sourceLocation?.fileID == "InjectTestingTests/BuiltInTestValuesTests.swift"
        }
    }
}
