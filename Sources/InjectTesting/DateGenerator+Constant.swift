import Inject

// `Date` lives in Foundation. FoundationEssentials, where the toolchain has it, holds it without the
// rest of Foundation; elsewhere (Apple platforms) Foundation is its only home.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DateGenerator {
    /// A generator that always tells the same date: a test's `now`.
    ///
    /// Code that reads `\.now` in the test sees `date` at every call, so what it computes from the
    /// time is known in advance.
    ///
    /// ```swift
    /// @Test(.injecting(\.now, .constant(Date(timeIntervalSince1970: 0))))
    /// @MainActor func aReminderDueYesterdayIsOverdue() {
    ///     #expect(Reminders().isOverdue(Date(timeIntervalSince1970: -86_400)))
    /// }
    /// ```
    ///
    /// - Parameter date: The date every call returns.
    /// - Returns: The generator.
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }
}
