/// Owns the instance of a `.shared` dependency, with the level that supplied it.
///
/// For `.shared` + `.local`, every injection point that uses the instance holds this object strongly and
/// the storage table holds it weakly: when the last injection point goes away, this object and the
/// instance go with it, whatever the instance's type (a value type or an existential is held the same
/// way as a class), and this object tells the storage, which then forgets its key (see
/// ``InstanceStorage/forgetReleased(_:)``). For `.shared` + `.permanent`, the storage table holds it
/// strongly, and it tells nothing.
@usableFromInline
package final class SharedInstance<Value> {
    @usableFromInline package let value: Value
    @usableFromInline package let source: ValueSource
    /// The storage to tell when this object goes, and the entry it holds there.
    private var release: (storage: InstanceStorage, entry: InstanceStorage.WeakKey)?

    package init(_ value: Value, source: ValueSource) {
        self.value = value
        self.source = source
    }

    /// Asks this object to tell `storage`, when it goes, to forget its entry `entry`.
    func tellWhenReleased(to storage: InstanceStorage, _ entry: InstanceStorage.WeakKey) {
        release = (storage, entry)
    }

    deinit {
        guard let (storage, entry) = release else { return }
        // Any thread may run this: the storage is the main actor's.
        onMainActor { storage.forgetReleased(entry) }
    }
}

/// A weak reference to a ``SharedInstance`` of any value type.
struct WeakSharedInstance {
    weak var shared: AnyObject?
}
