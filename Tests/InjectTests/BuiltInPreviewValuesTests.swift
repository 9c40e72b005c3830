import Foundation
import Testing

@testable import Inject

/// In previews, a built-in dependency whose value shows on screen is fixed, so a preview renders the same
/// on every run and every machine; the others keep their live values.
@Suite struct BuiltInPreviewValuesTests {
    let defaults = DefaultValues()

    // MARK: - Fixed

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func nowIsAlwaysTheFirstOfJanuary2024At0941UTC() async throws {
        let now = defaults.now(in: .preview)
        let first = now()
        try await Task.sleep(for: .milliseconds(5))
        #expect(now() == first)
        #expect(defaults.now(in: .preview)() == first)
        #expect(first.formatted(.iso8601) == "2024-01-01T09:41:00Z")
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    @Test func localeIsEnglishAsSpokenInTheUnitedStates() {
        #expect(defaults.locale(in: .preview).identifier == "en_US")
        #expect(1234.formatted(.number.locale(defaults.locale(in: .preview))) == "1,234")
    }

    @Test func timeZoneIsGMT() {
        let timeZone = defaults.timeZone(in: .preview)
        #expect(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_720_000_000)) == 0)
        #expect(timeZone == defaults.timeZone(in: .preview))
    }

    /// GMT by name too, not just any zone at GMT's offset (`UTC`, or the machine's, which a CI's often is):
    /// a preview that shows the zone shows `GMT` on every machine.
    @Test func timeZoneIsNamedGMT() {
        #expect(defaults.timeZone(in: .preview).identifier == "GMT")
        #expect(defaults.calendar(in: .preview).timeZone.identifier == "GMT")
    }

    @Test func calendarIsGregorianWithThePreviewLocaleAndTimeZone() {
        let calendar = defaults.calendar(in: .preview)
        #expect(calendar.identifier == .gregorian)
        #expect(calendar.locale?.identifier == "en_US")
        #expect(calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        // The preview's time zone itself, not the machine's, which may be at GMT too (as a CI's often is).
        #expect(calendar.timeZone == defaults.timeZone(in: .preview))
        // 23:30 on 31 December 2023 in GMT: still the year before the preview's date.
        #expect(calendar.component(.year, from: Date(timeIntervalSince1970: 1_704_065_400)) == 2023)
    }

    // MARK: - The frame's context

    /// A built-in gives the value of the context of the frame it resolves in, not the process's: in this
    /// test process, a `withInjected(context: .preview)` frame gives each its preview value and a `.live`
    /// one its live value, and neither records the failure of a test read without a replacement.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test @MainActor func aFramesContextChoosesTheValueOfEveryBuiltIn() {
        withInjected(context: .preview) {
            #expect(resolve(\.now)() == DefaultValues.previewDate)
            #expect(resolve(\.locale) == defaults.locale(in: .preview))
            #expect(resolve(\.calendar) == defaults.calendar(in: .preview))
            #expect(resolve(\.timeZone) == defaults.timeZone(in: .preview))
            #expect(resolve(\.clock) is ContinuousClock)
            let random = resolve(\.randomNumberGenerator)
            #expect(random { $0 is SystemRandomNumberGenerator })
            #expect(resolve(\.uuid)() != resolve(\.uuid)())
        }
        withInjected(context: .live) {
            #expect(abs(resolve(\.now)().timeIntervalSinceNow) < 60)
            #expect(resolve(\.locale) == Locale.autoupdatingCurrent)
            #expect(resolve(\.calendar) == Calendar.autoupdatingCurrent)
            #expect(resolve(\.timeZone) == TimeZone.autoupdatingCurrent)
            #expect(resolve(\.clock) is ContinuousClock)
            let random = resolve(\.randomNumberGenerator)
            #expect(random { $0 is SystemRandomNumberGenerator })
            #expect(resolve(\.uuid)() != resolve(\.uuid)())
        }
    }

    // MARK: - Live

    @Test func uuidStaysRandomSoTwoModelsNeverShareAnIdentifier() {
        let first = defaults.uuid(in: .preview)
        let second = defaults.uuid(in: .preview)
        #expect(Set((0..<50).flatMap { _ in [first(), second()] }).count == 100)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func clockAndRandomNumberGeneratorStayLive() {
        #expect(defaults.clock(in: .preview) is ContinuousClock)
        let random = defaults.randomNumberGenerator(in: .preview)
        #expect(random { $0 is SystemRandomNumberGenerator })
    }
}
