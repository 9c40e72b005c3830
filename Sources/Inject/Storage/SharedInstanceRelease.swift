/// What a ``SharedInstance`` kept weakly tells its storage when it goes: which storage, which key, which
/// table.
struct SharedInstanceRelease {
    /// The weak table of ``InstanceStorage`` that holds the instance.
    enum Table {
        /// `.shared` + `.local`.
        case local
        /// `.shared` + `.permanent` made after the frame ended.
        case permanentAfterClose
    }

    /// What the storage is told: the key and table of an instance that went.
    struct Released {
        /// The key of the instance.
        let key: DependencyKey
        /// The table that held it.
        let table: Table
    }

    /// Strong, not weak: the first weak reference to an object allocates a side table, which
    /// LeakSanitizer reports for the root storage, alive at exit. It keeps nothing alive that the
    /// instance's points do not: a point holds the frame it resolved in, which holds its storage, and
    /// the storage holds this instance weakly.
    let storage: InstanceStorage
    /// The key the table holds the instance by.
    let key: DependencyKey
    /// The table that holds it.
    let table: Table
}
