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
    /// The level that supplied the instance.
    @usableFromInline package let source: ValueSource
    /// The storage that holds this object weakly, and the key it holds it by, to tell when it goes:
    /// set on the main actor when the storage records it (once, before any other holder has it), read
    /// only by `deinit`, which runs after every other access.
    private var release: SharedInstanceRelease?

    package init(_ value: Value, source: ValueSource) {
        self.value = value
        self.source = source
    }

    /// Has `deinit` tell `release`'s storage that this object went.
    func tellWhenReleased(_ release: SharedInstanceRelease) {
        self.release = release
    }

    deinit {
        guard let release else { return }
        let (storage, key, table) = (release.storage, release.key, release.table)
        // Any thread may run this: the storage is the main actor's.
        onMainActor { storage.forgetReleased(SharedInstanceRelease.Released(key: key, table: table)) }
    }
}

/// A weak reference to a ``SharedInstance`` of any value type.
struct WeakSharedInstance {
    weak var shared: AnyObject?
}
