/// A reference-type dependency that counts how many of its instances were made and are still alive.
///
/// Each instance carries a tag; counts are kept per tag, so parallel tests that use different tags do
/// not see each other's instances. Made in a `DefaultValues` property, the tag defaults to the
/// property's name:
///
/// ```swift
/// public extension DefaultValues {
///     var nonisolatedTemporaryLocal: Tracked { Tracked() }  // tag "nonisolatedTemporaryLocal"
/// }
/// ```
public final class Tracked: Sendable {
    /// The name the counts of this instance are kept under.
    public let tag: String

    /// Makes an instance and counts it under `tag`.
    ///
    /// - Parameter tag: The name to count the instance under; the calling property's name by default.
    public init(tag: String = #function) {
        self.tag = tag
        InstanceLedger.shared.didCreate(tag)
    }

    deinit {
        InstanceLedger.shared.didDestroy(tag)
    }

    /// How many instances tagged `tag` were ever made.
    ///
    /// - Parameter tag: The tag to count.
    /// - Returns: The number of instances made so far, alive or not.
    public static func createdCount(_ tag: String) -> Int {
        InstanceLedger.shared.createdCount(tag)
    }

    /// How many instances tagged `tag` are alive right now.
    ///
    /// - Parameter tag: The tag to count.
    /// - Returns: The number of instances made and not yet deallocated.
    public static func liveCount(_ tag: String) -> Int {
        InstanceLedger.shared.liveCount(tag)
    }
}
