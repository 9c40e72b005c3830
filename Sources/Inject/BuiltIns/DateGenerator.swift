// `Date` lives in Foundation. FoundationEssentials, where the toolchain has it, holds it without the
// rest of Foundation; elsewhere (Apple platforms) Foundation is its only home.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tells the current date, each time it is called.
///
/// An injection point resolves once and keeps its instance, so the time is injected as a generator
/// that the code calls whenever it needs the date: an injected `Date` would stay the moment of the
/// first read. Inject supplies one as ``DefaultValues/now``; tests replace it with a generator whose
/// date they know.
///
/// ```swift
/// @MainActor
/// final class Reminders {
///     @Injected(\.now) var now
///
///     func isOverdue(_ due: Date) -> Bool { due < now() }
/// }
/// ```
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    /// Creates a generator that calls `generate` for each date.
    ///
    /// The closure runs on whatever thread calls the generator, once per call.
    ///
    /// ```swift
    /// let inAnHour = DateGenerator { Date().addingTimeInterval(3600) }
    /// ```
    ///
    /// - Parameter generate: Returns the date, each time the generator is called.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The current date, as this generator tells it.
    ///
    /// Call the generator each time the code needs the date; keep the result only as long as that
    /// moment matters.
    ///
    /// ```swift
    /// @MainActor final class Note {
    ///     @Injected(\.now) var now
    ///     var savedAt: Date?
    ///
    ///     func save() { savedAt = now() }
    /// }
    /// ```
    ///
    /// - Returns: The date.
    public func callAsFunction() -> Date {
        generate()
    }
}

extension DefaultValues {
    /// The current date, as a ``DateGenerator`` that code calls each time it needs it.
    ///
    /// In the app it returns `Date()` at each call. In previews it always returns 1 January 2024,
    /// 09:41:00 UTC, so a preview shows the same dates on every run. In tests, reading it without a
    /// replacement fails the test with the key path, so a test that depends on the time says so;
    /// replace it with `.constant(_:)` from `InjectTesting`.
    ///
    /// ```swift
    /// @MainActor
    /// final class Reminders {
    ///     @Injected(\.now) var now
    ///
    ///     func isOverdue(_ due: Date) -> Bool { due < now() }
    /// }
    /// ```
    public var now: DateGenerator { now(in: context) }

    /// The value of `\.now` in `context`. The process's context is fixed at launch; the parameter lets
    /// the tests reach the other contexts' values.
    package func now(in context: InjectionContext) -> DateGenerator {
        let fixed = DateGenerator { DefaultValues.previewDate }
        return context.choose(live: DateGenerator { Date() }, preview: fixed, test: builtInUnimplemented(fixed))
    }

    /// The date of every preview: 2024-01-01 09:41:00 UTC.
    package static let previewDate = Date(timeIntervalSince1970: 1_704_102_060)
}
