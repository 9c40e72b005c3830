/// Counts the changes to resolved instances that a class consumer's shortcut cannot see.
///
/// A class consumer keeps, next to its injection point, the address of the point's instance (see
/// ``Injected``), so that a warm read loads it from the consumer itself instead of from the point.
/// That shortcut is valid only while no point's instance changed behind the consumer's back: an
/// `override(_:)` through a copy of the property wrapper, or a lease that ended. Each such change
/// advances this count; a shortcut taken at another count is refreshed from the point on its next read.
@usableFromInline
@MainActor
package enum ReplacementEpoch {
    /// The current count; starts at 1, so that a shortcut recorded at 0 is never valid.
    @usableFromInline @exclusivity(unchecked)
    package static var current: UInt = 1

    /// Records that some point's instance changed: every consumer's shortcut is refreshed.
    package static func advance() {
        current &+= 1
        if current == 0 { current = 1 }
    }
}
