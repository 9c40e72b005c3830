// `Calendar` lives in Foundation. FoundationEssentials, where the toolchain has it, holds it without
// the rest of Foundation; elsewhere (Apple platforms) Foundation is its only home.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DefaultValues {
    /// The calendar to compute days, weeks and months with.
    ///
    /// In the app it is `Calendar.autoupdatingCurrent`, which follows the user's settings even after
    /// the injection point has resolved. In previews it is always the Gregorian calendar with the
    /// preview's locale (`en_US`) and time zone (GMT), so a preview computes the same days on every
    /// machine. In tests, reading it without a replacement fails the test with the key path. The
    /// calendar is a dependency of its own: replacing `\.locale` or `\.timeZone` leaves it unchanged.
    ///
    /// ```swift
    /// @MainActor
    /// final class Streak {
    ///     @Injected(\.calendar) var calendar
    ///
    ///     func isSameDay(_ first: Date, _ second: Date) -> Bool {
    ///         calendar.isDate(first, inSameDayAs: second)
    ///     }
    /// }
    /// ```
    public var calendar: Calendar { calendar(in: context) }

    /// The value of `\.calendar` in `context`. The process's context is fixed at launch; the parameter
    /// lets the tests reach the other contexts' values.
    package func calendar(in context: InjectionContext) -> Calendar {
        func fixed() -> Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale(in: .preview)
            calendar.timeZone = timeZone(in: .preview)
            return calendar
        }
        return context.choose(live: .autoupdatingCurrent, preview: fixed(), test: builtInUnimplemented(fixed()))
    }
}
