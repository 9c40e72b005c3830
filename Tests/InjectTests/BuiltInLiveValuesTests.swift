import Foundation
import Testing

@testable import Inject

/// In the app, each built-in dependency answers from the system at every call, not once at resolution.
@Suite struct BuiltInLiveValuesTests {
    let defaults = DefaultValues()

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func nowTellsALaterDateAtALaterCall() async throws {
        let now = defaults.now(in: .live)
        let first = now()
        try await Task.sleep(for: .milliseconds(5))
        let second = now()
        #expect(second > first)
        #expect(abs(second.timeIntervalSinceNow) < 60)
    }

    @Test func uuidMakesADifferentUUIDAtEachCall() {
        let uuid = defaults.uuid(in: .live)
        #expect(Set((0..<100).map { _ in uuid() }).count == 100)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func clockIsContinuous() {
        #expect(defaults.clock(in: .live) is ContinuousClock)
    }

    @Test func randomNumberGeneratorDrawsFromTheSystemGenerator() {
        let random = defaults.randomNumberGenerator(in: .live)
        // Eight equal draws of 64 random bits would mean a generator that does not move.
        #expect(Set((0..<8).map { _ in random { $0.next() } }).count > 1)
        #expect(random { $0 is SystemRandomNumberGenerator })
    }

    @Test func localeCalendarAndTimeZoneFollowTheUsersSettings() {
        // The autoupdating values, which keep following the settings after an injection point resolved.
        #expect(defaults.locale(in: .live) == Locale.autoupdatingCurrent)
        #expect(defaults.calendar(in: .live) == Calendar.autoupdatingCurrent)
        #expect(defaults.timeZone(in: .live) == TimeZone.autoupdatingCurrent)
    }
}
