// Known issues: these tests make Inject report failures on purpose and check them inside
// `withKnownIssue`, so `swift test` counts them as known issues, not failures (CONTRIBUTING.md, "Known
// issues").
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

    /// Only the read is the known issue: an expectation inside `withKnownIssue` that failed would be one
    /// more known issue, and the test would pass whatever date the placeholder told.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test @MainActor func afterTheFailureNowTellsThePreviewDate() async throws {
        let reader = BuiltInReader()
        withKnownIssue { _ = reader.now }
        let first = reader.now()
        try await Task.sleep(for: .milliseconds(5))
        #expect(first == Date(timeIntervalSince1970: 1_704_102_060))
        #expect(reader.now() == first)
    }

    /// The other built-ins give their preview values after the failure too: a test that failed runs on to
    /// its end with what a preview shows (`en_US`, GMT, a continuous clock, random identifiers), not the
    /// machine's settings.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test @MainActor func afterTheFailureTheOtherBuiltInsGiveTheirPreviewValues() {
        let reader = BuiltInReader()
        withKnownIssue {
            _ = (reader.locale, reader.calendar, reader.timeZone, reader.clock, reader.uuid)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("has no value for this context")
        }
        let preview = DefaultValues()
        #expect(reader.locale == preview.locale(in: .preview))
        #expect(reader.calendar == preview.calendar(in: .preview))
        #expect(reader.timeZone == preview.timeZone(in: .preview))
        #expect(reader.clock is ContinuousClock)
        #expect(Set((0..<3).map { _ in reader.uuid() }).count == 3)
    }

    /// The random number generator too: after the failure it draws from the system's generator, as in a
    /// preview, not from a placeholder that tells the same numbers every time.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test @MainActor func afterTheFailureTheRandomNumberGeneratorDrawsFromTheSystemGenerator() {
        let reader = BuiltInReader()
        withKnownIssue {
            _ = reader.random
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("\\.randomNumberGenerator has no value for this context")
        }
        #expect(reader.random { $0 is SystemRandomNumberGenerator })
        // Eight equal draws of 64 random bits would mean a generator that does not move.
        #expect(Set((0..<8).map { _ in reader.random { $0.next() } }).count > 1)
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
