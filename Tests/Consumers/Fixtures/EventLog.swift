/// Counts events by tag, from any thread: for callbacks that are `@Sendable`, such as an observation's
/// `onChange`, where a test cannot capture a local variable to mutate.
///
/// ```swift
/// withObservationTracking { _ = model.title } onChange: { EventLog.record("titleChanged") }
/// model.title = "New"
/// #expect(EventLog.count("titleChanged") == 1)
/// ```
public enum EventLog {
    /// Records one event.
    ///
    /// - Parameter tag: What happened; use a tag no other test uses.
    public static func record(_ tag: String) {
        InstanceLedger.shared.record(tag)
    }

    /// How many events tagged `tag` were recorded.
    ///
    /// - Parameter tag: The tag to count.
    /// - Returns: The number of calls to ``record(_:)`` with `tag` so far.
    public static func count(_ tag: String) -> Int {
        InstanceLedger.shared.eventCount(tag)
    }
}
