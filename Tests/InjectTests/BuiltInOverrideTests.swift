import Foundation
import Testing

@testable import Inject

/// A replacement of a built-in dependency is what its injection points get, in place of the default.
@Suite struct BuiltInOverrideTests {
    @Test @MainActor func aReplacedNowTellsTheReplacementsDate() {
        let due = Date(timeIntervalSince1970: 1_000)
        let reminders = withInjected(\.now, DateGenerator { due }) { Reminders() }
        #expect(!reminders.isOverdue(due))
        #expect(reminders.isOverdue(due.addingTimeInterval(-1)))
        #expect(reminders.$now.source == .frameOverride)
    }

    @Test @MainActor func aReplacedUUIDMakesTheReplacementsIdentifiers() {
        let fixed = UUID(uuidString: "DEADBEEF-0000-4000-8000-000000000000")!
        let drafts = withInjected(\.uuid, UUIDGenerator { fixed }) { Drafts() }
        drafts.add()
        drafts.add()
        #expect(drafts.ids == [fixed, fixed])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test @MainActor func aReplacedClockIsTheOneTheModelSleepsOn() async throws {
        let model = withInjected(\.clock, SuspendingClock()) { SearchModel() }
        #expect(model.clock is SuspendingClock)
        try await model.search()
        #expect(model.searches == 1)
    }

    @Test @MainActor func aReplacedRandomNumberGeneratorIsTheOneDrawnFrom() {
        let dice = withInjected(\.randomNumberGenerator, RandomNumberSource(CountingGenerator())) { Dice() }
        let rolls = (0..<6).map { _ in dice.roll() }
        let again = RandomNumberSource(CountingGenerator())
        #expect(rolls == (0..<6).map { _ in again { Int.random(in: 1...6, using: &$0) } })
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    @Test @MainActor func aReplacedLocaleFormatsInThatLocale() {
        let label = withInjected(\.locale, Locale(identifier: "de_DE")) { CountLabel() }
        #expect(label.text(for: 1234) == "1.234")
    }

    @Test @MainActor func aReplacedCalendarDecidesWhereADayEnds() {
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let streak = withInjected(\.calendar, tokyo) { Streak() }
        // 14:00 and 16:00 UTC: the same day in UTC, two days in Tokyo (23:00 and 01:00).
        let before = Date(timeIntervalSince1970: 1_704_117_600)
        let after = before.addingTimeInterval(7_200)
        #expect(!streak.isSameDay(before, after))
    }

    @Test @MainActor func aReplacedTimeZoneDecidesTheHour() {
        let schedule = withInjected(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!) { Schedule() }
        // 10:00 UTC is 19:00 in Tokyo.
        #expect(schedule.isEvening(Date(timeIntervalSince1970: 1_704_103_200)))
    }
}
