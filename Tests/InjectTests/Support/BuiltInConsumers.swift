import Foundation
import Inject

// The consumers of the built-in dependencies that the BuiltInDependencies article shows, compiled
// here so the article's code keeps compiling.

@MainActor
final class Reminders {
    @Injected(\.now) var now

    func isOverdue(_ due: Date) -> Bool { due < now() }
}

@MainActor
final class Drafts {
    @Injected(\.uuid) var uuid
    var ids: [UUID] = []

    func add() { ids.append(uuid()) }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor
final class SearchModel {
    @Injected(\.clock) var clock
    var searches = 0

    func search() async throws {
        try await clock.sleep(for: .milliseconds(300))
        searches += 1
    }
}

@MainActor
final class Dice {
    @Injected(\.randomNumberGenerator) var random

    func roll() -> Int {
        random { Int.random(in: 1...6, using: &$0) }
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
@MainActor
final class CountLabel {
    @Injected(\.locale) var locale

    func text(for count: Int) -> String { count.formatted(.number.locale(locale)) }
}

@MainActor
final class Streak {
    @Injected(\.calendar) var calendar

    func isSameDay(_ first: Date, _ second: Date) -> Bool {
        calendar.isDate(first, inSameDayAs: second)
    }
}

@MainActor
final class Schedule {
    @Injected(\.timeZone) var timeZone

    func isEvening(_ date: Date) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.hour, from: date) >= 18
    }
}

/// Counts 1, 2, 3…: a generator whose draws a test can predict.
struct CountingGenerator: RandomNumberGenerator, Sendable {
    private var count: UInt64 = 0

    mutating func next() -> UInt64 {
        count += 1
        return count
    }
}
