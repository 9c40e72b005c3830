/// Owns the instance of a `.shared` dependency, with the level that supplied it.
///
/// For `.shared` + `.local`, every injection point that uses the instance holds this object strongly and
/// the storage table holds it weakly: when the last injection point goes away, this object and the
/// instance go with it, whatever the instance's type (a value type or an existential is held the same
/// way as a class). For `.shared` + `.permanent`, the storage table holds it strongly.
@usableFromInline
package final class SharedInstance<Value> {
    @usableFromInline package let value: Value
    /// The level that supplied the instance.
    @usableFromInline package let source: ValueSource

    package init(_ value: Value, source: ValueSource) {
        self.value = value
        self.source = source
    }
}

/// A weak reference to a ``SharedInstance`` of any value type.
struct WeakSharedInstance {
    weak var shared: AnyObject?
}
