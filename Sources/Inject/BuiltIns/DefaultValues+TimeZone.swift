// `TimeZone` lives in Foundation. FoundationEssentials, where the toolchain has it, holds it without
// the rest of Foundation; elsewhere (Apple platforms) Foundation is its only home.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DefaultValues {
    /// The time zone to show dates and times in.
    ///
    /// In the app it is `TimeZone.autoupdatingCurrent`, which follows the device's time zone even after
    /// the injection point has resolved. In previews it is always GMT, so a preview shows the same
    /// times on every machine. In tests, reading it without a replacement fails the test with the key
    /// path, so a test whose output depends on where it runs says so.
    ///
    /// ```swift
    /// @MainActor
    /// final class Schedule {
    ///     @Injected(\.timeZone) var timeZone
    ///
    ///     func isEvening(_ date: Date) -> Bool {
    ///         var calendar = Calendar(identifier: .gregorian)
    ///         calendar.timeZone = timeZone
    ///         return calendar.component(.hour, from: date) >= 18
    ///     }
    /// }
    /// ```
    public var timeZone: TimeZone { timeZone(in: context) }

    /// The value of `\.timeZone` in `context`. The process's context is fixed at launch; the parameter
    /// lets the tests reach the other contexts' values.
    package func timeZone(in context: InjectionContext) -> TimeZone {
        let fixed = TimeZone(secondsFromGMT: 0)!
        return context.choose(live: .autoupdatingCurrent, preview: fixed, test: builtInUnimplemented(fixed))
    }
}
