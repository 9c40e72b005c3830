/// Owns the instance of a `.shared` + `.local` dependency.
///
/// Every injection point that uses the instance holds this object strongly; the storage table holds it
/// weakly. When the last injection point goes away, the holder and the instance go with it, whatever
/// the instance's type (a value type or an existential is held the same way as a class).
package final class SharedInstance<Value> {
    package let value: Value
    /// The level that supplied the instance.
    package let source: ValueSource

    package init(_ value: Value, source: ValueSource) {
        self.value = value
        self.source = source
    }
}

/// A weak reference to a ``SharedInstance`` of any value type.
struct WeakSharedInstance {
    weak var holder: AnyObject?
}
