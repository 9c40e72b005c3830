import Foundation
import Inject

/// A consumer of every built-in dependency.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class BuiltInReader {
    @Injected(\.now) var now
    @Injected(\.uuid) var uuid
    @Injected(\.clock) var clock
    @Injected(\.randomNumberGenerator) var random
    @Injected(\.locale) var locale
    @Injected(\.calendar) var calendar
    @Injected(\.timeZone) var timeZone
}

/// The built-in dependencies, with what a failure message calls each of them.
enum BuiltIn: CaseIterable, Sendable {
    case now, uuid, clock, randomNumberGenerator, locale, calendar, timeZone

    /// Reads the dependency in a new consumer.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @MainActor func read() {
        let reader = BuiltInReader()
        switch self {
        case .now: _ = reader.now
        case .uuid: _ = reader.uuid
        case .clock: _ = reader.clock
        case .randomNumberGenerator: _ = reader.random
        case .locale: _ = reader.locale
        case .calendar: _ = reader.calendar
        case .timeZone: _ = reader.timeZone
        }
    }

    /// The key path as messages name it, on every platform.
    var keyPathName: String {
        switch self {
        case .now: "\\.now"
        case .uuid: "\\.uuid"
        case .clock: "\\.clock"
        case .randomNumberGenerator: "\\.randomNumberGenerator"
        case .locale: "\\.locale"
        case .calendar: "\\.calendar"
        case .timeZone: "\\.timeZone"
        }
    }

    /// The file of `Sources/Inject/BuiltIns/` that declares the dependency.
    var declaringFile: String {
        switch self {
        case .now: "DateGenerator.swift"
        case .uuid: "UUIDGenerator.swift"
        case .clock: "DefaultValues+Clock.swift"
        case .randomNumberGenerator: "RandomNumberSource.swift"
        case .locale: "DefaultValues+Locale.swift"
        case .calendar: "DefaultValues+Calendar.swift"
        case .timeZone: "DefaultValues+TimeZone.swift"
        }
    }
}
